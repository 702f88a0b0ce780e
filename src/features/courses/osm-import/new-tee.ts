// The tee of a course made from OpenStreetMap: the holes with their geometry, par and stroke index from
// the tags as the preview's inputs now hold them, checked as the tee editor checks a tee (validateTee), so
// a course is only created whole.
import { newTeeHoles, osmTeeType, type OsmCourse } from '@/domain/course-import/osm/index.ts';
import { isValid, parseNumber, TEE_COLOURS, validateTee, type TeeColour, type TeeErrors } from '@/domain/index.ts';
import type { NewOsmCourse } from '@/data/writes/osm-course.ts';

/** What the par and stroke index inputs hold, per hole number. */
export interface TypedFigures {
  par: Record<number, string>;
  hcp: Record<number, string>;
}

/** The inputs' starting values: the tags. */
export function initialFigures(course: OsmCourse): TypedFigures {
  const text = (n: number | null) => (n === null ? '' : String(n));
  return {
    par: Object.fromEntries(course.holes.map((h) => [h.number, text(h.par)])),
    hcp: Object.fromEntries(course.holes.map((h) => [h.number, text(h.hcp)])),
  };
}

const colourOf = (c: string | null): TeeColour | undefined => (TEE_COLOURS as readonly string[]).includes(c ?? '') ? (c as TeeColour) : undefined;

/** The tee's name when the golfer has not typed one: its colour ("White"), else "Standard"; the form
 * passes the colour's word and "Standard" in the golfer's language. */
export function defaultTeeName(course: OsmCourse, colourName?: (colour: TeeColour) => string, standard = 'Standard'): string {
  const c = colourOf(course.teeColour);
  if (!c) return standard;
  return colourName ? colourName(c) : c[0]?.toUpperCase() + c.slice(1);
}

export interface PreviewTee {
  /** The tee to store, when every check passes. */
  tee: NewOsmCourse['tee'] | null;
  errors: TeeErrors;
}

export function previewTee(course: OsmCourse, teeName: string, typed: TypedFigures): PreviewTee {
  const numbers = (m: Record<number, string>) =>
    Object.fromEntries(
      Object.entries(m)
        .map(([k, v]) => [Number(k), parseNumber(v)] as const)
        .filter((e): e is readonly [number, number] => e[1] !== null && Number.isFinite(e[1])),
    );
  // The inputs win over the tags: the golfer may correct a tag.
  const typedCourse = { ...course, holes: course.holes.map((h) => ({ ...h, par: null, hcp: null })) };
  const holes = newTeeHoles(typedCourse, { par: numbers(typed.par), hcp: numbers(typed.hcp) });
  const type = osmTeeType(holes);
  const colour = colourOf(course.teeColour);
  const errors = validateTee({ name: teeName, type, colour, holeCount: course.holeCount, holes });
  if (!isValid(errors)) return { tee: null, errors };
  const stored = holes.map((h) => ({ ...h, par: h.par as number, hcp: h.hcp as number }));
  return { tee: { name: teeName.trim(), type, ...(colour ? { colour } : {}), holes: stored }, errors };
}
