// A new golfer's profile: the public users/{uid} (names, default handicap) and the private
// userData/{uid} (e-mail). One writer for every way an account is born (the sign-up form and the first
// Google sign-in), so no account is ever left without its profile.
import type { Database } from 'firebase/database';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../schemas/limits.ts';
import { keepPendingProfile, type NewProfile } from './pending-profile.ts';

export type { NewProfile } from './pending-profile.ts';

/** Default handicap of a new golfer (docs/PRODUCT.md, "9. Constants and limits"). */
export const DEFAULT_HANDICAP = 36;

/** The longest names and e-mail the profile accepts (schemas/limits.ts, which the schemas and so the database rules use). */
export const PROFILE_LIMITS = {
  firstName: NAME_MAX_LENGTH,
  lastName: NAME_MAX_LENGTH,
  email: EMAIL_MAX_LENGTH,
} as const;

/**
 * What in the sign-up fields the profile would refuse, in words, or null. Checked before the account
 * is created: an account whose profile cannot be written is a golfer missing from the app.
 */
export function newProfileProblem(input: { firstName: string; lastName: string; email: string }): string | null {
  const fields = [
    ['first name', input.firstName.trim(), PROFILE_LIMITS.firstName],
    ['last name', input.lastName.trim(), PROFILE_LIMITS.lastName],
    ['e-mail address', input.email.trim(), PROFILE_LIMITS.email],
  ] as const;
  for (const [name, value, max] of fields) {
    if (value.length > max) return `Your ${name} is too long: at most ${max} characters (it has ${value.length}).`;
  }
  return null;
}

/** The keys of `o` whose value is set (RTDB refuses `undefined`). */
function withoutAbsent<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Writes the new profile straight to the database (with the server's updatedAt, which the sync engine
 * pulls into RxDB like any other change): an account is created online anyway. If that write fails, the
 * profile is kept (pending-profile.ts) and src/session/session.ts writes it into the golfer's RxDB
 * database, from where it syncs.
 */
export async function writeNewProfile(db: Database | null, profile: NewProfile): Promise<void> {
  const { id, email, ...names } = profile;
  try {
    // Loaded here (the page's database too when `db` is null): the sign-up page checks the limits with
    // this file and needs no database SDK until an account is created.
    const [{ ref, serverTimestamp, update }, database, { golferNameKeys }] = await Promise.all([
      import('firebase/database'),
      db ?? import('../../sync/firebase.ts').then(({ getFirebase }) => getFirebase().db),
      import('../../data/golfer-name-keys.ts'),
    ]);
    // The e-mail address is private: it goes to userData, never into the public profile. An account
    // without an address (a provider that gave none) has a userData without one.
    await update(ref(database), {
      // With the directory's search keys, so other golfers find the new golfer by name at once.
      [`users/${id}`]: { id, ...names, ...withoutAbsent(golferNameKeys(names)), updatedAt: serverTimestamp() },
      [`userData/${id}`]: { id, ...(email ? { email } : {}), updatedAt: serverTimestamp() },
    });
  } catch {
    keepPendingProfile(profile);
  }
}
