import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  applyImport,
  exportDatabase,
  exportFileName,
  exportJsonBlob,
  previewJsonImport,
  scoreCardsCsvFileName,
  TransferError,
  type ExportFile,
  type GolfDatabase,
} from '../../../../src/data/index.ts';
import { dispose, freshDatabase } from '../fixtures.ts';
import { admin, golfer, other, seed, snapshot } from './support.ts';

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

const text = (file: unknown) => JSON.stringify(file);

describe('export', () => {
  it('writes every local document with the format, its version and the schema versions', async () => {
    const progress: [number, number][] = [];
    const file = await exportDatabase(db, { now: new Date('2026-11-23T10:00:00Z'), onProgress: (d, t) => progress.push([d, t]), pageSize: 1 });
    expect(file).toMatchObject({
      format: 'handicap-down-export',
      formatVersion: 1,
      exportedAt: '2026-11-23T10:00:00.000Z',
      schemaVersions: { courses: 2, scorecards: 1, matches: 3, tournaments: 1, users: 2, userdata: 3 },
    });
    expect(file.collections.courses.map((c) => c.id)).toEqual(['c1', 'c2']);
    expect(file.collections.scorecards.map((c) => c.id)).toEqual(['card1', 'card2']);
    expect(file.collections.userdata[0]).toEqual({ id: 'u1', email: 'ann@example.com', displayStyle: 'Geometry Shapes', bag: [{ id: 'd', name: 'Driver' }] });
    expect(Object.keys(file.collections.scorecards[0] ?? {}).some((k) => k.startsWith('_'))).toBe(false);
    // 8 documents, one page each: progress climbs to 8 of 8.
    expect(progress[0]).toEqual([0, 8]);
    expect(progress.at(-1)).toEqual([8, 8]);
    expect(progress.map(([d]) => d)).toEqual([...progress.map(([d]) => d)].sort((a, b) => a - b));
  });

  it('imports an export of an earlier schema version: its documents are migrated before the check', async () => {
    // A file written before schema version 1: the public profile still carried the e-mail, and the
    // tournament had no playerIds.
    const old = {
      format: 'handicap-down-export',
      formatVersion: 1,
      exportedAt: '2025-06-01T10:00:00.000Z',
      schemaVersions: { courses: 0, scorecards: 0, matches: 0, tournaments: 0, users: 0, userdata: 0 },
      collections: {
        users: [{ id: 'u1', firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', handicapGolf: 12 }],
        tournaments: [{ id: 't9', name: 'Spring cup', creationDate: 1, modifiedDate: 1, organizer: { id: 'u1' }, players: [{ userId: 'u1' }] }],
      },
    };
    const preview = await previewJsonImport(db, JSON.stringify(old), golfer);
    expect(preview.refused).toEqual([]);
    expect(preview.collections.users?.changed.map((c) => [c.doc, c.paths])).toEqual([[{ id: 'u1', firstName: 'Ann', lastName: 'Lee', handicapGolf: 12 }, ['handicapGolf']]]);
    expect(preview.collections.tournaments?.new).toEqual([{ id: 't9', name: 'Spring cup', creationDate: 1, modifiedDate: 1, organizer: { id: 'u1' }, players: [{ userId: 'u1' }], playerIds: { u1: 1 } }]);
  });

  it('gives a JSON Blob and file names carrying the date', async () => {
    const blob = await exportJsonBlob(db);
    expect(blob.type).toBe('application/json');
    expect((JSON.parse(await blob.text()) as ExportFile).collections.matches).toHaveLength(1);
    expect(exportFileName(new Date(2026, 10, 23, 12))).toBe('handicap-down-2026-11-23.json');
    expect(scoreCardsCsvFileName(new Date(2026, 10, 23, 12))).toBe('handicap-down-score-cards-2026-11-23.csv');
  });
});

describe('import preview and apply', () => {
  it('round trip: export, change, preview (new / would change / unchanged), apply', async () => {
    const file = await exportDatabase(db);
    const card = file.collections.scorecards.find((c) => c.id === 'card1');
    if (!card?.holes[2]) throw new Error('fixture');
    card.holes[2].shotCount = 5;
    card.notes = 'windy';
    file.collections.courses.push({ id: 'c3', name: 'New Links', nameSort: 'whatever', creationDate: 5, lastModifiedDate: 5, creatorId: 'u1' });
    // Older data carries no updatedAt; a client-side one is dropped (the server stamps it).
    file.collections.users[0] = { ...file.collections.users[0], handicap: 17.5, updatedAt: 123 } as (typeof file.collections.users)[number];

    const preview = await previewJsonImport(db, text(file), admin);
    expect(preview.refused).toEqual([]);
    expect(preview.collections.courses.new.map((c) => c.id)).toEqual(['c3']);
    expect(preview.collections.courses.new[0]?.nameSort).toBe('new links');
    expect(preview.collections.courses.unchanged).toEqual(['c1', 'c2']);
    expect(preview.collections.scorecards.changed).toEqual([{ doc: expect.objectContaining({ id: 'card1' }), paths: ['holes[2].shotCount', 'notes'] }]);
    expect(preview.collections.users.changed[0]?.paths).toEqual(['handicap']);
    expect(preview.collections.users.changed[0]?.doc).not.toHaveProperty('updatedAt');
    expect(preview.writes).toBe(3);

    const progress: [number, number][] = [];
    expect(await applyImport(db, preview, { onProgress: (d, t) => progress.push([d, t]) })).toEqual({ written: 3 });
    expect(progress.at(-1)).toEqual([3, 3]);
    expect((await db.scorecards.findOne('card1').exec())?.holes[2]?.shotCount).toBe(5);
    expect((await db.courses.findOne('c3').exec())?.name).toBe('New Links');
    expect((await db.users.findOne('u1').exec())?.toJSON()).not.toHaveProperty('updatedAt');

    const again = await previewJsonImport(db, text(file), admin);
    expect(again.writes).toBe(0);
  });

  it('into an empty database everything is new, and applying writes it all', async () => {
    const file = await exportDatabase(db);
    target = await freshDatabase();
    const preview = await previewJsonImport(target, new Blob([text(file)]), admin);
    expect(preview.writes).toBe(8);
    await applyImport(target, preview);
    const back = await exportDatabase(target, { now: new Date(file.exportedAt) });
    expect(back).toEqual(file);
  });

  it('a golfer may import only their own data: other golfers\' documents are refused with the field that decides', async () => {
    const file = await exportDatabase(db);
    target = await freshDatabase();
    const preview = await previewJsonImport(target, text(file), golfer);
    expect(preview.refused).toEqual([
      { collection: 'courses', id: 'c2', path: 'creatorId', reason: 'you may import only courses you created' },
      { collection: 'scorecards', id: 'card2', path: 'userId', reason: 'you may import only score cards you play or created' },
    ]);
    await expect(applyImport(target, preview)).rejects.toThrow(TransferError);
    expect(await target.courses.count().exec()).toBe(0);

    const asOther = await previewJsonImport(target, text(file), other);
    expect(asOther.refused.map((r) => `${r.collection}/${r.id}`)).toEqual([
      'courses/c1', 'scorecards/card1', 'matches/m1', 'tournaments/t1', 'users/u1', 'userdata/u1',
    ]);
  });

  it('a golfer re-importing their own export: what they may only read is fine while unchanged, refused once changed', async () => {
    const file = await exportDatabase(db);
    const same = await previewJsonImport(db, text(file), golfer);
    expect(same.refused).toEqual([]);
    expect(same.collections.scorecards.unchanged).toEqual(['card1', 'card2']);
    const card2 = file.collections.scorecards.find((c) => c.id === 'card2');
    if (!card2) throw new Error('fixture');
    card2.notes = 'not mine';
    expect((await previewJsonImport(db, text(file), golfer)).refused.map((r) => `${r.id} ${r.path}`)).toEqual(['card2 userId']);
  });

  it('a card created for another player may be imported by its creator, but its owner fields cannot be changed', async () => {
    const file = await exportDatabase(db);
    const card = file.collections.scorecards.find((c) => c.id === 'card2');
    if (!card) throw new Error('fixture');
    card.creatorId = 'u1';
    const preview = await previewJsonImport(db, text({ ...file, collections: { scorecards: [card] } }), golfer);
    expect(preview.refused).toEqual([
      { collection: 'scorecards', id: 'card2', path: 'creatorId', reason: 'creatorId of an existing document cannot be changed by an import' },
    ]);
  });

  it('schema violations are refused with document id and field path, and nothing is written', async () => {
    const file = await exportDatabase(db);
    const [card1, card2] = file.collections.scorecards;
    if (!card1 || !card2?.holes[1]) throw new Error('fixture');
    (card1 as Record<string, unknown>).colour = 'pink';
    card2.holes[1].shotCount = 99;
    file.collections.matches.push({ ...(file.collections.matches[0] as (typeof file.collections.matches)[number]), id: 'm1' });
    file.collections.courses[0] = { ...(file.collections.courses[0] as (typeof file.collections.courses)[number]), name: 'Renamed' };
    const before = await snapshot(db);
    const preview = await previewJsonImport(db, text(file), admin);
    expect(preview.refused).toEqual([
      { collection: 'scorecards', id: 'card1', path: 'colour', reason: 'colour is not a known field' },
      { collection: 'scorecards', id: 'card2', path: 'holes[1].shotCount', reason: 'holes[1].shotCount must be at most 30' },
      { collection: 'matches', id: 'm1', path: 'id', reason: 'the id appears more than once in the file' },
    ]);
    expect(preview.collections.courses.changed.map((c) => c.paths)).toEqual([['name', 'nameSort']]);
    await expect(applyImport(db, preview)).rejects.toThrow(/Nothing was imported: 3 document problem/);
    expect(await snapshot(db)).toEqual(before);
  });
});
