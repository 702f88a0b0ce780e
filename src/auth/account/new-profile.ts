// A new golfer's profile: the public users/{uid} (names, default handicap) and the private
// userData/{uid} (e-mail). One writer for every way an account is born (the sign-up form and the first
// Google sign-in), so no account is ever left without its profile.
import type { Database } from 'firebase/database';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH } from '../../../schemas/limits.ts';
import { accountMessages } from './i18n/index.ts';
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
    ['profile.firstNameTooLong', input.firstName.trim(), PROFILE_LIMITS.firstName],
    ['profile.lastNameTooLong', input.lastName.trim(), PROFILE_LIMITS.lastName],
    ['profile.emailTooLong', input.email.trim(), PROFILE_LIMITS.email],
  ] as const;
  for (const [key, value, max] of fields) {
    if (value.length > max) return accountMessages.t(key, { max, length: value.length });
  }
  return null;
}

/** The keys of `o` whose value is set (RTDB refuses `undefined`). */
function withoutAbsent<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * Keeps the new profile on this device first (pending-profile.ts), before anything can be awaited: an
 * account exists from here on, and the page may be reloaded or closed at any moment (the address bar
 * already shows /dashboard). src/session/session.ts writes a kept profile into the golfer's RxDB
 * database (at once when the session is open, else at its next start), from where it syncs. Then it
 * writes the profile straight to the database too (with the server's updatedAt, which the sync engine
 * pulls like any other change): an account is created online anyway, so the golfer is findable at once.
 */
export async function writeNewProfile(db: Database | null, profile: NewProfile): Promise<void> {
  keepPendingProfile(profile);
  const { id, email, ...names } = profile;
  try {
    // Loaded here (the page's database too when `db` is null): the sign-up page checks the limits with
    // this file and needs no database SDK until an account is created.
    const [{ ref, serverTimestamp, update }, database, { golferNameKeys }] = await Promise.all([
      import('firebase/database'),
      db ?? import('../../backend/firebase.ts').then(({ getFirebase }) => getFirebase().db),
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
    // The kept profile reaches the server through the sync instead.
  }
}
