// The e-mail and password fields of /login and /register: the same labels, keyboard and autofill hints,
// so a password manager fills both pages alike ("current-password" to sign in, "new-password" to register).
import type { ReactNode } from 'react';
import { useT } from '../../i18n/catalog.ts';
import { TextField } from '../../ui/TextField.tsx';
import { authText } from './i18n/index.ts';

export interface CredentialFieldsProps {
  email: string;
  onEmail(email: string): void;
  password: string;
  onPassword(password: string): void;
  /** "current-password" on the sign-in page, "new-password" when the password is being chosen. */
  passwordAutoComplete: 'current-password' | 'new-password';
  /** Read with the password field (the requirements while one is chosen). */
  passwordDescription?: ReactNode;
}

export function CredentialFields({ email, onEmail, password, onPassword, passwordAutoComplete, passwordDescription }: CredentialFieldsProps) {
  const t = useT(authText);
  return (
    <>
      <TextField
        label={t('login.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        required
        value={email}
        onChange={(e) => onEmail(e.target.value)}
      />
      <TextField
        label={t('login.password')}
        type="password"
        name="password"
        autoComplete={passwordAutoComplete}
        required
        value={password}
        onChange={(e) => onPassword(e.target.value)}
        description={passwordDescription}
      />
    </>
  );
}

/** The search that carries where to go after signing in from /login to /register and back (none for the dashboard). */
export function redirectSearch(redirectTo: string): { redirect?: string } {
  return redirectTo === '/dashboard' ? {} : { redirect: redirectTo };
}
