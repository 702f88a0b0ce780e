// The Nassau: three bets, the front nine, the back nine and the whole round (one bet on the nine in a
// 9-hole match), each won at match play or stroke play, gross or net. At match play the competitors
// meet two by two, and a bet two down may start a press: a new bet from the next hole to the end of
// that nine. docs/GOLF.md, "Side games: skins and Nassau".
import { matchPlay, type MatchPlayState } from '../match-play.ts';
import type { Competitor } from '../types.ts';
import { unitValue, type NassauSettings } from './types.ts';

export type NassauSegment = 'front' | 'back' | 'overall' | 'nine';

/** A bet of a match play Nassau between two competitors (a pair): one of the three, or a press. */
export interface MatchBet {
  segment: NassauSegment;
  /** 0 for the bet itself; 1, 2, ... for its presses in the order they started. */
  press: number;
  /** First and last hole numbers the bet runs over. */
  from: number;
  to: number;
  state: MatchPlayState;
  /** The number of the last hole counted (both have a score), null before the first. */
  thru: number | null;
}

export interface NassauPair {
  sides: [string, string];
  bets: MatchBet[];
}

/** A bet of a stroke play Nassau, between all the competitors. */
export interface StrokeBet {
  segment: NassauSegment;
  from: number;
  to: number;
  /** Each competitor's strokes (gross or net) over the holes every competitor has a score on. */
  totals: { key: string; strokes: number }[];
  /** The number of the last hole counted, null before the first. */
  thru: number | null;
  finished: boolean;
  /** The lowest total when alone (the leader, or the winner once finished); null when tied. */
  leader: string | null;
  /** Strokes between the leader and the next best. */
  margin: number;
}

export type NassauResult =
  | { play: 'match'; pairs: NassauPair[]; units: { key: string; units: number }[] }
  | { play: 'stroke'; bets: StrokeBet[]; units: { key: string; units: number }[] };

/** The Nassau's bets over the match's holes: front, back and overall, or one bet on a nine. */
export function nassauSegments(holeNumbers: readonly number[]): { segment: NassauSegment; holes: number[] }[] {
  const all = [...holeNumbers];
  if (all.length <= 9) return [{ segment: 'nine', holes: all }];
  return [
    { segment: 'front', holes: all.slice(0, 9) },
    { segment: 'back', holes: all.slice(9) },
    { segment: 'overall', holes: all },
  ];
}

/** The nine a hole belongs to (the whole match when it has nine holes or fewer). */
function nineOf(holeNumbers: readonly number[], n: number): number[] {
  const all = [...holeNumbers];
  if (all.length <= 9) return all;
  return all.indexOf(n) < 9 ? all.slice(0, 9) : all.slice(9);
}

function restricted(c: Competitor, holes: readonly number[], gross: boolean): Competitor {
  const set = new Set(holes);
  // Gross match play compares the strokes as they are: the gross stands in for the net.
  return { ...c, holes: c.holes.filter((h) => set.has(h.number)).map((h) => (gross ? { ...h, net: h.gross } : h)) };
}

/** A bet and, when it goes two down with holes left in the nine, its press (and the press's own). */
function matchBets(
  a: Competitor,
  b: Competitor,
  segment: NassauSegment,
  holes: readonly number[],
  holeNumbers: readonly number[],
  settings: NassauSettings,
  press: number,
): MatchBet[] {
  const gross = settings.basis === 'gross';
  const state = matchPlay(restricted(a, holes, gross), restricted(b, holes, gross), holes.length);
  const first = holes[0] ?? 0;
  const last = holes.at(-1) ?? 0;
  const bet: MatchBet = { segment, press, from: first, to: last, state, thru: state.holes.at(-1)?.number ?? null };
  if (!settings.press) return [bet];
  const trigger = state.holes.find((h) => Math.abs(h.up) === 2);
  const next = trigger === undefined ? undefined : holes.find((n) => n > trigger.number);
  if (next === undefined) return [bet];
  const nine = new Set(nineOf(holeNumbers, next));
  const pressHoles = holes.filter((n) => n >= next && nine.has(n));
  return [bet, ...matchBets(a, b, segment, pressHoles, holeNumbers, settings, press + 1)];
}

