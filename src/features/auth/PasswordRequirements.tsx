import type { Requirement } from '../../auth/password-rules.ts';

/** The list under the password field; each line says whether it is met, in words as well as colour. */
export function PasswordRequirements({ requirements }: { requirements: readonly Requirement[] }) {
  return (
    <ul className="requirements" aria-label="Password requirements">
      {requirements.map((r) => (
        <li key={r.id} className={r.met ? 'met' : 'unmet'}>
          <span aria-hidden="true">{r.met ? '✓' : '•'}</span> {r.label}
          <span className="visually-hidden">{r.met ? ': met' : ': not met yet'}</span>
        </li>
      ))}
    </ul>
  );
}
