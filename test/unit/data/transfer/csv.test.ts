import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyImport,
  exportScoreCardsCsv,
  parseCsv,
  patchHole,
  previewCsvImport,
  toCsv,
  type GolfDatabase,
} from '../../../../src/data/index.ts';
import { dispose, freshDatabase } from '../fixtures.ts';
import { golfer, seed } from './support.ts';

let db: GolfDatabase;
let target: GolfDatabase | undefined;
beforeEach(async () => {
  db = await freshDatabase();
  await seed(db);
});
afterEach(async () => {
  await dispose(db);
  await dispose(target);
  target = undefined;
});

describe('CSV (RFC 4180)', () => {
  it('quotes commas, quotes and line breaks, and reads them back', () => {
    const rows = [['a', 'b,c', 'say "hi"'], ['line\nbreak', '', 'x']];
    const text = toCsv(rows);
    expect(text).toBe('a,"b,c","say ""hi"""\r\n"line\nbreak",,x\r\n');
    expect(parseCsv(text)).toEqual(rows);
    expect(parseCsv('\ufeffa,b\nc,d\n\n')).toEqual([['a', 'b'], ['c', 'd']]);
    expect(() => parseCsv('a,"open')).toThrow(/quote is not closed/);
  });
});

describe('score cards CSV export', () => {
  it('writes one row per hole of the golfer\'s own cards, with result labels, points and net', async () => {
    await patchHole(db, 'card1', 1, { shotCount: 5, puttCount: 2, fairway: 1, gir: 3 }, 4_000);
    await patchHole(db, 'card1', 2, { shotCount: -1 }, 4_000);
    const rows = parseCsv(await exportScoreCardsCsv(db, 'u1'));
    expect(rows).toHaveLength(1 + 18);
    const header = rows[0] as string[];
    const col = (row: string[], name: string) => row[header.indexOf(name)];
    const hole1 = rows[1] as string[];
    expect(header.slice(0, 4)).toEqual(['Card id', 'Date', 'Course id', 'Course']);
    expect(col(hole1, 'Card id')).toBe('card1');
    expect(col(hole1, 'Date')).toBe('2026-11-20T09:30:00.000Z');
    expect(col(hole1, 'Tee')).toBe('White');
    // handicap 18 on a slope-113, rating-72 tee: one extra shot a hole; par 4 + 1, 5 strokes = 2 points, net 4.
    expect([col(hole1, 'Par'), col(hole1, 'Stroke index'), col(hole1, 'Distance (m)'), col(hole1, 'Extra shots')]).toEqual(['4', '1', '350', '1']);
    expect([col(hole1, 'Shots'), col(hole1, 'Putts'), col(hole1, 'Fairway'), col(hole1, 'Green')]).toEqual(['5', '2', 'Fairway/Green', 'Gone right']);
    expect([col(hole1, 'Points'), col(hole1, 'Net')]).toEqual(['2', '4']);
    const hole2 = rows[2] as string[];
    expect([col(hole2, 'Shots'), col(hole2, 'Points'), col(hole2, 'Net')]).toEqual(['-1', '0', '6']);
    expect(col(rows[3] as string[], 'Net')).toBe('');
  });
});

