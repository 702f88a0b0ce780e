// The first sign-in with a provider (Google) creates the golfer's profile from what the provider tells:
// its given and family names when it has them, else its display name split in two, else the e-mail's
// name part. The golfer can edit the names on /profile afterwards.
import { DEFAULT_HANDICAP, PROFILE_LIMITS, type NewProfile } from './new-profile.ts';

export interface ProviderIdentity {
  uid: string;
  displayName?: string | null;
  email?: string | null;
  /** Google's given_name and family_name, when the provider sends them. */
  givenName?: string | null;
  familyName?: string | null;
}

/** Collapses runs of white space and cuts to `max` characters without splitting a character. */
function fit(value: string | null | undefined, max: number): string {
  const clean = (value ?? '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  return chars.length <= max ? clean : chars.slice(0, max).join('').trim();
}

/**
 * First and last name from a display name: the first word is the first name, the rest the last name
 * ("Ana María García López" -> "Ana", "María García López"). Which words are given names cannot be
 * told from the string alone; the provider's own given/family names win when present.
 */
export function splitDisplayName(displayName: string | null | undefined): { firstName: string; lastName: string } {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

export function profileFromProvider(identity: ProviderIdentity): NewProfile {
  const address = (identity.email ?? '').trim();
  // A cut address is a wrong address: one too long for the profile is left out (the account keeps it).
  const email = address.length <= PROFILE_LIMITS.email ? address : '';
  const given = fit(identity.givenName, PROFILE_LIMITS.firstName);
  const split = given ? { firstName: given, lastName: identity.familyName ?? '' } : splitDisplayName(identity.displayName);
  // No name at all: the part of the address before the @ is what the golfer is known by until edited.
  const firstName = split.firstName || (address.split('@')[0] ?? '');
  return {
    id: identity.uid,
    firstName: fit(firstName, PROFILE_LIMITS.firstName),
    lastName: fit(split.lastName, PROFILE_LIMITS.lastName),
    email,
    handicap: DEFAULT_HANDICAP,
  };
}
