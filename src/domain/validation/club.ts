// A club in the bag: name, loft in degrees, typical distance (in the golfer's unit; stored in metres).
import type { DistanceUnit } from '../enums.ts';
import { maxInUnit } from '../units.ts';
import { checkNumber, checkText, compact, type FieldErrors, type NumericInput } from './fields.ts';

export interface ClubInput {
  name?: string | null;
  loft?: NumericInput;
  distance?: NumericInput;
}

export type ClubErrors = FieldErrors<'name' | 'loft' | 'distance'>;

/** Longest typical carry accepted, in metres (long-drive records are around 400 m). */
export const MAX_CLUB_DISTANCE = 500;

/** Loft and distance may be left empty: not every golfer knows them. `unit`: the one the distance is typed in. */
export function validateClub(club: ClubInput, unit: DistanceUnit = 'metres'): ClubErrors {
  return compact({
    name: checkText(club.name, 'club name', 100),
    loft: checkNumber(club.loft, { label: 'loft', min: 0, max: 90 }),
    distance: checkNumber(club.distance, { label: 'distance', min: 0, max: maxInUnit(MAX_CLUB_DISTANCE, unit) }),
  });
}
