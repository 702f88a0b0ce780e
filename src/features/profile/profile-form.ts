// The profile form's values and the profile patch they make.
import { isValid, parseNumber, validateProfile, type ProfileErrors } from '../../domain/index.ts';
import type { UserDoc } from '../../data/types.ts';
import type { ProfilePatch } from '../../data/writes/users.ts';

export interface ProfileValues {
  firstName: string;
  lastName: string;
  handicapGolf: string;
  handicapPitchAndPutt: string;
}

function text(n: number | undefined): string {
  return n === undefined ? '' : String(n);
}

export function profileValues(profile: Pick<UserDoc, 'firstName' | 'lastName' | 'handicapGolf' | 'handicapPitchAndPutt'> | null): ProfileValues {
  return {
    firstName: profile?.firstName ?? '',
    lastName: profile?.lastName ?? '',
    handicapGolf: text(profile?.handicapGolf),
    handicapPitchAndPutt: text(profile?.handicapPitchAndPutt),
  };
}

/** The patch to store, or the errors. An emptied handicap is removed (rounds then use 36).
 * `handicap` mirrors the golf handicap for older readers of the profile. */
export function profilePatch(values: ProfileValues): { patch: ProfilePatch } | { errors: ProfileErrors } {
  const errors = validateProfile(values);
  if (!isValid(errors)) return { errors };
  const golf = parseNumber(values.handicapGolf) ?? undefined;
  return {
    patch: {
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      handicapGolf: golf,
      handicap: golf,
      handicapPitchAndPutt: parseNumber(values.handicapPitchAndPutt) ?? undefined,
    },
  };
}
