// A match's conflicts (docs/ARCHITECTURE.md, "Sync"; src/sync/conflicts/matches.ts): the creator's
// offline edit is rebased on the players who left meanwhile, never dropped for the server's state, and the
// merged match is one the rules take (its marker a listed player) with a card for every player.
import { describe, expect, it } from 'vitest';
import { conflictHandlers } from '../../../../src/sync/conflicts/handlers.ts';
import { mergeIdLists } from '../../../../src/sync/conflicts/matches.ts';
import type { MatchDoc } from '../../../../src/data/types.ts';

type Stored = MatchDoc & { _deleted: boolean };

const base: Stored = {
  id: 'm1',
  date: 1,
  creationDate: 1,
  modifiedDate: 1,
  courseId: 'c1',
  tournamentId: '',
  isCompetition: false,
  scoreCards: ['sc-a', 'sc-b', 'sc-c'],
  creatorId: 'a',
  playMode: 'Individual',
  scoringMode: 'Stableford',
  userId: 'a',
  players: { a: 1, b: 1, c: 1 },
  holeCount: 18,
  _deleted: false,
};

const resolve = (ours: Stored, theirs: Stored, assumed: Stored | undefined) =>
  conflictHandlers.matches.resolve({ newDocumentState: ours, realMasterState: theirs, assumedMasterState: assumed }, 'test');

describe('the match conflict handler', () => {
  it("keeps the creator's offline edit (a player taken out, new notes) over a player who left meanwhile", async () => {
    const creatorsEdit: Stored = { ...base, players: { a: 1, b: 1 }, scoreCards: ['sc-a', 'sc-b'], notes: 'Tee off at 9:10', modifiedDate: 5 };
    const serverAfterLeave: Stored = { ...base, players: { a: 1, c: 1 } };
    const merged = await resolve(creatorsEdit, serverAfterLeave, base);
    expect(merged).toEqual({ ...creatorsEdit, players: { a: 1 } });
  });

  it("keeps what the creator's other device changed, and its value where both changed the same field", async () => {
    const here: Stored = { ...base, notes: 'here', holeCount: 9 };
    const otherDevice: Stored = { ...base, notes: 'there', playMode: 'Fourball' };
    expect(await resolve(here, otherDevice, base)).toEqual({ ...base, notes: 'there', playMode: 'Fourball', holeCount: 9 });
  });

  it("carries the creator's side games over a player who left meanwhile, game by game against the creator's other device", async () => {
    const skins = { basis: 'net', carryOver: true, value: 2 } as const;
    const nassau = { play: 'match', basis: 'gross', press: true } as const;
    const creatorsEdit: Stored = { ...base, games: { skins } };
    const serverAfterLeave: Stored = { ...base, players: { a: 1, c: 1 } };
    expect(await resolve(creatorsEdit, serverAfterLeave, base)).toEqual({ ...creatorsEdit, players: { a: 1, c: 1 } });
    // One device added the Nassau, the other changed the skins: both stand; a game both changed keeps the server's.
    const withSkins: Stored = { ...base, games: { skins } };
    const here: Stored = { ...withSkins, games: { skins, nassau } };
    const otherDevice: Stored = { ...withSkins, games: { skins: { ...skins, value: 5 } } };
    expect((await resolve(here, otherDevice, withSkins)).games).toEqual({ skins: { ...skins, value: 5 }, nassau });
    const bothChanged = await resolve({ ...withSkins, games: { skins: { ...skins, value: 3 } } }, otherDevice, withSkins);
    expect(bothChanged.games).toEqual({ skins: { ...skins, value: 5 } });
    // The games taken off here, untouched there: none.
    expect(await resolve({ ...withSkins, games: undefined }, { ...withSkins, notes: 'x' }, withSkins)).not.toHaveProperty('games');
  });

  it('replaces a marker who left meanwhile: the rules refuse a match whose marker is not a player', async () => {
    const withMarker: Stored = { ...base, markerId: 'b' };
    const creatorsEdit: Stored = { ...withMarker, notes: 'Tee off at 9:10' };
    const serverAfterLeave: Stored = { ...withMarker, players: { a: 1, c: 1 } };
    const merged = await resolve(creatorsEdit, serverAfterLeave, withMarker);
    expect(merged.players).toEqual({ a: 1, c: 1 });
    expect(merged.notes).toBe('Tee off at 9:10');
    expect(merged.markerId).toBeUndefined();
    // A marker the creator chose since, who is still a player, stays.
    const newMarker = await resolve({ ...creatorsEdit, markerId: 'c' }, serverAfterLeave, withMarker);
    expect(newMarker.markerId).toBe('c');
  });

  it("keeps both players the creator's two devices added, each with their card and side", async () => {
    const fourball: Stored = { ...base, playMode: 'Fourball', sides: { 'sc-a': 1, 'sc-b': 1, 'sc-c': 2 } };
    const here: Stored = { ...fourball, players: { ...fourball.players, d: 1 }, scoreCards: [...(fourball.scoreCards ?? []), 'sc-d'], sides: { ...fourball.sides, 'sc-d': 2 } };
    const otherDevice: Stored = { ...fourball, players: { ...fourball.players, e: 1 }, scoreCards: [...(fourball.scoreCards ?? []), 'sc-e'], sides: { ...fourball.sides, 'sc-e': 2 } };
    const merged = await resolve(here, otherDevice, fourball);
    expect(merged.players).toEqual({ a: 1, b: 1, c: 1, d: 1, e: 1 });
    expect(merged.scoreCards).toEqual(['sc-a', 'sc-b', 'sc-c', 'sc-e', 'sc-d']);
    expect(merged.sides).toEqual({ 'sc-a': 1, 'sc-b': 1, 'sc-c': 2, 'sc-d': 2, 'sc-e': 2 });
  });

  it("takes the server's state when there is no base to tell who changed what", async () => {
    const here: Stored = { ...base, players: { a: 1, b: 1 }, notes: 'here' };
    const server: Stored = { ...base, players: { a: 1, c: 1 } };
    expect(await resolve(here, server, undefined)).toEqual(server);
  });

  it("takes the server's state whole when nothing changed here, even a marker it no longer lists", async () => {
    // A player's phone after leaving a tournament round it still reads: its own state is the base.
    const here: Stored = { ...base, markerId: 'b', players: { a: 1, c: 1 }, scoreCards: ['sc-a', 'sc-c'], modifiedDate: 9 };
    const server: Stored = { ...base, markerId: 'b', players: { a: 1, c: 1 }, notes: 'Tee off at 9:10' };
    expect(await resolve(here, server, here)).toEqual(server);
  });

  it('a match deleted here stays deleted; one deleted on the server stays deleted', async () => {
    const leaveOnServer: Stored = { ...base, players: { a: 1, c: 1 } };
    expect((await resolve({ ...base, _deleted: true }, leaveOnServer, base))._deleted).toBe(true);
    expect((await resolve({ ...base, notes: 'here' }, { ...base, _deleted: true }, base))._deleted).toBe(true);
  });
});

describe('mergeIdLists', () => {
  it("keeps the order of the side that changed the list, drops what either removed, adds what either added", () => {
    expect(mergeIdLists(['a', 'c', 'b'], ['a', 'b', 'c'], ['a', 'b', 'c'])).toEqual(['a', 'c', 'b']);
    expect(mergeIdLists(['a', 'b'], ['a', 'b', 'c', 'd'], ['a', 'b', 'c'])).toEqual(['a', 'b', 'd']);
    expect(mergeIdLists(['b'], ['a', 'b'], ['a', 'b'])).toEqual(['b']);
  });
});
