// The statistics page's figures over many rounds: sums of each round's figures, then averages and
// percentages. Averages and percentages are rounded to a tenth, strokes gained to a hundredth.
import { roundHalfUp, roundTenth } from '../rounding.ts';
import type { ParTypeFigures, RoundFigures, ScoreDistribution } from './round-figures.ts';
import type { ParType } from './types.ts';
import { PAR_TYPES } from './types.ts';

export interface RatioFigure {
  chances: number;
  made: number;
  /** made / chances in percent; null without chances. */
  percent: number | null;
}

export interface StatisticsSummary {
  /** Rounds with at least one hole played. */
  rounds: number;
  stableford: { average: number | null; best: number | null };
  /** Over complete rounds only (every hole played): a partial round's strokes are no score. */
  strokes: { rounds: number; average: number | null; best: number | null };
  pointsLost: {
    perRound: number | null;
    /** By par type: holes played, points lost, and per hole. */
    byPar: Record<ParType, { holes: number; total: number; perHole: number | null }>;
  };
  /** Averages of the rounds scaled to a full round of par 72 / 54 (scaleToFullRound). */
  scaled: { strokes: number; stableford: number; pointsLost: number; toPar: number } | null;
  fairways: { recorded: number; hit: number; left: number; right: number; other: number; hitPercent: number | null; leftPercent: number | null; rightPercent: number | null };
  /** Over the rounds with putts recorded. */
  gir: RatioFigure;
  putting: {
    /** Rounds with putts recorded. */
    rounds: number;
    perRound: number | null;
    perHole: number | null;
    /** Putts per green hit in regulation. */
    perGir: number | null;
    onePutts: number;
    threePutts: number;
    onePuttsPerRound: number | null;
    threePuttsPerRound: number | null;
  };
  scrambling: RatioFigure;
  sandSaves: RatioFigure;
  penalties: { total: number; perRound: number | null };
  distribution: ScoreDistribution & { holes: number };
  strokesGained: {
    holes: number;
    total: number;
    perHole: number | null;
    /** perHole x 18: comparable between 9- and 18-hole rounds. */
    per18: number | null;
    byPar: Record<ParType, { holes: number; total: number; perHole: number | null }>;
  };
}

const avg = (sum: number, n: number): number | null => (n === 0 ? null : roundTenth(sum / n));
const pct = (made: number, n: number): number | null => (n === 0 ? null : roundTenth((100 * made) / n));
const hundredth = (x: number): number => roundHalfUp(x, 2);
const ratio = (made: number, chances: number): RatioFigure => ({ chances, made, percent: pct(made, chances) });

