// Reading the values of the golf tags as mappers write them (OpenStreetMap wiki, "Tag:golf=hole":
// `ref` the hole number, `par`, `handicap` the stroke index, `dist` the length; per tee colour as
// subkeys, `par:red`, `dist:white`). Values are lists when one element serves several holes
// (`ref=1;10` on a green shared by holes 1 and 10, or on the hole line of a nine played twice).
import { YARD_IN_METRES } from '../map-course.ts';

export type OsmTags = Readonly<Record<string, string>>;

/** The whole numbers of a list value (`1;10`, `1, 10`); null for any part that is not one. */
export function intList(value: string | undefined): (number | null)[] {
  if (value === undefined || value.trim() === '') return [];
  return value.split(/[;,]/).map((part) => {
    const t = part.trim();
    return /^\d{1,3}$/.test(t) ? Number(t) : null;
  });
}

/** The hole numbers of a `ref`: 1..18 each; null when the value is missing or not such a list. */
export function holeNumbers(ref: string | undefined): number[] | null {
  const list = intList(ref);
  if (list.length === 0 || list.some((n) => n === null || n < 1 || n > 18)) return null;
  return [...new Set(list as number[])];
}

/**
 * A distance in metres: `350`, `350 m`, `350m`, `382 yd`, `382 yards` (OpenStreetMap's default unit is
 * the metre, wiki "Map features/Units"); null when unreadable or beyond a hole's length.
 */
export function metres(value: string | undefined): number | null {
  if (value === undefined) return null;
  const m = /^\s*(\d+(?:[.,]\d+)?)\s*(m|metres|meters|yd|yds|yards)?\s*$/i.exec(value);
  if (!m) return null;
  const n = Number((m[1] as string).replace(',', '.'));
  const unit = (m[2] ?? 'm').toLowerCase();
  const inMetres = unit.startsWith('y') ? n * YARD_IN_METRES : n;
  const rounded = Math.round(inMetres);
  return rounded > 0 && rounded <= 1000 ? rounded : null;
}

/** The `key` tag, else `key:<colour>` for the colour given, else null. */
export function tagFor(tags: OsmTags, key: string, colour: string | null): string | undefined {
  if (tags[key] !== undefined) return tags[key];
  if (colour !== null && tags[`${key}:${colour}`] !== undefined) return tags[`${key}:${colour}`];
  return undefined;
}

/** The tee colours a hole's subkeys name (`dist:white`, `par:red`, `handicap:yellow`). */
export function colourSubkeys(tags: OsmTags): string[] {
  return Object.keys(tags)
    .map((k) => /^(?:dist|par|handicap):([a-z]+)$/.exec(k)?.[1])
    .filter((c): c is string => c !== undefined);
}
