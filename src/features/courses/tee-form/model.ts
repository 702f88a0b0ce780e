// The tee editor's state: what the inputs hold (text, so nothing typed is lost when it does not
// validate yet), and the conversions to and from a stored tee. Distances are typed in the golfer's unit
// and stored in metres (docs/ARCHITECTURE.md, "Distance units").
import { newId } from '@/data/ids.ts';
import type { CourseHole, Tee } from '@/data/types.ts';
import { distanceInputText, keptMetres, parseNumber, TEE_COLOURS, TEE_TYPES, type DistanceUnit, type TeeColour, type TeeType } from '@/domain/index.ts';

export interface ObstacleForm {
  /** Stable React key only: obstacles have no id of their own. */
  key: string;
  name: string;
  latitude: string;
  longitude: string;
}

/** The coordinate inputs of a hole, named as the stored fields. */
export const COORDINATE_FIELDS = [
  'teeLatitude',
  'teeLongitude',
  'greenFrontLatitude',
  'greenFrontLongitude',
  'middleLatitude',
  'middleLongitude',
  'greenEndLatitude',
  'greenEndLongitude',
  'latitude',
  'longitude',
] as const;
export type CoordinateField = (typeof COORDINATE_FIELDS)[number];

export type HoleForm = {
  number: string;
  par: string;
  hcp: string;
  /** In the form's unit. */
  distance: string;
  /** The stored metres the distance was shown from: saved back as they were while the field still
   * shows them, so a yardage does not drift through the form's rounding. */
  storedDistance?: number;
  /** Kept as stored: the editor does not show hole notes, but saving must not drop them. */
  notes?: string;
  obstacles: ObstacleForm[];
} & Record<CoordinateField, string>;

export interface TeeForm {
  /** Empty for a tee that is not saved yet. */
  id: string;
  name: string;
  type: string;
  colour: string;
  holeCount: string;
  cr: string;
  slope: string;
  /** The nines' own 9-hole ratings of an 18-hole tee (optional; saved only with 18 holes). */
  front9Cr: string;
  front9Slope: string;
  back9Cr: string;
  back9Slope: string;
  /** The unit the distances are typed in: the golfer's. */
  unit: DistanceUnit;
  /**
   * Always 18 holes: only the first `holeCount` are shown and saved, so switching 18 -> 9 -> 18 keeps
   * what was typed for the back nine.
   */
  holes: HoleForm[];
}

export const MAX_HOLES = 18;

const text = (n: number | undefined | null) => (typeof n === 'number' && Number.isFinite(n) ? String(n) : '');

let obstacleCounter = 0;
export function obstacleKey(): string {
  obstacleCounter += 1;
  return `obstacle-${obstacleCounter}`;
}

/** The par a new hole starts with: every pitch and putt / par 3 hole is a 3, most golf holes a 4. */
export function defaultPar(type: string): string {
  return type === 'Golf' ? '4' : '3';
}

export function emptyHole(number: number, type: string): HoleForm {
  const hole = { number: String(number), par: defaultPar(type), hcp: '', distance: '', obstacles: [] } as Omit<HoleForm, CoordinateField>;
  return { ...hole, ...Object.fromEntries(COORDINATE_FIELDS.map((f) => [f, ''])) } as HoleForm;
}

function holeToForm(hole: CourseHole, unit: DistanceUnit): HoleForm {
  const form = {
    number: text(hole.number),
    par: text(hole.par),
    hcp: text(hole.hcp),
    distance: distanceInputText(hole.distance, unit),
    ...(hole.distance !== undefined ? { storedDistance: hole.distance } : {}),
    obstacles: (hole.obstacles ?? []).map((o) => ({ key: obstacleKey(), name: o.name ?? '', latitude: text(o.latitude), longitude: text(o.longitude) })),
    ...(hole.notes !== undefined ? { notes: hole.notes } : {}),
  };
  return { ...form, ...Object.fromEntries(COORDINATE_FIELDS.map((f) => [f, text(hole[f])])) } as HoleForm;
}

export function newTeeForm(unit: DistanceUnit = 'metres'): TeeForm {
  const type: TeeType = 'Golf';
  return {
    id: '',
    name: '',
    type,
    colour: '',
    holeCount: '18',
    cr: '',
    slope: '',
    front9Cr: '',
    front9Slope: '',
    back9Cr: '',
    back9Slope: '',
    unit,
    holes: Array.from({ length: MAX_HOLES }, (_, i) => emptyHole(i + 1, type)),
  };
}

