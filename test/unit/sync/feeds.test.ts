// Who a push announces a document to (feeds.ts), which pushes wait for which (push-order.ts), and what
// the migration writes (scripts/migrate/plan.ts).
import { describe, expect, it } from 'vitest';
import type { CollectionName } from '../../../schemas/index.ts';
import { chunkUpdates, migrationUpdates, SERVER_TIME } from '../../../scripts/migrate/plan.ts';
import { encodeGeohash } from '../../../src/domain/index.ts';
import type { PlainDoc } from '../../../src/backend/doc-shape.ts';
import { feedEntriesFor, membershipEntries, readersOf, type LocalLookup } from '../../../src/sync/replication/feeds.ts';
import { referencedCollections } from '../../../src/sync/replication/push-order.ts';

const tournament = { id: 't1', organizer: { id: 'org' }, playerIds: { ann: 1, bob: 1, dan: 1 } };
const match = { id: 'm1', creatorId: 'ann', players: { ann: 1, bob: 1 }, tournamentId: 't1', scoreCards: ['c1', 'c2'] };
const cards = [
  { id: 'c1', userId: 'ann', creatorId: 'ann', matchId: 'm1', tournamentId: 't1' },
  { id: 'c2', userId: 'bob', creatorId: 'ann', matchId: 'm1', tournamentId: 't1' },
  { id: 'c3', userId: 'cat', creatorId: 'cat', matchId: '', tournamentId: '' },
];

const local: LocalLookup = {
  get: (name: CollectionName, id: string) =>
    Promise.resolve(((name === 'matches' ? [match] : name === 'tournaments' ? [tournament] : cards) as PlainDoc[]).find((d) => d.id === id) ?? null),
  where: (name: CollectionName, field: string, value: string) =>
    Promise.resolve(((name === 'matches' ? [match] : name === 'scorecards' ? cards : [tournament]) as PlainDoc[]).filter((d) => d[field] === value)),
};

describe('readers of a document', () => {
  it('a card: its player, its creator, its match and its tournament members', async () => {
    expect([...(await readersOf('scorecards', cards[1] as PlainDoc, local))].sort()).toEqual(['ann', 'bob', 'dan', 'org']);
    expect([...(await readersOf('scorecards', cards[2] as PlainDoc, local))]).toEqual(['cat']);
  });

  it('a match: creator, players, tournament members; a tournament: organizer and players', async () => {
    expect([...(await readersOf('matches', match, local))].sort()).toEqual(['ann', 'bob', 'dan', 'org']);
    expect([...(await readersOf('tournaments', tournament, local))].sort()).toEqual(['ann', 'bob', 'dan', 'org']);
  });

  it("a card's shot marks: its player and its match's marker only, not the card's other readers", async () => {
    expect([...(await readersOf('shotmarks', { id: 'c2', userId: 'bob' }, local))].sort()).toEqual(['ann', 'bob']);
    expect([...(await readersOf('shotmarks', { id: 'c3', userId: 'cat' }, local))]).toEqual(['cat']);
    expect(await feedEntriesFor('shotmarks', null, { id: 'c2', userId: 'bob' }, local)).toEqual(['feeds/bob/shotMarks/c2', 'feeds/ann/shotMarks/c2']);
  });

  it("a card's shot marks wait for the card", () => {
    expect(referencedCollections('shotmarks', [{ id: 'c2', userId: 'bob' }])).toEqual(['scorecards']);
  });

  it('announces to the readers of the old state too (someone who just lost access)', async () => {
    const before = { ...cards[2], matchId: '' } as PlainDoc;
    const after = { ...cards[2], userId: 'cat', creatorId: 'cat' } as PlainDoc;
    expect(await feedEntriesFor('scorecards', before, after, local)).toEqual(['feeds/cat/scoreCards/c3']);
    const removed = { ...match, players: { ann: 1 }, tournamentId: '' };
    expect((await feedEntriesFor('matches', match, removed, local)).sort()).toEqual(
      ['ann', 'bob', 'dan', 'org'].map((u) => `feeds/${u}/matches/m1`),
    );
  });

  it('a player who joins or leaves a match gets entries for its cards; nothing else moves', async () => {
    const without = { ...match, players: { ann: 1 } };
    expect((await membershipEntries('matches', match, without, local)).sort()).toEqual(['feeds/bob/scoreCards/c1', 'feeds/bob/scoreCards/c2']);
    expect(await membershipEntries('matches', match, { ...match, notes: 'x' }, local)).toEqual([]);
    expect(await membershipEntries('matches', null, match, local)).toEqual([]);
  });

  it('a player removed from a tournament gets entries for its matches and cards', async () => {
    const without = { ...tournament, playerIds: { ann: 1, bob: 1 } };
    expect((await membershipEntries('tournaments', tournament, without, local)).sort()).toEqual([
      'feeds/dan/matches/m1',
      'feeds/dan/scoreCards/c1',
      'feeds/dan/scoreCards/c2',
    ]);
  });
});

describe('push order', () => {
  it('cards wait for matches and tournaments they name; matches for their tournament', () => {
    expect(referencedCollections('scorecards', [cards[2] as PlainDoc])).toEqual([]);
    expect(referencedCollections('scorecards', [cards[2] as PlainDoc, cards[0] as PlainDoc])).toEqual(['matches', 'tournaments']);
    expect(referencedCollections('matches', [match])).toEqual(['tournaments']);
    expect(referencedCollections('users', [{ id: 'x', matchId: 'm1' }])).toEqual([]);
  });
});