describe('score cards CSV import', () => {
  it('round trip: the exported CSV imports unchanged; an edited cell changes that hole only', async () => {
    const csv = await exportScoreCardsCsv(db, 'u1');
    const same = await previewCsvImport(db, csv, golfer, { now: 9_000 });
    expect(same.refused).toEqual([]);
    expect(same.collections.scorecards.unchanged).toEqual(['card1']);

    const rows = parseCsv(csv);
    const header = rows[0] as string[];
    (rows[4] as string[])[header.indexOf('Shots')] = '6';
    (rows[4] as string[])[header.indexOf('Fairway')] = 'gone left';
    const preview = await previewCsvImport(db, toCsv(rows), golfer, { now: 9_000 });
    expect(preview.collections.scorecards.changed.map((c) => c.paths)).toEqual([
      ['holes[3].fairway', 'holes[3].modifiedAt', 'holes[3].shotCount', 'modifiedDate', 'shotCount', 'stableford'],
    ]);
    await applyImport(db, preview);
    const card = (await db.scorecards.findOne('card1').exec())?.toJSON();
    expect(card?.holes[3]).toMatchObject({ shotCount: 6, fairway: 2, modifiedAt: 9_000 });
    expect(card?.holes[2]?.modifiedAt).toBe(2_000);
    expect(card).toMatchObject({ shotCount: 6, stableford: 1, modifiedDate: 9_000 });
  });

  it('rebuilds cards from rows into an empty database', async () => {
    const csv = await exportScoreCardsCsv(db, 'u1');
    const original = (await db.scorecards.findOne('card1').exec())?.toJSON();
    target = await freshDatabase();
    const preview = await previewCsvImport(target, csv, golfer, { now: 2_000 });
    expect(preview.collections.scorecards.new).toHaveLength(1);
    await applyImport(target, preview);
    const rebuilt = (await target.scorecards.findOne('card1').exec())?.toJSON();
    expect(rebuilt).toMatchObject({ ...original, creationDate: 2_000, modifiedDate: 2_000 });
  });

  it('in yards: the column says so, and a yardage comes back as the same metres', async () => {
    // A course typed in yards stores the exact metres of each yardage (src/domain/units.ts).
    const card = await db.scorecards.findOne('card1').exec();
    await card?.incrementalModify((d) => ({ ...d, holes: d.holes.map((h, i) => ({ ...h, distance: (377 + i) * 0.9144 })) }));
    const csv = await exportScoreCardsCsv(db, 'u1', { unit: 'yards' });
    const rows = parseCsv(csv);
    const header = rows[0] as string[];
    expect(header).toContain('Distance (yd)');
    expect(header).not.toContain('Distance (m)');
    expect(rows.slice(1, 4).map((r) => r[header.indexOf('Distance (yd)')])).toEqual(['377', '378', '379']);
    const same = await previewCsvImport(db, csv, golfer, { now: 9_000 });
    expect(same.refused).toEqual([]);
    expect(same.collections.scorecards.unchanged).toEqual(['card1']);
  });

  it('reads a distance in yards as its exact metres, and refuses one that is not a number', async () => {
    const rows = parseCsv(await exportScoreCardsCsv(db, 'u1', { unit: 'yards' }));
    const header = rows[0] as string[];
    (rows[1] as string[])[header.indexOf('Distance (yd)')] = '400';
    target = await freshDatabase();
    const preview = await previewCsvImport(target, toCsv(rows), golfer, { now: 2_000 });
    await applyImport(target, preview);
    const rebuilt = (await target.scorecards.findOne('card1').exec())?.toJSON();
    expect(rebuilt?.holes[0]?.distance).toBe(400 * 0.9144);
    (rows[2] as string[])[header.indexOf('Distance (yd)')] = 'far';
    const bad = await previewCsvImport(db, toCsv(rows), golfer);
    expect(bad.refused).toEqual([{ collection: 'scorecards', id: 'card1', path: 'holes.distance', reason: 'Distance (yd) "far" is not a number', rows: [3] }]);
  });

  it('refuses with row numbers: bad numbers, disagreeing card fields, schema violations, another golfer\'s card', async () => {
    const rows = parseCsv(await exportScoreCardsCsv(db, 'u1'));
    const header = rows[0] as string[];
    const set = (row: number, column: string, value: string) => ((rows[row - 1] as string[])[header.indexOf(column)] = value);
    const copy = (id: string, player: string) =>
      rows.slice(1, 19).map((r) => r.map((v, i) => (i === header.indexOf('Card id') ? id : i === header.indexOf('Player id') ? player : v)));
    rows.push(...copy('cardB', 'u1'), ...copy('cardC', 'u1'), ...copy('cardD', 'u3'));
    set(3, 'Putts', 'two'); // card1, hole 2
    set(25, 'Course', 'Elsewhere'); // cardB, row 25 disagrees with row 20
    set(40, 'Shots', '31'); // cardC hole 3 (rows 38-55): above the schema's 30
    const preview = await previewCsvImport(db, toCsv(rows), golfer);
    expect(preview.refused).toEqual([
      { collection: 'scorecards', id: 'card1', path: 'holes.puttCount', reason: 'Putts "two" is not a whole number', rows: [3] },
      { collection: 'scorecards', id: 'cardB', path: 'courseName', reason: 'Course differs between the rows of the card ("Royal Test" and "Elsewhere")', rows: [20, 25] },
      { collection: 'scorecards', id: 'cardC', path: 'holes[2].shotCount', reason: 'holes[2].shotCount must be at most 30', rows: [40] },
      { collection: 'scorecards', id: 'cardD', path: 'userId', reason: 'you may import only score cards you play or created', rows: Array.from({ length: 18 }, (_, i) => 56 + i) },
    ]);
    await expect(applyImport(db, preview)).rejects.toThrow(/Nothing was imported/);
    expect(await db.scorecards.count().exec()).toBe(2);
  });
});
