// A match's conflicts (docs/ARCHITECTURE.md, "Sync"): the creator's offline edit is rebased on the
// players who left meanwhile, never dropped for the server's state.
import { describe, expect, it } from 'vitest';
import { conflictHandlers } from '../../../../src/sync/conflicts/handlers.ts';
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

  it("takes the server's state when there is no base to tell who changed what", async () => {
    const here: Stored = { ...base, players: { a: 1, b: 1 }, notes: 'here' };
    const server: Stored = { ...base, players: { a: 1, c: 1 } };
    expect(await resolve(here, server, undefined)).toEqual(server);
  });

  it('a match deleted here stays deleted; one deleted on the server stays deleted', async () => {
    const leaveOnServer: Stored = { ...base, players: { a: 1, c: 1 } };
    expect((await resolve({ ...base, _deleted: true }, leaveOnServer, base))._deleted).toBe(true);
    expect((await resolve({ ...base, notes: 'here' }, { ...base, _deleted: true }, base))._deleted).toBe(true);
  });
});
