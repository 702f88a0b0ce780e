// Domain figures: card totals, statistics and a handicap index over 1,000 random 18-hole cards.
import {
  adjustedGrossScore,
  cardPointsLostToPar,
  cardTotals,
  computeStatistics,
  handicapFromCards,
  handicapHistory,
  handicapIndex,
  holeAverages,
  scaleToFullRound,
  scoreDifferential,
  splitCard,
  startRound,
  type HoleScore,
} from '../../src/domain/index.ts';
import { type BenchFigure, round } from './figure.ts';

const CARDS = 1_000;
const REPEATS = 20;

/** A small deterministic generator, so every run times the same cards. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return s / 2 ** 32;
  };
}

const PARS = [4, 4, 3, 5, 4, 4, 3, 4, 5, 4, 3, 4, 5, 4, 4, 3, 4, 5];
const INDEXES = [7, 13, 17, 1, 9, 3, 15, 11, 5, 8, 18, 2, 6, 14, 10, 16, 4, 12];

function makeCards(rand: () => number): HoleScore[][] {
  const tee = { type: 'Golf' as const, holeCount: 18, slope: 128, cr: 72.1, holes: PARS.map((par, i) => ({ number: i + 1, par, hcp: INDEXES[i] ?? 1 })) };
  return Array.from({ length: CARDS }, () => {
    const { holes } = startRound(tee, { handicapGolf: Math.round(rand() * 400) / 10 });
    return holes.map((h) => {
      const r = rand();
      // Mostly par to double bogey plus strokes received; now and then a pick-up or a hole not played.
      const shotCount = r < 0.02 ? -1 : r < 0.03 ? 0 : Math.max(1, h.par + h.extraShots + Math.floor(rand() * 4) - 1);
      const puttCount = shotCount > 1 ? 1 + Math.floor(rand() * Math.min(3, shotCount - 1)) : 0;
      return {
        ...h,
        shotCount,
        puttCount,
        bunkerCount: rand() < 0.15 ? 1 : 0,
        penaltyCount: rand() < 0.08 ? 1 : 0,
        fairway: h.par >= 4 ? Math.floor(rand() * 7) : 0,
      };
    });
  });
}

/** Median milliseconds of `REPEATS` runs of `work`. */
function time(work: () => void): number {
  const samples: number[] = [];
  for (let i = 0; i < REPEATS; i++) {
    const t0 = performance.now();
    work();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] ?? NaN;
}

export async function bench(): Promise<BenchFigure[]> {
  const cards = makeCards(random(2024));
  let sink = 0;
  const totals = time(() => {
    for (const c of cards) sink += cardTotals(c).strokes + splitCard(c).front.stableford;
  });
  const statistics = time(() => {
    for (const c of cards) sink += cardPointsLostToPar(c) + (scaleToFullRound(c, 'Golf')?.strokes ?? 0);
    sink += holeAverages(cards.map((holes) => ({ holes }))).length;
  });
  const differentials = cards.map((c) => scoreDifferential({ adjustedGrossScore: adjustedGrossScore(c), courseRating: 72.1, slope: 128 }));
  const index = time(() => {
    sink += handicapIndex(differentials) ?? 0;
    sink += handicapHistory(differentials.map((differential, i) => ({ differential, date: i * 86_400_000 }))).length;
  });
  // The /statistics page and the dashboard's index: every figure of the page, and the WHS index with
  // its history, from the cards as the data layer hands them over.
  const statsCards = cards.map((holes, i) => ({
    id: `c${i}`,
    date: i * 86_400_000,
    courseId: `course${i % 7}`,
    teeType: 'Golf' as const,
    isCompetition: i % 5 === 0,
    holes: holes.map((h, n) => ({ ...h, distance: 100 + 25 * (n % 16) })),
  }));
  const pageStatistics = time(() => {
    sink += computeStatistics(statsCards, {}).summary.rounds;
  });
  const indexFromCards = time(() => {
    sink += handicapFromCards(statsCards.map((c) => ({ ...c, courseRating: 72.1, slope: 128 }))).history.length;
  });
  const note = `${CARDS} cards, median of ${REPEATS} runs`;
  return [
    { name: `card totals + front/back split over ${CARDS} cards`, value: round(totals, 2), unit: 'ms', note },
    { name: `points lost, scaled rounds, hole averages over ${CARDS} cards`, value: round(statistics, 2), unit: 'ms', note },
    { name: `handicap index + WHS history over ${CARDS} differentials`, value: round(index, 2), unit: 'ms', note },
    { name: `statistics page figures (computeStatistics) over ${CARDS} rounds`, value: round(pageStatistics, 2), unit: 'ms', note },
    { name: `WHS index from cards (handicapFromCards) over ${CARDS} rounds`, value: round(indexFromCards, 2), unit: 'ms', note },
    { name: 'checksum (keeps the work from being optimised away)', value: round(sink, 0), unit: '' },
  ];
}
