// The club form's values and the club they make.
import { isValid, parseNumber, validateClub, type ClubErrors } from '../../domain/index.ts';
import type { Club } from '../../data/types.ts';

export interface ClubValues {
  name: string;
  type: string;
  loft: string;
  distance: string;
}

export const EMPTY_CLUB: ClubValues = { name: '', type: '', loft: '', distance: '' };

/** Common club types offered as suggestions; any text is accepted. */
export const CLUB_TYPES = ['Driver', 'Wood', 'Hybrid', 'Iron', 'Wedge', 'Putter'] as const;

export function valuesOf(club: Club): ClubValues {
  return {
    name: club.name,
    type: club.type ?? '',
    loft: club.loft === undefined ? '' : String(club.loft),
    distance: club.distance === undefined ? '' : String(club.distance),
  };
}

export function clubFromValues(values: ClubValues, id: string): { club: Club } | { errors: ClubErrors } {
  const errors = validateClub(values);
  if (!isValid(errors)) return { errors };
  const loft = parseNumber(values.loft);
  const distance = parseNumber(values.distance);
  const type = values.type.trim();
  return {
    club: {
      id,
      name: values.name.trim(),
      ...(type === '' ? {} : { type }),
      ...(loft === null ? {} : { loft }),
      ...(distance === null ? {} : { distance }),
    },
  };
}

/** "Iron · 34° · 145 m", leaving out what is not known. */
export function clubDetails(club: Pick<Club, 'type' | 'loft' | 'distance'>): string {
  return [club.type, club.loft === undefined ? undefined : `${club.loft}°`, club.distance === undefined ? undefined : `${club.distance} m`]
    .filter((x) => x !== undefined && x !== '')
    .join(' · ');
}
