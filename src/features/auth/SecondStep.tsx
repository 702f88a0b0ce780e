// The code step of a sign-in with two-step verification, on /login and /register. It is needed only
// by the golfers who turned two-step verification on, so it loads when the service asks for the code.
import { lazy, Suspense } from 'react';
import type { CodeSignInProps } from './CodeSignIn.tsx';

const CodeSignIn = lazy(() => import('./CodeSignIn.tsx').then((m) => ({ default: m.CodeSignIn })));

export function SecondStep(props: CodeSignInProps) {
  return (
    <Suspense fallback={<p role="status">Preparing the code step...</p>}>
      <CodeSignIn {...props} />
    </Suspense>
  );
}