export function teeToForm(tee: Tee, unit: DistanceUnit = 'metres'): TeeForm {
  const stored = [...tee.holes].sort((a, b) => a.number - b.number).map((h) => holeToForm(h, unit));
  const padding = Array.from({ length: Math.max(0, MAX_HOLES - stored.length) }, (_, i) => emptyHole(stored.length + i + 1, tee.type));
  return {
    id: tee.id,
    name: tee.name,
    type: tee.type,
    colour: tee.colour ?? '',
    holeCount: String(tee.holeCount),
    cr: text(tee.cr),
    slope: text(tee.slope),
    front9Cr: text(tee.front9?.cr),
    front9Slope: text(tee.front9?.slope),
    back9Cr: text(tee.back9?.cr),
    back9Slope: text(tee.back9?.slope),
    unit,
    holes: [...stored, ...padding].slice(0, MAX_HOLES),
  };
}

/** How many holes the form shows: the chosen 9 or 18, else all 18 (the count error says why). */
export function shownHoleCount(form: TeeForm): number {
  return form.holeCount === '9' ? 9 : MAX_HOLES;
}

/** The holes that are shown and saved. */
export function shownHoles(form: TeeForm): HoleForm[] {
  return form.holes.slice(0, shownHoleCount(form));
}

/** What validateTee reads: the inputs as typed, only the holes (and nine ratings) that are shown. */
export function teeInput(form: TeeForm) {
  const nines = shownHoleCount(form) === MAX_HOLES ? {} : { front9Cr: '', front9Slope: '', back9Cr: '', back9Slope: '' };
  return { ...form, ...nines, holes: shownHoles(form) };
}

/** A number typed in the form, or undefined when the input is empty (stored absent, never null). */
function num(input: string): number | undefined {
  const n = parseNumber(input);
  return n === null || !Number.isFinite(n) ? undefined : n;
}

/** The metres to store for the distance typed in `unit`. */
function storedDistance(hole: HoleForm, unit: DistanceUnit): number | undefined {
  const typed = num(hole.distance);
  return typed === undefined ? undefined : keptMetres(typed, unit, hole.storedDistance);
}

function formToHole(hole: HoleForm, unit: DistanceUnit): CourseHole {
  const out: Record<string, unknown> = {
    number: num(hole.number),
    par: num(hole.par),
    hcp: num(hole.hcp),
    distance: storedDistance(hole, unit),
    notes: hole.notes,
  };
  for (const f of COORDINATE_FIELDS) out[f] = num(hole[f]);
  const obstacles = hole.obstacles.flatMap((o) => {
    const latitude = num(o.latitude);
    const longitude = num(o.longitude);
    if (latitude === undefined || longitude === undefined) return [];
    const name = o.name.trim();
    return [name ? { name, latitude, longitude } : { latitude, longitude }];
  });
  if (obstacles.length > 0) out.obstacles = obstacles;
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out as unknown as CourseHole;
}

/** The tee to store; call only once validateTee found no errors. */
export function formToTee(form: TeeForm): Tee {
  const type = form.type as TeeType;
  const tee: Tee = {
    id: form.id || newId(),
    name: form.name.trim(),
    type: TEE_TYPES.includes(type) ? type : 'Golf',
    holeCount: shownHoleCount(form),
    holes: shownHoles(form).map((h) => formToHole(h, form.unit)),
  };
  if (TEE_COLOURS.includes(form.colour as TeeColour)) tee.colour = form.colour as TeeColour;
  const cr = num(form.cr);
  if (cr !== undefined) tee.cr = cr;
  const slope = num(form.slope);
  if (slope !== undefined) tee.slope = slope;
  // The nines' ratings belong to an 18-hole tee; validateTee asks for both figures of a nine.
  if (tee.holeCount === MAX_HOLES) {
    const nine = (cr: string, s: string) => {
      const r = num(cr);
      const n = num(s);
      return r !== undefined && n !== undefined ? { cr: r, slope: n } : undefined;
    };
    const front9 = nine(form.front9Cr, form.front9Slope);
    const back9 = nine(form.back9Cr, form.back9Slope);
    if (front9) tee.front9 = front9;
    if (back9) tee.back9 = back9;
  }
  return tee;
}
