// A card's shot marks on the marker's and the player's devices, through the sync engine and the real
// rules (docs/ARCHITECTURE.md, "Documents", shot marks): both mark the same round offline, the marks
// meet on the server mark by mark, each device ends with all of them, and nothing is refused.
import { describe, expect, it } from 'vitest';
import type { MatchDoc, ScoreCardDoc, ShotMarksDoc } from '../../../src/data/types.ts';
import { addShotMark } from '../../../src/data/writes/shot-marks.ts';
import type { TestUser } from '../../support/backend.ts';
import { syncTestContext } from './support/backend.ts';
import { newCard, newId } from './support/cards.ts';
import { eventually, type Device } from './support/devices.ts';

const sync = syncTestContext();

async function device(user: TestUser): Promise<Device> {
  const d = await sync.device(user);
  await d.status((s) => s.online);
  return d;
}

const fix = (at: number, latitude: number, club?: string) => ({ latitude, longitude: -2.8, accuracy: 4, at, ...(club ? { club } : {}) });
/** "hole:latitude" of every mark; the server keeps arrays as objects keyed by index. */
const marksOn = (doc: ShotMarksDoc | null | undefined) =>
  Object.values(doc?.holes ?? {}).flatMap((h) => Object.values(h.marks).map((m) => `${h.number}:${m.latitude}`)).sort();

describe("a card's shot marks on the marker's and the player's devices", () => {
  it('both mark offline; the marks merge mark by mark and reach both devices', async () => {
    const [markerUser, playerUser] = [await sync.backend.createUser(), await sync.backend.createUser()];
    const marker = await device(markerUser);
    const matchId = newId('m');
    const cards = [newCard(markerUser, { matchId }), newCard(playerUser, { creatorId: markerUser.uid, matchId })];
    const now = Date.now();
    const match: MatchDoc = {
      id: matchId, date: now, creationDate: now, modifiedDate: now, courseId: 'course-1', tournamentId: '', isCompetition: false, scoreCards: cards.map((c) => c.id),
      creatorId: markerUser.uid, playMode: 'Individual', scoringMode: 'Stableford', userId: markerUser.uid, markerId: markerUser.uid,
      players: { [markerUser.uid]: 1, [playerUser.uid]: 1 }, holeCount: 18,
    };
    await marker.rxdb.matches.insert(match);
    await marker.rxdb.scorecards.bulkInsert(cards);
    expect(await marker.sync?.awaitPushed(10_000)).toBe(true);
    const player = await device(playerUser);
    const card = cards[1] as ScoreCardDoc;
    await eventually(() => player.rxdb.scorecards.findOne(card.id).exec(), (c) => c !== null);

    marker.offline();
    player.offline();
    const t = Date.now();
    await addShotMark(marker.rxdb, card.id, card.userId, 1, fix(t, 56.341));
    await addShotMark(marker.rxdb, card.id, card.userId, 1, fix(t + 1, 56.342));
    await addShotMark(player.rxdb, card.id, card.userId, 2, fix(t + 2, 56.35, 'driver'));
    marker.online();
    expect(await marker.sync?.awaitPushed(10_000)).toBe(true);
    // The player's copy was made without the marker's: its push meets the server's and merges.
    player.online();
    expect(await player.sync?.awaitPushed(10_000)).toBe(true);

    const all = ['1:56.341', '1:56.342', '2:56.35'];
    await eventually(() => sync.backend.rtdb.getData(`shotMarks/${card.id}`) as ShotMarksDoc | null, (d) => marksOn(d).join() === all.join());
    for (const d of [marker, player]) {
      await eventually(async () => (await d.rxdb.shotmarks.findOne(card.id).exec())?.toJSON() as ShotMarksDoc | undefined, (doc) => marksOn(doc).join() === all.join());
      expect((await d.status(() => true)).rejected).toEqual([]);
    }
  });
});
