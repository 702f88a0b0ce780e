import { describe, expect, it } from 'vitest';
import { documentsSource, exportSourceBlob, SCHEMA_VERSIONS } from '../../../../src/data/transfer/index.ts';

describe('exportSourceBlob of documents read elsewhere (an administrator\'s server read)', () => {
  it('writes the transfer format with every collection, drops updatedAt, and reports progress a page at a time', async () => {
    const users = Array.from({ length: 5 }, (_, i) => ({ id: `u${i}`, email: `u${i}@example.com`, updatedAt: 1 }));
    const progress: [number, number][] = [];
    const blob = await exportSourceBlob(documentsSource({ users, courses: [] }), {
      now: new Date('2026-11-23T10:00:00Z'),
      pageSize: 2,
      onProgress: (done, total) => progress.push([done, total]),
    });
    const file = JSON.parse(await blob.text()) as Record<string, unknown> & { collections: Record<string, unknown[]> };
    expect(file).toMatchObject({ format: 'handicap-down-export', formatVersion: 1, exportedAt: '2026-11-23T10:00:00.000Z', schemaVersions: SCHEMA_VERSIONS });
    expect(Object.keys(file.collections).sort()).toEqual(['courses', 'matches', 'scorecards', 'shotmarks', 'tournaments', 'userdata', 'users']);
    expect(file.collections.users).toEqual(users.map(({ updatedAt: _u, ...u }) => u));
    expect(file.collections.scorecards).toEqual([]);
    expect(progress).toEqual([
      [0, 5],
      [2, 5],
      [4, 5],
      [5, 5],
    ]);
  });
});
