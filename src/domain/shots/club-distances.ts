// How far each club really goes, from the golfer's measured shots (docs/GOLF.md, "Shots and club
// distances"): per club the median of its full shots, the 25th-75th percentile spread and the count.
import type { Shot } from './types.ts';

/** The rounds the club distances look at by default: the golfer's last 20 with marked shots. */
export const CLUB_DISTANCE_ROUNDS = 20;

export interface ClubDistance {
  club: string;
  /** Metres, unrounded. */
  median: number;
  p25: number;
  p75: number;
  /** Full shots counted. */
  count: number;
}

/** A round's measured shots and its date (epoch ms). */
export interface MeasuredRound {
  date: number;
  shots: readonly Shot[];
}

/** Which rounds count: the last `rounds` with shots (by date), or those dated in [from, to). */
export type ClubDistancePeriod = { rounds: number } | { from: number; to: number };

/**
 * The p-th percentile (0-100) of sorted values, linearly interpolated between the two nearest ranks
 * (the "R-7" definition spreadsheets use): [100, 110, 120, 130] gives 107.5 at 25, 115 at 50.
 */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = (p / 100) * (sorted.length - 1);
  const low = Math.floor(rank);
  const high = Math.ceil(rank);
  const lowValue = sorted[low] as number;
  return lowValue + ((sorted[high] as number) - lowValue) * (rank - low);
}

/** The shot counts in a club's distance: a club was named, it was a full swing, and both fixes were good. */
export const countsForClub = (shot: Shot): shot is Shot & { club: string } => shot.club !== undefined && !shot.partial && !shot.flagged;

/** The rounds of the period: the most recent `rounds` that have shots, or the ones dated in the range. */
export function roundsInPeriod(rounds: readonly MeasuredRound[], period: ClubDistancePeriod): MeasuredRound[] {
  if ('rounds' in period) {
    return [...rounds]
      .filter((r) => r.shots.length > 0)
      .sort((a, b) => b.date - a.date)
      .slice(0, period.rounds);
  }
  return rounds.filter((r) => r.date >= period.from && r.date < period.to);
}

/** Every club's measured distance over the period, by club id; clubs with no full shot are absent. */
export function clubDistances(
  rounds: readonly MeasuredRound[],
  period: ClubDistancePeriod = { rounds: CLUB_DISTANCE_ROUNDS },
): Map<string, ClubDistance> {
  const byClub = new Map<string, number[]>();
  for (const round of roundsInPeriod(rounds, period)) {
    for (const shot of round.shots) {
      if (!countsForClub(shot)) continue;
      const list = byClub.get(shot.club) ?? [];
      list.push(shot.distance);
      byClub.set(shot.club, list);
    }
  }
  const out = new Map<string, ClubDistance>();
  for (const [club, distances] of byClub) {
    const sorted = distances.sort((a, b) => a - b);
    out.set(club, { club, median: percentile(sorted, 50), p25: percentile(sorted, 25), p75: percentile(sorted, 75), count: sorted.length });
  }
  return out;
}
