// Strokes gained shot by shot, from the golfer's marks (docs/GOLF.md, "Strokes gained from marked
// shots"): each shot is worth the expected strokes from where it was played, minus those from where it
// came to rest, minus the stroke itself (Broadie's baseline, broadie-baseline.ts); summed per category.
import { distanceMeters } from '../gps.ts';
import { fromGreenMiddle, greenRadius, holePosition, onTheGreen, type GreenPoints } from '../shots/green.ts';
import { isAccurate } from '../shots/shot-distances.ts';
import type { Lie, ShotMark } from '../shots/types.ts';
import type { LatLng } from '../types.ts';
import { METRES_PER_YARD } from '../units.ts';
import { expectedStrokes } from './broadie-baseline.ts';

/** The PGA TOUR's four parts of the game. */
export const SG_CATEGORIES = ['offTheTee', 'approach', 'aroundTheGreen', 'putting'] as const;
export type SgCategory = (typeof SG_CATEGORIES)[number];

/** "Around the green" reaches this far (metres) beyond the green's edge: the PGA TOUR's 30 yards. */
export const AROUND_GREEN_M = 30 * METRES_PER_YARD;

/** A figure needs this many shots before it is shown: fewer say so instead (a round marked in part). */
export const MIN_SHOTS_PER_FIGURE = 5;

/** One hole as the shots see it: the card's counts, its marks, and the course's tee and green. */
export interface MarkedHole {
  par: number;
  shotCount: number;
  puttCount: number;
  penaltyCount: number;
  marks: readonly ShotMark[];
  /** The hole's tee point from the course, when known. */
  tee: LatLng | null;
  green: GreenPoints;
}

/** One measured shot (or, for `putting` from the last mark, the putts that holed out). */
export interface GainedShot {
  category: SgCategory;
  gained: number;
  /** Strokes it stands for: 1, or the putts from the last mark. */
  strokes: number;
}

/** Why a hole with marks is not measured shot by shot. */
export type UnmeasuredReason = 'notHoledOut' | 'penalty' | 'noGreen' | 'noStart' | 'marksDoNotAdd';

export interface HoleShotsGained {
  shots: GainedShot[];
  /** Set when the hole's marks were left out whole. */
  unmeasured?: UnmeasuredReason;
}

interface Spot {
  at: LatLng;
  lie: Lie | undefined;
  accurate: boolean;
  tee: boolean;
}

const ordered = (marks: readonly ShotMark[]) => [...marks].sort((a, b) => a.at - b.at || a.id.localeCompare(b.id));

/** The lie of a mark: the golfer's, else the green when the course's geometry puts it there. */
export function lieOfMark(mark: ShotMark, green: GreenPoints): Lie | undefined {
  if (mark.lie) return mark.lie;
  if (mark.tee) return 'tee';
  return onTheGreen({ latitude: mark.latitude, longitude: mark.longitude }, green) ? 'green' : undefined;
}

function categoryOf(spot: Spot, first: boolean, par: number, green: GreenPoints, hole: LatLng): SgCategory {
  if (spot.lie === 'green') return 'putting';
  if (first && spot.lie === 'tee' && par >= 4) return 'offTheTee';
  const fromMiddle = fromGreenMiddle(spot.at, green) ?? distanceMeters(spot.at, hole);
  return fromMiddle <= greenRadius(green) + AROUND_GREEN_M ? 'aroundTheGreen' : 'approach';
}

const expectedAt = (spot: Spot, hole: LatLng): number | null => (spot.lie && spot.accurate ? expectedStrokes(spot.lie, distanceMeters(spot.at, hole)) : null);

/**
 * The measured shots of one hole. A hole is measured only when its marks account for every stroke:
 * holed out (not picked up), without penalty strokes (the card does not say which shot they belong to),
 * with a green to measure to and a start (the tee mark or the course's tee). The strokes after the last
 * mark are the putts when it lies on the green (the putt count, when recorded, must agree), one holed
 * shot when no putt was recorded, or an unmarked shot onto the green and the putts (neither measured).
 * A shot whose either end has no lie, a poor fix, or lies outside the table is not measured.
 */
