// Each malformed file gets a clear message and writes nothing.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  exportDatabase,
  exportScoreCardsCsv,
  MAX_IMPORT_BYTES,
  previewCsvImport,
  previewJsonImport,
  TransferError,
  type GolfDatabase,
} from '../../../../src/data/index.ts';
import { dispose, freshDatabase } from '../fixtures.ts';
import { admin, seed, snapshot } from './support.ts';

let db: GolfDatabase;
let before: Record<string, unknown[]>;
beforeEach(async () => {
  db = await freshDatabase();
  await seed(db);
  before = await snapshot(db);
});
afterEach(async () => {
  expect(await snapshot(db)).toEqual(before);
  await dispose(db);
});

async function refusal(run: Promise<unknown>): Promise<TransferError> {
  const err = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof TransferError)) throw new Error(`expected a TransferError, got ${String(err)}`);
  return err;
}

describe('import of malformed files writes nothing', () => {
  it('malformed JSON', async () => {
    const err = await refusal(previewJsonImport(db, '{"format": "handicap-down-export", ', admin));
    expect(err.code).toBe('malformed-json');
    expect(err.message).toMatch(/^The file is not valid JSON/);
  });

  it('a wrong format', async () => {
    const err = await refusal(previewJsonImport(db, JSON.stringify({ format: 'something-else', formatVersion: 1, collections: {} }), admin));
    expect(err.code).toBe('wrong-format');
    expect(err.message).toBe('This is not a Handicap Down! export file (its "format" is not "handicap-down-export").');
    expect((await refusal(previewJsonImport(db, '[1, 2]', admin))).code).toBe('wrong-format');
  });

  it('a wrong format version says which version is supported', async () => {
    const file = { ...(await exportDatabase(db)), formatVersion: 2 };
    const err = await refusal(previewJsonImport(db, JSON.stringify(file), admin));
    expect(err.code).toBe('wrong-version');
    expect(err.message).toBe('The file has format version 2; this version of the app reads format version 1 only.');
  });

  it('a newer schema version, an unknown collection, a collection that is not a list', async () => {
    const file = await exportDatabase(db);
    expect((await refusal(previewJsonImport(db, JSON.stringify({ ...file, schemaVersions: { ...file.schemaVersions, scorecards: 3 } }), admin))).message).toBe(
      "The file's scorecards are of schema version 3, newer than this app's (1): update the app first.",
    );
    expect((await refusal(previewJsonImport(db, JSON.stringify({ ...file, collections: { clubs: [] } }), admin))).message).toMatch(/unknown collection "clubs"/);
    expect((await refusal(previewJsonImport(db, JSON.stringify({ ...file, collections: { courses: {} } }), admin))).message).toBe(
      '"collections.courses" is not a list of documents.',
    );
  });

  it('a file over 50 MB is refused on its size, before it is read', async () => {
    let read = false;
    const huge = {
      size: MAX_IMPORT_BYTES + 1,
      text: () => {
        read = true;
        return Promise.resolve('{}');
      },
    } as unknown as Blob;
    const err = await refusal(previewJsonImport(db, huge, admin));
    expect(err.code).toBe('too-large');
    expect(err.message).toBe('The file is 50.0 MB; files up to 50.0 MB can be imported.');
    expect((await refusal(previewCsvImport(db, huge, admin))).code).toBe('too-large');
    expect(read).toBe(false);
  });

  it('a CSV with a missing column', async () => {
    const csv = await exportScoreCardsCsv(db, 'u1');
    const withoutShots = csv.replace('Extra shots,Shots,Putts', 'Extra shots,Strokes,Putts');
    const err = await refusal(previewCsvImport(db, withoutShots, admin));
    expect(err.code).toBe('missing-column');
    expect(err.message).toBe('The CSV file lacks the column "Shots" (the first row must name the columns of a score cards export).');
    expect((await refusal(previewCsvImport(db, '', admin))).code).toBe('missing-column');
    expect((await refusal(previewCsvImport(db, 'Card id,Date\n"x', admin))).code).toBe('malformed-csv');
  });
});
