import { useEffect, useState } from 'react';
import { checkPassword } from '../../auth/auth.ts';
import { evaluatePassword, type Requirement } from '../../auth/password-rules.ts';

/** The policy's requirements for `password`, updated as it is typed. */
export function usePasswordRequirements(password: string): Requirement[] {
  // Until the service answers, the default policy gives immediate feedback.
  const [result, setResult] = useState<{ password: string; requirements: Requirement[] } | null>(null);

  useEffect(() => {
    let current = true;
    void checkPassword(password).then((requirements) => {
      // An answer for an earlier keystroke must not overwrite a later one.
      if (current) setResult({ password, requirements });
    });
    return () => {
      current = false;
    };
  }, [password]);

  return result && result.password === password ? result.requirements : evaluatePassword(password);
}