export function holeShotsGained(h: MarkedHole): HoleShotsGained {
  const none = (unmeasured: UnmeasuredReason): HoleShotsGained => ({ shots: [], unmeasured });
  if (h.shotCount <= 0) return none('notHoledOut');
  if (h.penaltyCount > 0) return none('penalty');
  const hole = holePosition(h.green);
  if (!hole) return none('noGreen');
  const marks = ordered(h.marks);
  const first = marks[0];
  const teeMark = first?.tee === true ? first : undefined;
  // A tee mark after the first is a ball played again from the tee: a penalty the card should show.
  if (marks.some((m, i) => m.tee === true && i > 0)) return none('marksDoNotAdd');
  const start: Spot | null = teeMark
    ? { at: { latitude: teeMark.latitude, longitude: teeMark.longitude }, lie: 'tee', accurate: isAccurate(teeMark), tee: true }
    : h.tee
      ? { at: h.tee, lie: 'tee', accurate: true, tee: true }
      : null;
  if (!start) return none('noStart');
  const spots: Spot[] = [
    start,
    ...marks
      .filter((m) => m.tee !== true)
      .map((m) => ({ at: { latitude: m.latitude, longitude: m.longitude }, lie: lieOfMark(m, h.green), accurate: isAccurate(m), tee: false })),
  ];
  const played = spots.length - 1;
  const after = h.shotCount - played;
  if (after < 1) return none('marksDoNotAdd');
  const last = spots[spots.length - 1] as Spot;
  const puttsBetweenMarks = spots.slice(0, -1).filter((s) => s.lie === 'green').length;
  const lastOnGreen = last.lie === 'green';
  const putts = h.puttCount;
  let finish: 'putts' | 'holed' | 'unmarked';
  if (lastOnGreen) {
    if (putts > 0 && putts !== puttsBetweenMarks + after) return none('marksDoNotAdd');
    finish = 'putts';
  } else if (after === 1 && (putts === 0 || putts === puttsBetweenMarks)) {
    finish = 'holed';
  } else if (putts > puttsBetweenMarks && after === putts - puttsBetweenMarks + 1) {
    finish = 'unmarked';
  } else {
    return none('marksDoNotAdd');
  }

  const shots: GainedShot[] = [];
  for (let i = 0; i < played; i++) {
    const from = spots[i] as Spot;
    const to = spots[i + 1] as Spot;
    const e0 = expectedAt(from, hole);
    const e1 = expectedAt(to, hole);
    if (e0 === null || e1 === null) continue;
    shots.push({ category: categoryOf(from, i === 0, h.par, h.green, hole), gained: e0 - e1 - 1, strokes: 1 });
  }
  const e = expectedAt(last, hole);
  if (e !== null && finish === 'putts') shots.push({ category: 'putting', gained: e - after, strokes: after });
  if (e !== null && finish === 'holed') shots.push({ category: categoryOf(last, played === 0, h.par, h.green, hole), gained: e - 1, strokes: 1 });
  return { shots };
}

/** A category's sum over some shots, and how many strokes it rests on. */
export interface CategoryGained {
  gained: number;
  strokes: number;
}

export type ShotsGainedFigures = Record<SgCategory, CategoryGained>;

/** The shots' strokes gained summed per category. */
export function sumShotsGained(shots: readonly GainedShot[]): ShotsGainedFigures {
  const out = Object.fromEntries(SG_CATEGORIES.map((c) => [c, { gained: 0, strokes: 0 }])) as ShotsGainedFigures;
  for (const s of shots) {
    out[s.category].gained += s.gained;
    out[s.category].strokes += s.strokes;
  }
  return out;
}

/** A round's (or a period's) figures: per category, and the holes left out and why. */
export interface ShotsGainedSummary {
  figures: ShotsGainedFigures;
  /** Holes with marks that were left out whole. */
  holesLeftOut: number;
  /** Holes with at least one measured shot. */
  holesMeasured: number;
}

/** The strokes gained of many holes (a round's, or every round's of a period). */
export function shotsGainedOf(holes: readonly MarkedHole[]): ShotsGainedSummary {
  const all: GainedShot[] = [];
  let holesLeftOut = 0;
  let holesMeasured = 0;
  for (const h of holes) {
    if (h.marks.length === 0) continue;
    const r = holeShotsGained(h);
    if (r.unmeasured) holesLeftOut += 1;
    if (r.shots.length > 0) holesMeasured += 1;
    all.push(...r.shots);
  }
  return { figures: sumShotsGained(all), holesLeftOut, holesMeasured };
}

/** A figure to show: the sum, or null when it rests on fewer than MIN_SHOTS_PER_FIGURE strokes. */
export const shownGained = (c: CategoryGained): number | null => (c.strokes >= MIN_SHOTS_PER_FIGURE ? c.gained : null);
