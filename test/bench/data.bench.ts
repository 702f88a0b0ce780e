// Data layer figures: inserting 1,000 eighteen-hole score cards (bulk and one by one) and one user's
// cards in a date range out of 10,000. Runs on fake-indexeddb in Node, so absolute numbers are a
// proxy for a browser's IndexedDB; compare them between runs on the same machine.
import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { buildScoreCard, openUserDatabase, removeUserDatabase, scoreCardsBetween, type ScoreCardDoc } from '../../src/data/index.ts';
import { percentiles, round, type BenchFigure } from './figure.ts';

const DAY = 86_400_000;
const START = new Date(2024, 0, 1).getTime();
const course = {
  id: 'bench-course',
  name: 'Bench Links',
  tees: [
    {
      id: 'white',
      name: 'White',
      type: 'Golf' as const,
      holeCount: 18,
      cr: 71.5,
      slope: 128,
      holes: Array.from({ length: 18 }, (_, i) => ({ number: i + 1, hcp: ((i * 7) % 18) + 1, par: [4, 3, 5][i % 3] ?? 4, distance: 320 })),
    },
  ],
};

function cards(n: number, users: number, idPrefix: string): ScoreCardDoc[] {
  const template = buildScoreCard({ userId: 'u0', course, teeId: 'white', player: { handicapGolf: 18 } }, START);
  return Array.from({ length: n }, (_, i) => ({
    ...template,
    id: `${idPrefix}${String(i).padStart(6, '0')}`,
    userId: `u${i % users}`,
    creatorId: `u${i % users}`,
    date: START + (i % 730) * DAY + (i % 10) * 3_600_000,
    holes: template.holes.map((h, k) => ({ ...h, shotCount: h.par + ((i + k) % 3), puttCount: 2 })),
  }));
}

const open = (name: string) => openUserDatabase(name, { indexedDB, IDBKeyRange, multiInstance: false, devMode: false });

export async function bench(): Promise<BenchFigure[]> {
  const figures: BenchFigure[] = [];

  const bulkDb = await open(`BenchBulk${Date.now()}`);
  const bulk = cards(1000, 10, 'b');
  let t = performance.now();
  const res = await bulkDb.scorecards.bulkInsert(bulk);
  figures.push({ name: 'insert 1,000 18-hole score cards, bulkInsert', value: round(performance.now() - t), unit: 'ms', note: `${res.error.length} errors` });
  await removeUserDatabase(bulkDb);

  const oneDb = await open(`BenchOne${Date.now()}`);
  const single = cards(1000, 10, 's');
  const each: number[] = [];
  t = performance.now();
  for (const c of single) {
    const s = performance.now();
    await oneDb.scorecards.insert(c);
    each.push(performance.now() - s);
  }
  const total = performance.now() - t;
  const p = percentiles(each);
  figures.push({ name: 'insert 1,000 18-hole score cards, one by one', value: round(total), unit: 'ms', note: `median ${round(p.median, 2)} ms, p95 ${round(p.p95, 2)} ms per card` });
  await removeUserDatabase(oneDb);

  const bigDb = await open(`BenchQuery${Date.now()}`);
  t = performance.now();
  await bigDb.scorecards.bulkInsert(cards(10_000, 50, 'q'));
  figures.push({ name: 'setup: bulkInsert 10,000 score cards (50 users)', value: round(performance.now() - t), unit: 'ms' });
  const range = { from: START + 100 * DAY, to: START + 190 * DAY };
  const samples: number[] = [];
  let found = 0;
  for (let i = 0; i < 20; i++) {
    const s = performance.now();
    // A new query each time, so RxDB's query cache does not answer it.
    found = (await scoreCardsBetween(bigDb, { from: range.from + i, to: range.to }, `u${i % 50}`).exec()).length;
    samples.push(performance.now() - s);
  }
  const q = percentiles(samples);
  figures.push({ name: "one user's cards in a 90-day range out of 10,000", value: round(q.median, 2), unit: 'ms median', note: `p95 ${round(q.p95, 2)} ms, ${found} cards, 20 runs` });
  await removeUserDatabase(bigDb);
  return figures;
}
