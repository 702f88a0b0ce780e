// What every route's beforeLoad can ask: the auth state once resolved, and the admin role.
import { whenAdminKnown } from '../session/admin-watcher.ts';
import { whenAuthResolved, type AuthSnapshot } from '../auth/auth.ts';

export interface AuthGate {
  resolved(): Promise<AuthSnapshot>;
  isAdmin(): Promise<boolean>;
}

export interface RouterContext {
  auth: AuthGate;
}

export const authGate: AuthGate = {
  resolved: whenAuthResolved,
  isAdmin: () => whenAdminKnown(),
};
