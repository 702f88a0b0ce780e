// A new golfer's profile whose direct write failed at sign-up (new-profile.ts): kept in localStorage
// until the session has written it into the golfer's local database, from where it syncs. Its own file,
// because the session reads it at every start and the sign-in pages need none of the sign-up code.
const PENDING_PROFILE_KEY = 'hd-pending-profile-';

export interface NewProfile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  handicap: number;
}

export function keepPendingProfile(profile: NewProfile): void {
  localStorage.setItem(PENDING_PROFILE_KEY + profile.id, JSON.stringify(profile));
}

/** A profile whose first write failed, to be written through RxDB; kept until dropPendingProfile. */
export function pendingProfile(uid: string): NewProfile | null {
  const raw = localStorage.getItem(PENDING_PROFILE_KEY + uid);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as NewProfile;
  } catch {
    localStorage.removeItem(PENDING_PROFILE_KEY + uid);
    return null;
  }
}

/** Forgets a pending profile once it is in the local database. */
export function dropPendingProfile(uid: string): void {
  localStorage.removeItem(PENDING_PROFILE_KEY + uid);
}
