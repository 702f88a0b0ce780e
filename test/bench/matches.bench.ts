// The match board after a tap (the board must follow a tap at once): a Fourball Stableford match of 4 players
// x 18 holes; each sample changes one hole of one card, as a tap does, and recomputes the whole board the
// match page shows (better ball per side, positions, match play state: matchBoardView). Printed, never
// asserted. Marker-tap-to-partner-board propagation needs two browsers and the backend and is not measured
// here.
import { performance } from 'node:perf_hooks';
import type { MatchDoc, ScoreCardDoc, Tee } from '../../src/data/types.ts';
import { buildScoreCard } from '../../src/data/writes/scorecards.ts';
import { matchBoardView } from '../../src/features/matches/board.ts';
import { PARS_18, yellowTee18 } from '../support/course-18.ts';
import { percentiles, round, type BenchFigure } from './figure.ts';

const SAMPLES = 2_000;
const WARM_UP = 200;
// This bench keeps its own holes on the course's pars: stroke indexes spread over the round, every hole 350 m.
const tee: Tee = yellowTee18({
  id: 'y',
  cr: 71.2,
  slope: 128,
  holes: PARS_18.map((par, i) => ({ number: i + 1, hcp: ((i * 7) % 18) + 1, par, distance: 350 })),
});

function cards(): ScoreCardDoc[] {
  return [8.4, 17.9, 12.3, 24].map((h, i) =>
    buildScoreCard(
      {
        id: `card-${i}`,
        userId: `u${i}`,
        creatorId: 'u0',
        course: { id: 'c', name: 'Bench Links', tees: [tee] },
        teeId: 'y',
        player: { handicapGolf: h },
        handicapPlay: Math.round(h * 0.85),
        matchId: 'm',
      },
      0,
    ),
  );
}

export async function bench(): Promise<BenchFigure[]> {
  let state = cards();
  const match: MatchDoc = {
    id: 'm',
    date: 0,
    creationDate: 0,
    modifiedDate: 0,
    courseId: 'c',
    tournamentId: '',
    isCompetition: false,
    creatorId: 'u0',
    playMode: 'Fourball',
    scoringMode: 'Stableford',
    userId: 'u0',
    holeCount: 18,
    scoreCards: state.map((c) => c.id),
    players: Object.fromEntries(state.map((c) => [c.userId, 1 as const])),
  };
  const name = (c: ScoreCardDoc) => c.userId;
  const times: number[] = [];
  let sink = 0;
  for (let i = 0; i < WARM_UP + SAMPLES; i++) {
    const player = i % 4;
    const hole = Math.floor(i / 4) % 18;
    const shots = 3 + ((i * 5) % 5);
    // A tap gives one card a new holes array, as the reactive card does after patchHole.
    state = state.map((c, k) => (k === player ? { ...c, holes: c.holes.map((h, n) => (n === hole ? { ...h, shotCount: shots } : h)) } : c));
    const start = performance.now();
    const view = matchBoardView(match, state, name, tee);
    const took = performance.now() - start;
    sink += view.rows.length;
    if (i >= WARM_UP) times.push(took);
  }
  // The rows are used, so the computation cannot be skipped.
  if (sink !== (WARM_UP + SAMPLES) * 2) throw new Error(`expected two sides on every board, got ${sink}`);
  const { median, p95 } = percentiles(times);
  return [
    { name: 'match board after a tap, 4 players x 18 holes (median)', value: round(median, 3), unit: 'ms', note: `${SAMPLES} taps, Fourball Stableford` },
    { name: 'match board after a tap, 4 players x 18 holes (p95)', value: round(p95, 3), unit: 'ms' },
  ];
}
