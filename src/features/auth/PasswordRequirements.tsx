import type { Requirement } from '../../auth/password-rules.ts';
import { useT } from '../../i18n/catalog.ts';
import { registerText } from './register/i18n/index.ts';

/** The list under the password field; each line says whether it is met, in words as well as colour. */
export function PasswordRequirements({ requirements }: { requirements: readonly Requirement[] }) {
  const t = useT(registerText);
  return (
    <ul className="requirements" aria-label={t('password.requirements')}>
      {requirements.map((r) => (
        <li key={r.id} className={r.met ? 'met' : 'unmet'}>
          <span aria-hidden="true">{r.met ? '✓' : '•'}</span> {r.label}
          <span className="visually-hidden">{r.met ? t('password.met') : t('password.unmet')}</span>
        </li>
      ))}
    </ul>
  );
}
