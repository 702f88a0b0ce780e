// The club form's values and the club they make.
import { isValid, parseNumber, validateClub, type ClubErrors } from '../../domain/index.ts';
import type { Club } from '../../data/types.ts';
import type { KeyOf } from '../../i18n/catalog.ts';
import type { bagText } from './i18n/index.ts';

export interface ClubValues {
  name: string;
  type: string;
  loft: string;
  distance: string;
}

export const EMPTY_CLUB: ClubValues = { name: '', type: '', loft: '', distance: '' };

/** Common club types offered as suggestions (the keys of their names in the golfer's language,
 * docs/ARCHITECTURE.md "Languages"); any text is accepted. */
export const CLUB_TYPES = ['type.driver', 'type.wood', 'type.hybrid', 'type.iron', 'type.wedge', 'type.putter'] as const satisfies readonly KeyOf<typeof bagText>[];

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

/** "Iron · 34° · 145 m", leaving out what is not known; numbers in `locale`. */
export function clubDetails(club: Pick<Club, 'type' | 'loft' | 'distance'>, locale?: string): string {
  const number = (n: number) => n.toLocaleString(locale);
  return [club.type, club.loft === undefined ? undefined : `${number(club.loft)}°`, club.distance === undefined ? undefined : `${number(club.distance)} m`]
    .filter((x) => x !== undefined && x !== '')
    .join(' · ');
}
