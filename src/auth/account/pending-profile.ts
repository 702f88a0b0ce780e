// A new golfer's profile, kept in localStorage from the moment the account exists until the session has
// written it into the golfer's local database, from where it syncs (docs/ARCHITECTURE.md, "App shell and
// session"): an app closed or reloaded between the account and its profile's first write still has it.
// Its own file, because the session reads it at every start and the sign-in pages need none of the
// sign-up code.
const PENDING_PROFILE_KEY = 'hd-pending-profile-';

export interface NewProfile {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  handicap: number;
}

const listeners = new Set<(uid: string) => void>();

/** Keeps the profile on this device; an open session of that golfer writes it into RxDB at once. */
export function keepPendingProfile(profile: NewProfile): void {
  try {
    localStorage.setItem(PENDING_PROFILE_KEY + profile.id, JSON.stringify(profile));
  } catch {
    // Storage blocked: the open session still hears of it below, and the direct write is still tried.
    memory.set(profile.id, profile);
  }
  for (const listener of listeners) listener(profile.id);
}

/** Profiles that could not be put in localStorage, kept for this page's life. */
const memory = new Map<string, NewProfile>();

/** A profile not yet in the local database, to be written through RxDB; kept until dropPendingProfile. */
export function pendingProfile(uid: string): NewProfile | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(PENDING_PROFILE_KEY + uid);
  } catch {
    // Storage blocked: only this page's memory.
  }
  if (!raw) return memory.get(uid) ?? null;
  try {
    return JSON.parse(raw) as NewProfile;
  } catch {
    localStorage.removeItem(PENDING_PROFILE_KEY + uid);
    return null;
  }
}

/** Forgets a pending profile once it is in the local database. */
export function dropPendingProfile(uid: string): void {
  memory.delete(uid);
  try {
    localStorage.removeItem(PENDING_PROFILE_KEY + uid);
  } catch {
    // Nothing stored.
  }
}

/** Calls `listener` with the uid of each profile kept from now on, until the returned function is called. */
export function onPendingProfile(listener: (uid: string) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
