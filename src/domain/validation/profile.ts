// The profile form: names and handicaps.
import { checkNumber, checkText, compact, type FieldErrors, type NumericInput } from './fields.ts';

export interface ProfileInput {
  firstName?: string | null;
  lastName?: string | null;
  handicapGolf?: NumericInput;
  handicapPitchAndPutt?: NumericInput;
}

export type ProfileErrors = FieldErrors<'firstName' | 'lastName' | 'handicapGolf' | 'handicapPitchAndPutt'>;

/** Handicap indexes run from plus handicaps (negative here, +10 at most) up to the WHS maximum 54.
 * Pitch and putt handicaps use the same range. Empty means none yet (rounds use 36). */
export const HANDICAP_RANGE = { min: -10, max: 54 } as const;

export function validateProfile(profile: ProfileInput): ProfileErrors {
  return compact({
    firstName: checkText(profile.firstName, 'first name', 100),
    lastName: checkText(profile.lastName, 'last name', 100),
    handicapGolf: checkNumber(profile.handicapGolf, { label: 'golf handicap', ...HANDICAP_RANGE }),
    handicapPitchAndPutt: checkNumber(profile.handicapPitchAndPutt, { label: 'pitch and putt handicap', ...HANDICAP_RANGE }),
  });
}
