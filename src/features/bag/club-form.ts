// The club form's values and the club they make. The distance is typed in the golfer's unit and stored
// in metres (docs/ARCHITECTURE.md, "Distance units").
import { distanceInputText, formatDistance, isValid, keptMetres, parseNumber, validateClub, type ClubErrors, type DistanceUnit } from '../../domain/index.ts';
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

export function valuesOf(club: Club, unit: DistanceUnit): ClubValues {
  return {
    name: club.name,
    type: club.type ?? '',
    loft: club.loft === undefined ? '' : String(club.loft),
    distance: distanceInputText(club.distance, unit),
  };
}

/** `stored`: the club's distance before the edit, kept as it was while the field still shows it. */
export function clubFromValues(values: ClubValues, id: string, unit: DistanceUnit, stored?: number): { club: Club } | { errors: ClubErrors } {
  const errors = validateClub(values, unit);
  if (!isValid(errors)) return { errors };
  const loft = parseNumber(values.loft);
  const typed = parseNumber(values.distance);
  const distance = typed === null ? null : keptMetres(typed, unit, stored);
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

/** "Iron · 34° · 145 m" (or "159 yd"), leaving out what is not known; numbers in `locale`. */
export function clubDetails(club: Pick<Club, 'type' | 'loft' | 'distance'>, unit: DistanceUnit, locale?: string): string {
  const number = (n: number) => n.toLocaleString(locale);
  return [club.type, club.loft === undefined ? undefined : `${number(club.loft)}°`, club.distance === undefined ? undefined : formatDistance(club.distance, unit, locale)]
    .filter((x) => x !== undefined && x !== '')
    .join(' · ');
}
