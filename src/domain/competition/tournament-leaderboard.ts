// A tournament's leaderboard across its rounds (matches linked by tournamentId).
import type { PlayMode } from '../enums.ts';
import { compareCountback, countbackFigures } from './countback.ts';
import { positionLabels, positionsOf } from './positions.ts';
import { rankFigure, scoredTotals, type ScoredTotals } from './scored-totals.ts';
import { thruLabel } from './thru.ts';
import type { RankBasis, ScoredHole } from './types.ts';

export interface TournamentCompetitor {
  /** A player id, or a side in a team event. */
  key: string;
  /** One entry per round, in round order: the competitor's scored holes (see competitors()), or
   * null / undefined when they have no card in that round. */
  rounds: readonly (readonly ScoredHole[] | null | undefined)[];
}

export interface TournamentInput {
  basis: RankBasis;
  /** The rounds' play mode: for net countback, Fourball uses the holes' net scores, the one-ball
   * formats deduct handicap fractions. */
  playMode: PlayMode;
  /** Holes of each round, in round order (this also says how many rounds there are). */
  roundHoleCounts: readonly number[];
  competitors: readonly TournamentCompetitor[];
}

export interface RoundColumn extends ScoredTotals {
  holes: ScoredHole[];
  thru: string;
  finished: boolean;
}

export interface LeaderboardRow extends ScoredTotals {
  key: string;
  /** One column per round; null where the competitor has no card. */
  rounds: (RoundColumn | null)[];
  /** Indexes of the rounds without a card. */
  missingRounds: number[];
  /** The latest round the competitor has played in: holes played there, "F", or "-" before any. */
  thru: string;
  /** Tied competitors share a position ("T3"); null (label "-") when not ranked. */
  position: number | null;
  positionLabel: string;
  /** The position after countback; competitors countback cannot separate still share it. */
  decidedPosition: number | null;
  decidedLabel: string;
}

function roundColumn(holes: readonly ScoredHole[] | null | undefined, holeCount: number): RoundColumn | null {
  if (holes === null || holes === undefined) return null;
  const totals = scoredTotals(holes);
  return { ...totals, holes: [...holes], thru: thruLabel(totals.holesPlayed, holeCount), finished: totals.holesPlayed >= holeCount };
}

function latestThru(rounds: readonly (RoundColumn | null)[]): string {
  const played = rounds.filter((r): r is RoundColumn => r !== null && r.holesPlayed > 0);
  return played[played.length - 1]?.thru ?? '-';
}

/**
 * The leaderboard, in decided order. Totals add up every round's holes played; the ranking figure
 * is points against 2 a hole (Stableford) or strokes to par (net, gross) of all those holes, so a
 * round in progress counts as far as it has gone (rankFigure). Ties share a position ("T3");
 * `decidedPosition` breaks them by countback on the last round anyone has played in (countback.ts).
 *
 * Competitors with a round missing (no card in it) are listed with the rounds they have but not
 * ranked: their totals cover fewer holes, and the par-relative figure would rank a golfer who
 * skipped a bad day alongside those who played every round. They come after the ranked competitors
 * and those who have not started, fewest missing rounds first, then by their figure.
 */
export function tournamentLeaderboard(input: TournamentInput): LeaderboardRow[] {
  const { basis, roundHoleCounts } = input;
  const rows = input.competitors.map((c) => {
    const rounds = roundHoleCounts.map((n, i) => roundColumn(c.rounds[i], n));
    const totals = scoredTotals(rounds.flatMap((r) => r?.holes ?? []));
    const missingRounds = rounds.flatMap((r, i) => (r === null ? [i] : []));
    return { key: c.key, rounds, missingRounds, thru: latestThru(rounds), ...totals };
  });
  type Row = (typeof rows)[number];
  const lastRound = roundHoleCounts.reduce((last, _n, i) => (rows.some((r) => (r.rounds[i]?.holesPlayed ?? 0) > 0) ? i : last), -1);
  const countbackOf = (row: Row) => {
    const round = row.rounds[lastRound];
    if (round === undefined || round === null) return [];
    return countbackFigures(
      { holes: round.holes, holeCount: roundHoleCounts[lastRound] ?? round.holes.length },
      { basis, handicapFractions: input.playMode !== 'Fourball', multiRound: roundHoleCounts.length > 1 },
    );
  };
  const figure = (row: Row) => rankFigure(row, basis);
  const byFigure = (a: Row, b: Row) => figure(a) - figure(b);
  const figures = new Map(rows.map((r) => [r.key, countbackOf(r)]));
  const decided = (a: Row, b: Row) => byFigure(a, b) || compareCountback(figures.get(a.key) ?? [], figures.get(b.key) ?? []);

  const ranked = rows.filter((r) => r.missingRounds.length === 0 && r.holesPlayed > 0).sort(decided);
  const waiting = rows.filter((r) => r.missingRounds.length === 0 && r.holesPlayed === 0);
  const incomplete = rows
    .filter((r) => r.missingRounds.length > 0)
    .sort((a, b) => a.missingRounds.length - b.missingRounds.length || byFigure(a, b));

  const positions = positionsOf(ranked, byFigure);
  const labels = positionLabels(positions);
  const decidedPositions = positionsOf(ranked, decided);
  const decidedLabels = positionLabels(decidedPositions);
  const unranked = { position: null, positionLabel: '-', decidedPosition: null, decidedLabel: '-' };
  return [
    ...ranked.map((r, i) => ({
      ...r,
      position: positions[i] ?? null,
      positionLabel: labels[i] ?? '-',
      decidedPosition: decidedPositions[i] ?? null,
      decidedLabel: decidedLabels[i] ?? '-',
    })),
    ...waiting.map((r) => ({ ...r, ...unranked })),
    ...incomplete.map((r) => ({ ...r, ...unranked })),
  ];
}
