// The sync engine against the rules: what they refuse, and cards made for other players
// (docs/ARCHITECTURE.md, "Sync" and "Security rules").
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MatchDoc } from '../../../src/data/types.ts';
import type { TestUser } from '../../support/backend.ts';
import { syncTestContext } from './support/backend.ts';
import { newCard, newId, recordHole, serverCard } from './support/cards.ts';
import { eventually, type Device } from './support/devices.ts';

const sync = syncTestContext();

afterEach(async () => {
  vi.restoreAllMocks();
});

async function device(user: TestUser): Promise<Device> {
  const d = await sync.device(user);
  await d.status((s) => s.online);
  return d;
}

describe('rules and shared cards', () => {
  it('6. a card A may not write is reported, kept locally and flagged, not retried; A\'s other changes sync', async () => {
    const [alice, bob] = [await sync.backend.createUser(), await sync.backend.createUser()];
    const a = await device(alice);
    // The SDK warns once per refused transaction: that counts the attempts.
    const warn = vi.spyOn(console, 'warn');
    const forbidden = newCard(bob); // bob's card, claimed to be created by bob: alice may not write it
    const mine = newCard(alice);
    await a.rxdb.scorecards.bulkInsert([forbidden, mine]);

    const flagged = await a.status((s) => s.rejected.some((r) => r.documentId === forbidden.id) && s.lastError !== null);
    expect(flagged.lastError).toMatchObject({ kind: 'rejected', collection: 'scorecards', documentId: forbidden.id });
    expect(flagged.rejected).toEqual([{ collection: 'scorecards', documentId: forbidden.id, message: expect.stringMatching(/permission_denied/) }]);
    expect(await a.sync?.awaitPushed(10_000)).toBe(true);
    expect(serverCard(sync.backend, mine.id)?.userId).toBe(alice.uid);
    expect(sync.backend.rtdb.getData(`scoreCards/${forbidden.id}`)).toBeNull();
    expect(await a.rxdb.scorecards.findOne(forbidden.id).exec()).not.toBeNull();

    // More of A's changes go through while the refused card stays flagged and is not sent again.
    await (await a.rxdb.scorecards.findOne(mine.id).exec())?.incrementalModify((c) => recordHole(c, 1, 4));
    expect(await a.sync?.awaitPushed(10_000)).toBe(true);
    expect(serverCard(sync.backend, mine.id)?.holes[0]?.shotCount).toBe(4);
    await new Promise((r) => setTimeout(r, 2_500));
    const attempts = warn.mock.calls.filter((c) => c.some((arg) => String(arg).includes(forbidden.id))).length;
    expect(attempts).toBe(1);
    const status = await a.status(() => true);
    expect(status.rejected.map((r) => r.documentId)).toEqual([forbidden.id]);
    expect(status.pending).toBe(0);
  });

  it('9. a match: the creator\'s device creates the cards of four players; each player\'s device receives its card', async () => {
    const creator = await sync.backend.createUser();
    const friends = [await sync.backend.createUser(), await sync.backend.createUser(), await sync.backend.createUser()];
    const players = [creator, ...friends];
    const c = await device(creator);
    const matchId = newId('m');
    const cards = players.map((p) => newCard(p, { creatorId: creator.uid, matchId }));
    const now = Date.now();
    const match: MatchDoc = {
      id: matchId, date: now, creationDate: now, modifiedDate: now, courseId: 'course-1', tournamentId: '', isCompetition: false,
      notes: '', scoreCards: cards.map((x) => x.id), creatorId: creator.uid, playMode: 'Individual', scoringMode: 'Stableford',
      userId: creator.uid, players: Object.fromEntries(players.map((p) => [p.uid, 1 as const])), holeCount: 18,
    };
    await c.rxdb.matches.insert(match);
    await c.rxdb.scorecards.bulkInsert(cards);
    expect(await c.sync?.awaitPushed(10_000)).toBe(true);

    for (const [i, friend] of friends.entries()) {
      const d = await device(friend);
      const own = await eventually(
        () => d.rxdb.scorecards.find({ selector: { userId: friend.uid, matchId } }).exec(),
        (docs) => docs.length === 1,
      );
      expect(own[0]?.id).toBe(cards[i + 1]?.id);
      expect(own[0]?.creatorId).toBe(creator.uid);
      expect((await eventually(() => d.rxdb.matches.findOne(matchId).exec(), (m) => m !== null))?.players).toEqual(match.players);
      // A player of the match may record on the card the organiser made; the organiser sees it.
      await own[0]?.incrementalModify((card) => recordHole(card, 1, 5));
      expect(await d.sync?.awaitPushed(10_000)).toBe(true);
      await eventually(() => c.rxdb.scorecards.findOne(own[0]?.id).exec(), (x) => x?.holes[0]?.shotCount === 5);
      await sync.close(d);
    }
  });
});
