// Which club for a distance (docs/GOLF.md, "Shots and club distances"): the club whose distance is
// nearest, from the golfer's measured shots when there are enough, else from the distance they typed.
import type { ClubDistance } from './club-distances.ts';
import type { BagClub } from './types.ts';

/** Full shots a club needs before its measured distance is trusted over the typed one. */
export const MIN_MEASURED_SHOTS = 3;

export interface ClubChoice {
  club: BagClub;
  /** Metres, unrounded. */
  distance: number;
  source: 'measured' | 'typed';
}

/** A putter is never suggested: its "distance" is no full swing. */
export const isPutter = (club: Pick<BagClub, 'name' | 'type'>): boolean => /putt/i.test(club.type ?? '') || /putt/i.test(club.name);

/** A measured distance is trusted (planned with, offered to the bag) from MIN_MEASURED_SHOTS full shots. */
export const measuredTrusted = (m: Pick<ClubDistance, 'count'> | undefined): boolean => m !== undefined && m.count >= MIN_MEASURED_SHOTS;

/** The distance a club is planned with: measured when it has MIN_MEASURED_SHOTS full shots, else typed. */
export function plannedDistance(club: BagClub, measured: ReadonlyMap<string, ClubDistance>): ClubChoice | null {
  const m = measured.get(club.id);
  if (m && measuredTrusted(m)) return { club, distance: m.median, source: 'measured' };
  if (club.distance !== undefined && club.distance > 0) return { club, distance: club.distance, source: 'typed' };
  return null;
}

/**
 * The club for `metres`: of the bag's clubs with a planned distance (no putter), the one nearest to it
 * (the longer on a tie, since a shot left short is the commoner miss). Null when no club has a distance.
 */
export function suggestClub(metres: number, bag: readonly BagClub[], measured: ReadonlyMap<string, ClubDistance>): ClubChoice | null {
  let best: ClubChoice | null = null;
  for (const club of bag) {
    if (isPutter(club)) continue;
    const choice = plannedDistance(club, measured);
    if (!choice) continue;
    const gap = Math.abs(choice.distance - metres);
    const bestGap = best ? Math.abs(best.distance - metres) : Number.POSITIVE_INFINITY;
    if (gap < bestGap || (gap === bestGap && best !== null && choice.distance > best.distance)) best = choice;
  }
  return best;
}

/**
 * The club most likely just played, pre-selected when the golfer marks the ball: the club whose
 * distance is nearest to how far the ball went (from where it was played to this fix); when that is
 * not known, the bag's longest club for a first shot, else none.
 */
export function likelyClubPlayed(
  travelled: number | null,
  firstShot: boolean,
  bag: readonly BagClub[],
  measured: ReadonlyMap<string, ClubDistance>,
): string | undefined {
  if (travelled !== null) return suggestClub(travelled, bag, measured)?.club.id;
  if (!firstShot) return undefined;
  let longest: ClubChoice | null = null;
  for (const club of bag) {
    if (isPutter(club)) continue;
    const choice = plannedDistance(club, measured);
    if (choice && (!longest || choice.distance > longest.distance)) longest = choice;
  }
  return longest?.club.id;
}