describe('the migration plan', () => {
  it('moves e-mails, fills playerIds, stamps documents without updatedAt, feeds every reader', async () => {
    const updates = await migrationUpdates({
      users: { ann: { id: 'ann', email: 'ann@example.com', updatedAt: 1 }, bob: { id: 'bob', email: 'bob@example.com' } },
      userdata: { ann: { id: 'ann', updatedAt: 1 } },
      tournaments: { t1: { id: 't1', organizer: { id: 'org' }, players: { 0: { userId: 'ann' }, 1: { userId: 'dan' } }, updatedAt: 1 } },
      matches: { m1: { id: 'm1', creatorId: 'ann', players: { ann: 1 }, tournamentId: '', updatedAt: 1 } },
      scorecards: {
        c1: { id: 'c1', userId: 'ann', creatorId: 'ann', matchId: 'm1', tournamentId: 't1' },
        c2: { id: 'c2', userId: 'ann', creatorId: 'ann', matchId: '', tournamentId: '', rev: 4, updatedAt: 1 },
      },
    });
    expect(updates['users/ann/email']).toBeNull();
    expect(updates['userData/ann/email']).toBe('ann@example.com');
    expect(updates['userData/bob']).toEqual({ id: 'bob', email: 'bob@example.com', updatedAt: SERVER_TIME });
    expect(updates['tournaments/t1/playerIds']).toEqual({ ann: 1, dan: 1 });
    expect(updates['scoreCards/c1/updatedAt']).toEqual(SERVER_TIME);
    expect(updates['matches/m1/updatedAt']).toBeUndefined();
    // A card without a revision gets the first; one with a revision keeps it and is not touched.
    expect(updates['scoreCards/c1/rev']).toBe(1);
    expect(updates['scoreCards/c2/rev']).toBeUndefined();
    expect(updates['scoreCards/c2/updatedAt']).toBeUndefined();
    expect(Object.keys(updates).filter((p) => p.startsWith('feeds/')).sort()).toEqual([
      'feeds/ann/matches/m1',
      'feeds/ann/scoreCards/c1',
      'feeds/ann/scoreCards/c2',
      'feeds/ann/tournaments/t1',
      'feeds/dan/scoreCards/c1',
      'feeds/dan/tournaments/t1',
      'feeds/org/scoreCards/c1',
      'feeds/org/tournaments/t1',
    ]);
    expect(chunkUpdates(updates, 5).every((c) => Object.keys(c).length <= 5)).toBe(true);
    expect(Object.assign({}, ...chunkUpdates(updates, 5))).toEqual(updates);
  });

  it('fits a course bigger than a course may be, and leaves the others alone', async () => {
    const hole = { number: 1, hcp: 1, par: 4 };
    const tee = (i: number) => ({ id: `t${i}`, name: `Tee ${i}`, type: 'Golf', holeCount: 1, holes: [hole] });
    const updates = await migrationUpdates({
      courses: {
        big: { id: 'big', tees: Array.from({ length: 12 }, (_, i) => tee(i)), updatedAt: 1 },
        small: { id: 'small', tees: { 0: tee(0) }, updatedAt: 1 },
      },
    });
    expect((updates['courses/big/tees'] as unknown[]).length).toBe(10);
    expect(updates['courses/big/updatedAt']).toEqual(SERVER_TIME);
    expect(Object.keys(updates).filter((p) => p.startsWith('courses/small'))).toEqual([]);
  });

  it('gives every live course its directory entry and every named profile its search keys (docs/ARCHITECTURE.md, "Course directory")', async () => {
    const hole = { number: 1, hcp: 1, par: 4, teeLatitude: 40.4168, teeLongitude: -3.7038 };
    const course = (id: string, over: object = {}) => ({ id, name: 'Évian Links', nameSort: 'evian links', creationDate: 1, lastModifiedDate: 1, creatorId: 'ann', updatedAt: 1, ...over });
    const updates = await migrationUpdates({
      courses: {
        placed: course('placed', { tees: [{ id: 't', name: 'T', type: 'Golf', holeCount: 1, holes: [hole] }] }),
        bare: course('bare', { nameSort: 'Évian' }),
        gone: course('gone', { deleted: true }),
      },
      users: { ann: { id: 'ann', firstName: 'Ána', lastName: 'Ruiz', updatedAt: 1 }, bob: { id: 'bob', updatedAt: 1 } },
    });
    expect(updates['directory/courses/placed']).toEqual({ name: 'Évian Links', nameSort: 'evian links', creatorId: 'ann', geohash: encodeGeohash({ latitude: 40.4168, longitude: -3.7038 }, 9) });
    expect(updates['directory/courses/bare']).toEqual({ name: 'Évian Links', nameSort: 'evian links', creatorId: 'ann' });
    expect(updates['courses/bare/nameSort']).toBe('evian links');
    expect(updates['directory/courses/gone']).toBeNull();
    expect(updates['users/ann/nameSort']).toBe('ana ruiz');
    expect(updates['users/ann/lastNameSort']).toBe('ruiz ana');
    expect(updates['users/ann/updatedAt']).toEqual(SERVER_TIME);
    expect(Object.keys(updates).filter((p) => p.startsWith('users/bob'))).toEqual([]);
  });
});
