// The code step of a sign-in with two-step verification, on /login and /register. It is needed only
// by the golfers who turned two-step verification on, so it loads when the service asks for the code.
import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/catalog.ts';
import type { CodeSignInProps } from './CodeSignIn.tsx';
import { authText } from './i18n/index.ts';

const CodeSignIn = lazy(() => import('./CodeSignIn.tsx').then((m) => ({ default: m.CodeSignIn })));

export function SecondStep(props: CodeSignInProps) {
  const t = useT(authText);
  return (
    <Suspense fallback={<p role="status">{t('code.preparing')}</p>}>
      <CodeSignIn {...props} />
    </Suspense>
  );
}

/** /login or /register while the code is asked for: the sign-in title over the code step. */
export function SecondStepPage({ titleId, ...props }: CodeSignInProps & { titleId: string }) {
  const t = useT(authText);
  return (
    <section className="page auth-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('login.title')}</h1>
      <SecondStep {...props} />
    </section>
  );
}
