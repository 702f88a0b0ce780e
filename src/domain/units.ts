// Distances in the golfer's unit (docs/ARCHITECTURE.md, "Distance units"): every stored distance is in
// metres, unrounded; a screen converts to the golfer's unit and rounds only when it shows a value, and a
// value typed in yards is stored as its exact metres, so a yardage comes back as the yardage typed.
import type { DistanceUnit } from './enums.ts';

/** One yard is exactly 0.9144 m (the international yard). */
export const METRES_PER_YARD = 0.9144;

/** The unit's short symbol, written after a number: "m", "yd". */
export function unitSymbol(unit: DistanceUnit): string {
  return unit === 'yards' ? 'yd' : 'm';
}

/** The unit's name for a heading or a CSV column: "Metres", "Yards". */
export function unitName(unit: DistanceUnit): string {
  return unit === 'yards' ? 'Yards' : 'Metres';
}

/** Metres as a number in `unit`, unrounded. */
export function fromMetres(metres: number, unit: DistanceUnit): number {
  return unit === 'yards' ? metres / METRES_PER_YARD : metres;
}

/** A number in `unit` as metres, unrounded: what is stored. */
export function toMetres(value: number, unit: DistanceUnit): number {
  return unit === 'yards' ? value * METRES_PER_YARD : value;
}

/** Metres shown in `unit`: whole units. 344.7288 m is 377 yards. */
export function wholeUnits(metres: number, unit: DistanceUnit): number {
  return Math.round(fromMetres(metres, unit));
}

/** Metres as a golfer reads them: "377 yd", "345 m" (whole units, grouped as the golfer's locale
 * groups them: "6,123 m" in English, "6123 m" in Spanish, where a comma marks decimals). */
export function formatDistance(metres: number, unit: DistanceUnit, locale?: string): string {
  return `${wholeUnits(metres, unit).toLocaleString(locale)} ${unitSymbol(unit)}`;
}

/**
 * The number a form shows for a stored distance: whole units when the stored value is a whole number in
 * the unit (what was typed, or converted without loss), else at most one decimal, so an edit form
 * given back unchanged stores what it was given (see `keptMetres`).
 */
export function distanceInputText(metres: number | undefined, unit: DistanceUnit): string {
  if (metres === undefined) return '';
  const value = fromMetres(metres, unit);
  const whole = Math.round(value);
  if (Math.abs(value - whole) < 1e-6) return String(whole);
  return String(Math.round(value * 10) / 10);
}

/**
 * The metres to store for a distance a form gives back: the stored value itself when the field still
 * shows what `distanceInputText` wrote for it (nothing drifts through the form's rounding), else the
 * typed number converted exactly.
 */
export function keptMetres(typed: number, unit: DistanceUnit, stored: number | undefined): number {
  if (stored !== undefined && distanceInputText(stored, unit) === String(typed)) return stored;
  return toMetres(typed, unit);
}

/** The largest whole number of `unit` that stays within `maxMetres`: a form's upper bound. */
export function maxInUnit(maxMetres: number, unit: DistanceUnit): number {
  return Math.floor(fromMetres(maxMetres, unit) + 1e-9);
}

/** Regions whose golfers measure the course in yards. */
const YARD_REGIONS = new Set(['US', 'GB']);

/**
 * The unit a golfer who has not chosen one sees, from the browser's language tag: yards for English
 * in the United States and the United Kingdom ("en-US", "en-GB"), metres everywhere else.
 */
export function unitForLocale(locale: string | undefined): DistanceUnit {
  const [language, ...rest] = (locale ?? '').replace(/_/g, '-').split('-');
  const region = rest.find((part) => /^[A-Za-z]{2}$/.test(part))?.toUpperCase();
  return language?.toLowerCase() === 'en' && region !== undefined && YARD_REGIONS.has(region) ? 'yards' : 'metres';
}

/** The golfer's chosen unit, else the browser locale's. */
export function distanceUnitOf(chosen: DistanceUnit | undefined, locale: string | undefined): DistanceUnit {
  return chosen ?? unitForLocale(locale);
}
