// A tee with its holes: the tee's own fields, then each hole, then the rules across holes (hole
// numbers and stroke indexes unique, the index patterns of a 9-hole tee).
import { TEE_COLOURS, TEE_TYPES, type DistanceUnit, type TeeType } from '../enums.ts';
import { checkChoice, checkNumber, checkText, compact, type FieldErrors, type NumericInput, parseNumber } from './fields.ts';
import { type HoleErrors, type HoleInput, validateHole } from './hole.ts';

export interface TeeInput {
  name?: string | null;
  type?: string | null;
  colour?: string | null;
  holeCount?: NumericInput;
  /** Course rating: an 18-hole rating, also for a 9-hole tee. */
  cr?: NumericInput;
  slope?: NumericInput;
  /** An 18-hole tee's front and back nines' own 9-hole ratings and slopes (optional, in pairs). */
  front9Cr?: NumericInput;
  front9Slope?: NumericInput;
  back9Cr?: NumericInput;
  back9Slope?: NumericInput;
  holes?: readonly HoleInput[] | null;
}

export interface TeeErrors
  extends FieldErrors<'name' | 'type' | 'colour' | 'holeCount' | 'cr' | 'slope' | 'front9Cr' | 'front9Slope' | 'back9Cr' | 'back9Slope' | 'holes'> {
  /** One map per hole, in the order given; empty for a hole without errors. */
  byHole: HoleErrors[];
}

/** WHS slope ratings run from 55 to 155. */
export const SLOPE_RANGE = { min: 55, max: 155 } as const;
/** Course ratings a real 18-hole tee can have (pitch and putt included). */
export const RATING_RANGE = { min: 20, max: 90 } as const;
/** A nine's own rating: half an 18-hole one (schemas/courses.ts allows 5 to 45). */
export const NINE_RATING_RANGE = { min: 10, max: 45 } as const;
/** A 9-hole tee's rating below this is surely the 9-hole figure rather than the 18-hole one. */
const NINE_HOLE_RATING_HINT = 45;

const NINE_HOLE_PATTERNS: readonly (readonly number[])[] = [
  [1, 3, 5, 7, 9, 11, 13, 15, 17],
  [2, 4, 6, 8, 10, 12, 14, 16, 18],
  [1, 2, 3, 4, 5, 6, 7, 8, 9],
];

function checkRating(cr: NumericInput, holeCount: number | null): string | undefined {
  const message = checkNumber(cr, { label: 'course rating', ...RATING_RANGE });
  if (message) return message;
  const n = parseNumber(cr);
  if (holeCount === 9 && n !== null && n < NINE_HOLE_RATING_HINT) {
    return 'Enter the 18-hole course rating (as printed for playing the nine twice), not the 9-hole one.';
  }
  return undefined;
}

/**
 * One nine's rating and slope, checked like the tee's own: optional, but both or neither (the 9-hole
 * course handicap needs both, docs/GOLF.md "9-hole rounds"), and only on an 18-hole tee.
 */
function checkNine(which: 'front' | 'back', cr: NumericInput, slope: NumericInput, holeCount: number | null): { cr?: string; slope?: string } {
  const crTyped = parseNumber(cr) !== null;
  const slopeTyped = parseNumber(slope) !== null;
  if (!crTyped && !slopeTyped) return {};
  if (holeCount === 9) return { cr: `A 9-hole tee has no separate ${which} nine: leave its rating empty.` };
  const errors = {
    cr: checkNumber(cr, { label: `${which} nine rating`, ...NINE_RATING_RANGE }),
    slope: checkNumber(slope, { label: `${which} nine slope`, ...SLOPE_RANGE, integer: true }),
  };
  if (!errors.cr && !crTyped) errors.cr = `Enter the ${which} nine rating too, or leave its slope empty.`;
  if (!errors.slope && !slopeTyped) errors.slope = `Enter the ${which} nine slope too, or leave its rating empty.`;
  return errors;
}

/** Adds a message to a hole's map unless that field already has one. */
function add(byHole: HoleErrors[], i: number, field: keyof HoleErrors, message: string) {
  const e = byHole[i];
  if (e && e[field] === undefined) e[field] = message;
}

/** Hole numbers and stroke indexes: unique, and on a 9-hole tee one of the three patterns. */
function crossHoleChecks(holes: readonly HoleInput[], holeCount: number | null, byHole: HoleErrors[]): string | undefined {
  const numbers = new Map<number, number>();
  const indexes = new Map<number, number>();
  holes.forEach((h, i) => {
    const number = parseNumber(h.number);
    const hcp = parseNumber(h.hcp);
    if (number !== null && byHole[i]?.number === undefined) {
      const first = numbers.get(number);
      if (first !== undefined) add(byHole, i, 'number', `Hole ${number} appears twice.`);
      else numbers.set(number, i);
    }
    if (hcp !== null && byHole[i]?.hcp === undefined) {
      const first = indexes.get(hcp);
      if (first !== undefined) {
        add(byHole, i, 'hcp', `Stroke index ${hcp} is already used on hole ${parseNumber(holes[first]?.number) ?? first + 1}.`);
      } else indexes.set(hcp, i);
    }
  });
  if (holeCount !== 9 || holes.length !== 9 || indexes.size !== 9) return undefined;
  const sorted = [...indexes.keys()].sort((a, b) => a - b);
  const fits = NINE_HOLE_PATTERNS.some((p) => p.every((si, k) => sorted[k] === si));
  return fits ? undefined : 'On a 9-hole tee use stroke indexes 1 to 9, or the odd ones (1, 3, … 17), or the even ones (2, 4, … 18).';
}

/** `unit`: the one the holes' distances are typed in. */
export function validateTee(tee: TeeInput, unit: DistanceUnit = 'metres'): TeeErrors {
  const holeCount = parseNumber(tee.holeCount);
  const countOk = holeCount === 9 || holeCount === 18;
  const type = TEE_TYPES.includes(tee.type as TeeType) ? (tee.type as TeeType) : 'Golf';
  const holes = tee.holes ?? [];
  const byHole = holes.map((h) => validateHole(h, type, unit));
  let holesMessage: string | undefined;
  if (countOk && holes.length !== holeCount) {
    holesMessage = `This tee has ${holeCount} holes but ${holes.length} ${holes.length === 1 ? 'is' : 'are'} filled in.`;
  }
  const crossMessage = crossHoleChecks(holes, countOk ? holeCount : null, byHole);
  const front = checkNine('front', tee.front9Cr, tee.front9Slope, countOk ? holeCount : null);
  const back = checkNine('back', tee.back9Cr, tee.back9Slope, countOk ? holeCount : null);
  const fields = compact({
    name: checkText(tee.name, 'tee name'),
    type: checkChoice(tee.type, TEE_TYPES, 'tee type'),
    colour: checkChoice(tee.colour, TEE_COLOURS, 'tee colour', false),
    holeCount: countOk ? undefined : 'A tee has 9 or 18 holes.',
    cr: checkRating(tee.cr, countOk ? holeCount : null),
    slope: checkNumber(tee.slope, { label: 'slope', ...SLOPE_RANGE, integer: true }),
    front9Cr: front.cr,
    front9Slope: front.slope,
    back9Cr: back.cr,
    back9Slope: back.slope,
    holes: holesMessage ?? crossMessage,
  });
  return { ...fields, byHole };
}