function unitsOf(keys: readonly string[]): Map<string, number> {
  return new Map(keys.map((k) => [k, 0]));
}

function add(units: Map<string, number>, key: string, n: number) {
  units.set(key, (units.get(key) ?? 0) + n);
}

function matchNassau(competitors: readonly Competitor[], holeNumbers: readonly number[], settings: NassauSettings): NassauResult {
  const value = unitValue(settings.value);
  const units = unitsOf(competitors.map((c) => c.key));
  const pairs: NassauPair[] = [];
  competitors.forEach((a, i) => {
    for (const b of competitors.slice(i + 1)) {
      const bets = nassauSegments(holeNumbers).flatMap(({ segment, holes }) => matchBets(a, b, segment, holes, holeNumbers, settings, 0));
      for (const bet of bets) {
        if (!bet.state.finished || bet.state.winner === null) continue;
        const loser = bet.state.winner === a.key ? b.key : a.key;
        add(units, bet.state.winner, value);
        add(units, loser, -value);
      }
      pairs.push({ sides: [a.key, b.key], bets });
    }
  });
  return { play: 'match', pairs, units: [...units].map(([key, n]) => ({ key, units: n })) };
}

function strokeBet(competitors: readonly Competitor[], segment: NassauSegment, holes: readonly number[], gross: boolean): StrokeBet {
  const counted = holes.filter((n) => competitors.every((c) => c.holes.some((h) => h.number === n && h.outcome !== 'not-played')));
  const totals = competitors.map((c) => ({
    key: c.key,
    strokes: c.holes.filter((h) => counted.includes(h.number)).reduce((sum, h) => sum + (gross ? h.gross : h.net), 0),
  }));
  const sorted = [...totals].sort((x, y) => x.strokes - y.strokes);
  const best = sorted[0];
  const second = sorted[1];
  const alone = best !== undefined && second !== undefined && best.strokes < second.strokes && counted.length > 0;
  return {
    segment,
    from: holes[0] ?? 0,
    to: holes.at(-1) ?? 0,
    totals,
    thru: counted.at(-1) ?? null,
    finished: counted.length === holes.length,
    leader: alone ? best.key : null,
    margin: best !== undefined && second !== undefined ? second.strokes - best.strokes : 0,
  };
}

function strokeNassau(competitors: readonly Competitor[], holeNumbers: readonly number[], settings: NassauSettings): NassauResult {
  const value = unitValue(settings.value);
  const units = unitsOf(competitors.map((c) => c.key));
  const bets = nassauSegments(holeNumbers).map(({ segment, holes }) => strokeBet(competitors, segment, holes, settings.basis === 'gross'));
  for (const bet of bets) {
    if (!bet.finished || bet.leader === null) continue;
    // The lowest total receives the bet's value from each other competitor; a tie for it: nobody.
    for (const c of competitors) add(units, c.key, c.key === bet.leader ? value * (competitors.length - 1) : -value);
  }
  return { play: 'stroke', bets, units: [...units].map(([key, n]) => ({ key, units: n })) };
}

/**
 * The Nassau over the competitors' holes (closed out when the round is over, see closedOut). Match
 * play: every two competitors play their own three bets (and presses); a finished bet is worth its
 * value from the loser to the winner, a halved one nothing. Stroke play: all play each bet together;
 * the lowest total receives the value from each other competitor. Presses are a match play thing.
 */
export function nassauGame(competitors: readonly Competitor[], holeNumbers: readonly number[], settings: NassauSettings): NassauResult {
  return settings.play === 'match' ? matchNassau(competitors, holeNumbers, settings) : strokeNassau(competitors, holeNumbers, settings);
}
