// Match play between two players or two sides: holes won on net scores, the running state and the
// result (Rules of Golf 3.2: a match is won when a side leads by more holes than remain).
import type { Competitor, ScoredHole } from './types.ts';

export interface MatchPlayHole {
  number: number;
  /** The side that won the hole, null when halved. */
  winner: string | null;
  /** Holes up after this hole, from the first side's point of view (negative when down). */
  up: number;
}

export interface MatchPlayState {
  /** The two sides' keys, in the order given; `up` is from the first one's point of view. */
  sides: [string, string];
  /** The holes counted, by number, up to the hole that decided the match. */
  holes: MatchPlayHole[];
  up: number;
  /** Holes counted (both sides have a score). */
  played: number;
  /** Holes of the round not counted yet. */
  remaining: number;
  /** The leader is as many holes up as remain, so cannot lose. */
  dormie: boolean;
  finished: boolean;
  /** The winning side once the match is over, null while it runs or when halved. */
  winner: string | null;
  /** "3&2", "1 UP", "2 UP", "Halved" once finished; null while the match runs. */
  result: string | null;
}

/** Which side wins a hole both have a score on: 1 the first, -1 the second, 0 halved. A picked-up
 * ball loses to one holed out; two picked-up balls halve the hole. Net scores decide. */
function holeResult(a: ScoredHole, b: ScoredHole): number {
  if (a.outcome === 'picked-up' || b.outcome === 'picked-up') {
    if (a.outcome === b.outcome) return 0;
    return a.outcome === 'picked-up' ? -1 : 1;
  }
  return Math.sign(b.net - a.net);
}

/**
 * The state of a match over a round of `holeCount` holes. The sides' holes carry the net scores to
 * compare: match play strokes (off the lowest playing handicap) spread over the holes, see
 * withStrokesReceived; for Fourball the better ball (competitors()). A hole counts only when both
 * sides have a score on it; holes after the one that decided the match are ignored.
 */
export function matchPlay(first: Competitor, second: Competitor, holeCount: number): MatchPlayState {
  const theirs = new Map(second.holes.map((h) => [h.number, h]));
  const holes: MatchPlayHole[] = [];
  let up = 0;
  for (const mine of [...first.holes].sort((a, b) => a.number - b.number)) {
    const other = theirs.get(mine.number);
    if (other === undefined || mine.outcome === 'not-played' || other.outcome === 'not-played') continue;
    const r = holeResult(mine, other);
    up += r;
    holes.push({ number: mine.number, winner: r > 0 ? first.key : r < 0 ? second.key : null, up });
    if (Math.abs(up) > holeCount - holes.length) break;
  }
  const played = holes.length;
  const remaining = Math.max(0, holeCount - played);
  const decided = Math.abs(up) > remaining;
  const finished = decided || remaining === 0;
  const winner = !finished || up === 0 ? null : up > 0 ? first.key : second.key;
  return {
    sides: [first.key, second.key],
    holes,
    up,
    played,
    remaining,
    dormie: !finished && up !== 0 && Math.abs(up) === remaining,
    finished,
    winner,
    result: finished ? resultText(up, remaining) : null,
  };
}

/** "3&2" when won with holes to spare, "2 UP" when won on the last hole, "Halved" when level. */
function resultText(up: number, remaining: number): string {
  if (up === 0) return 'Halved';
  return remaining > 0 ? `${Math.abs(up)}&${remaining}` : `${Math.abs(up)} UP`;
}

/** The running state from one side's point of view: "2 UP", "AS" (all square), "1 DN". */
export function matchStatus(state: MatchPlayState, side: string): string {
  const up = side === state.sides[1] ? -state.up : state.up;
  if (up === 0) return 'AS';
  return up > 0 ? `${up} UP` : `${-up} DN`;
}
