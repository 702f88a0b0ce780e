// One hole of a tee: par, stroke index, distance, coordinates.
import type { DistanceUnit, TeeType } from '../enums.ts';
import { maxInUnit } from '../units.ts';
import { checkNumber, compact, type FieldErrors, type NumericInput, parseNumber } from './fields.ts';

export interface HoleInput {
  number?: NumericInput;
  par?: NumericInput;
  hcp?: NumericInput;
  distance?: NumericInput;
  latitude?: NumericInput;
  longitude?: NumericInput;
  teeLatitude?: NumericInput;
  teeLongitude?: NumericInput;
  greenFrontLatitude?: NumericInput;
  greenFrontLongitude?: NumericInput;
  middleLatitude?: NumericInput;
  middleLongitude?: NumericInput;
  greenEndLatitude?: NumericInput;
  greenEndLongitude?: NumericInput;
  obstacles?: readonly { latitude?: NumericInput; longitude?: NumericInput }[] | null;
}

/** Coordinate pairs of a hole and what a golfer calls them. */
const POINTS = [
  ['latitude', 'longitude', 'hole position'],
  ['teeLatitude', 'teeLongitude', 'tee'],
  ['greenFrontLatitude', 'greenFrontLongitude', 'front of the green'],
  ['middleLatitude', 'middleLongitude', 'middle of the green'],
  ['greenEndLatitude', 'greenEndLongitude', 'back of the green'],
] as const;

type CoordinateField = (typeof POINTS)[number][0] | (typeof POINTS)[number][1];
export type HoleErrors = FieldErrors<'number' | 'par' | 'hcp' | 'distance' | 'obstacles' | CoordinateField>;

/** Longest hole distance accepted, in metres (the longest holes in the world are under 900 m). */
export const MAX_HOLE_DISTANCE = 1000;

/** Checks a coordinate pair: both or neither, latitude -90..90, longitude -180..180. */
function checkPoint(lat: NumericInput, lon: NumericInput, what: string): [string | undefined, string | undefined] {
  const la = parseNumber(lat);
  const lo = parseNumber(lon);
  if (la === null && lo === null) return [undefined, undefined];
  return [
    la === null ? `Enter the latitude of the ${what} too.` : checkNumber(la, { label: `latitude of the ${what}`, min: -90, max: 90 }),
    lo === null ? `Enter the longitude of the ${what} too.` : checkNumber(lo, { label: `longitude of the ${what}`, min: -180, max: 180 }),
  ];
}

/**
 * The checks that need only the hole itself and its tee's type. Stroke index uniqueness and the
 * 9-hole index patterns need all the holes: see validateTee. `unit`: the one the distance is typed in.
 */
export function validateHole(hole: HoleInput, teeType: TeeType, unit: DistanceUnit = 'metres'): HoleErrors {
  const errors: Record<string, string | undefined> = {
    number: checkNumber(hole.number, { label: 'hole number', min: 1, max: 18, required: true, integer: true }),
    hcp: checkNumber(hole.hcp, { label: 'stroke index', min: 1, max: 18, required: true, integer: true }),
    distance: checkNumber(hole.distance, { label: 'distance', min: 0, max: maxInUnit(MAX_HOLE_DISTANCE, unit) }),
  };
  const par = parseNumber(hole.par);
  errors.par =
    teeType === 'Pitch and Putt' && par !== null && Number.isFinite(par) && par !== 3
      ? 'Every hole of a pitch and putt course is a par 3.'
      : checkNumber(hole.par, { label: 'par', min: 3, max: 6, required: true, integer: true });
  for (const [latKey, lonKey, what] of POINTS) {
    [errors[latKey], errors[lonKey]] = checkPoint(hole[latKey], hole[lonKey], what);
  }
  const badObstacle = (hole.obstacles ?? []).findIndex((o) => checkPoint(o.latitude, o.longitude, 'obstacle').some((m) => m !== undefined) || parseNumber(o.latitude) === null);
  if (badObstacle >= 0) errors.obstacles = `Obstacle ${badObstacle + 1} needs a latitude between -90 and 90 and a longitude between -180 and 180.`;
  return compact(errors) as HoleErrors;
}