/** Sums the figures of the rounds given (each with at least one hole played). */
export function summarise(rounds: readonly RoundFigures[]): StatisticsSummary {
  let stableford = 0;
  let bestStableford: number | null = null;
  let completeRounds = 0;
  let completeStrokes = 0;
  let bestStrokes: number | null = null;
  let pointsLost = 0;
  const byPar: Record<ParType, ParTypeFigures> = {
    3: { holes: 0, pointsLost: 0, sgHoles: 0, strokesGained: 0 },
    4: { holes: 0, pointsLost: 0, sgHoles: 0, strokesGained: 0 },
    5: { holes: 0, pointsLost: 0, sgHoles: 0, strokesGained: 0 },
  };
  const scaled = { n: 0, strokes: 0, stableford: 0, pointsLost: 0, toPar: 0 };
  const fairways = { recorded: 0, hit: 0, left: 0, right: 0, other: 0 };
  const put = { rounds: 0, putts: 0, holes: 0, onGir: 0, one: 0, three: 0 };
  const gir = { chances: 0, made: 0 };
  const scrambling = { chances: 0, made: 0 };
  const sand = { chances: 0, made: 0 };
  let penalties = 0;
  const distribution = { eagleOrBetter: 0, birdie: 0, par: 0, bogey: 0, doubleOrWorse: 0, holes: 0 };
  const sg = { holes: 0, total: 0 };

  for (const r of rounds) {
    stableford += r.stableford;
    if (bestStableford === null || r.stableford > bestStableford) bestStableford = r.stableford;
    if (r.complete) {
      completeRounds += 1;
      completeStrokes += r.strokes;
      if (bestStrokes === null || r.strokes < bestStrokes) bestStrokes = r.strokes;
    }
    pointsLost += r.pointsLost;
    for (const p of PAR_TYPES) {
      byPar[p].holes += r.byPar[p].holes;
      byPar[p].pointsLost += r.byPar[p].pointsLost;
      byPar[p].sgHoles += r.byPar[p].sgHoles;
      byPar[p].strokesGained += r.byPar[p].strokesGained;
    }
    if (r.scaled) {
      scaled.n += 1;
      scaled.strokes += r.scaled.strokes;
      scaled.stableford += r.scaled.stableford;
      scaled.pointsLost += r.scaled.pointsLost;
      scaled.toPar += r.scaled.toPar;
    }
    fairways.recorded += r.fairways.recorded;
    fairways.hit += r.fairways.hit;
    fairways.left += r.fairways.left;
    fairways.right += r.fairways.right;
    fairways.other += r.fairways.other;
    if (r.puttsRecorded) {
      put.rounds += 1;
      put.putts += r.putts;
      put.holes += r.holedOut;
      put.onGir += r.puttsOnGir;
      put.one += r.onePutts;
      put.three += r.threePutts;
      gir.chances += r.gir.chances;
      gir.made += r.gir.made;
      scrambling.chances += r.scrambling.chances;
      scrambling.made += r.scrambling.made;
      sand.chances += r.sandSaves.chances;
      sand.made += r.sandSaves.made;
    }
    penalties += r.penalties;
    distribution.eagleOrBetter += r.distribution.eagleOrBetter;
    distribution.birdie += r.distribution.birdie;
    distribution.par += r.distribution.par;
    distribution.bogey += r.distribution.bogey;
    distribution.doubleOrWorse += r.distribution.doubleOrWorse;
    distribution.holes += r.holesPlayed;
    sg.holes += r.strokesGained.holes;
    sg.total += r.strokesGained.total;
  }

  const n = rounds.length;
  const perPar = (f: (p: ParTypeFigures) => { holes: number; total: number; perHole: number | null }) => ({
    3: f(byPar[3]),
    4: f(byPar[4]),
    5: f(byPar[5]),
  });
  const sgPerHole = sg.holes === 0 ? null : sg.total / sg.holes;
  return {
    rounds: n,
    stableford: { average: avg(stableford, n), best: bestStableford },
    strokes: { rounds: completeRounds, average: avg(completeStrokes, completeRounds), best: bestStrokes },
    pointsLost: {
      perRound: avg(pointsLost, n),
      byPar: perPar((p) => ({ holes: p.holes, total: roundTenth(p.pointsLost), perHole: p.holes === 0 ? null : hundredth(p.pointsLost / p.holes) })),
    },
    scaled:
      scaled.n === 0
        ? null
        : {
            strokes: roundTenth(scaled.strokes / scaled.n),
            stableford: roundTenth(scaled.stableford / scaled.n),
            pointsLost: roundTenth(scaled.pointsLost / scaled.n),
            toPar: roundTenth(scaled.toPar / scaled.n),
          },
    fairways: {
      ...fairways,
      hitPercent: pct(fairways.hit, fairways.recorded),
      leftPercent: pct(fairways.left, fairways.recorded),
      rightPercent: pct(fairways.right, fairways.recorded),
    },
    gir: ratio(gir.made, gir.chances),
    putting: {
      rounds: put.rounds,
      perRound: avg(put.putts, put.rounds),
      perHole: put.holes === 0 ? null : hundredth(put.putts / put.holes),
      perGir: gir.made === 0 ? null : hundredth(put.onGir / gir.made),
      onePutts: put.one,
      threePutts: put.three,
      onePuttsPerRound: avg(put.one, put.rounds),
      threePuttsPerRound: avg(put.three, put.rounds),
    },
    scrambling: ratio(scrambling.made, scrambling.chances),
    sandSaves: ratio(sand.made, sand.chances),
    penalties: { total: penalties, perRound: avg(penalties, n) },
    distribution,
    strokesGained: {
      holes: sg.holes,
      total: hundredth(sg.total),
      perHole: sgPerHole === null ? null : hundredth(sgPerHole),
      per18: sgPerHole === null ? null : hundredth(sgPerHole * 18),
      byPar: perPar((p) => ({ holes: p.sgHoles, total: hundredth(p.strokesGained), perHole: p.sgHoles === 0 ? null : hundredth(p.strokesGained / p.sgHoles) })),
    },
  };
}
