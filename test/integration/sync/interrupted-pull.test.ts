// A device stopped between storing a pull and storing RxDB's record of the server's state
// (docs/ARCHITECTURE.md, "Interrupted pulls"): RxDB's upstream has already moved its checkpoint
// past the pulled documents, so after a restart nothing but the pull's own mark tells them from this
// device's edits. The restarted device must take every newer server version, send none of the pulled
// documents back, and report nothing pending once it holds what the server holds.
import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, it } from 'vitest';
import type { CollectionName } from '../../../schemas/index.ts';
import type { GolfDatabase, MatchDoc, ScoreCardDoc, TournamentDoc } from '../../../src/data/types.ts';
import { disputeHoles } from '../../../src/data/writes/certification.ts';
import { patchHole } from '../../../src/data/writes/scorecards.ts';
import { addShotMark } from '../../../src/data/writes/shot-marks.ts';
import { courseDocument } from '../../support/course-18.ts';
import { syncTestContext } from './support/backend.ts';
import { newCard, newId, recordHole, serverCard, shots } from './support/cards.ts';
import { eventually } from './support/devices.ts';
import { interruptedStorage, type InterruptOptions } from './support/interrupted-storage.ts';

const sync = syncTestContext();

/** The collections `writeOneOfEach` writes a document to (every one a card's round needs). */
const WRITTEN: readonly CollectionName[] = ['courses', 'users', 'userdata', 'tournaments', 'matches', 'scorecards', 'shotmarks'];

/** One document of each collection, all of one golfer, as the app writes them. */
async function writeOneOfEach(db: GolfDatabase, uid: string) {
  const now = Date.now();
  const course = courseDocument({ id: newId('course'), name: 'Old Links', creatorId: uid, now });
  const tournament: TournamentDoc = {
    id: newId('t'), name: 'Autumn Cup', creationDate: now, modifiedDate: now,
    organizer: { id: uid }, players: [{ userId: uid }], playerIds: { [uid]: 1 },
  };
  const matchId = newId('m');
  const card = newCard({ uid }, { matchId, tournamentId: tournament.id, courseId: course.id });
  const match: MatchDoc = {
    id: matchId, date: now, creationDate: now, modifiedDate: now, courseId: course.id, tournamentId: tournament.id,
    isCompetition: false, scoreCards: [card.id], creatorId: uid, playMode: 'Individual', scoringMode: 'Stableford',
    userId: uid, players: { [uid]: 1 }, holeCount: 18,
  };
  await db.courses.insert(course);
  await db.users.insert({ id: uid, firstName: 'Ana' });
  await db.userdata.insert({ id: uid, displayStyle: 'Default Colors' });
  await db.tournaments.insert(tournament);
  await db.matches.insert(match);
  await db.scorecards.insert(card);
  await addShotMark(db, card.id, uid, 1, { latitude: 41.5, longitude: 2.1, accuracy: 4, at: now });
  return { course, tournament, match, card };
}

/** Changes each of them, as another device of the golfer would. */
async function changeEach(db: GolfDatabase, docs: Awaited<ReturnType<typeof writeOneOfEach>>, uid: string) {
  await (await db.courses.findOne(docs.course.id).exec())?.incrementalPatch({ name: 'Old Links (changed)' });
  await (await db.users.findOne(uid).exec())?.incrementalPatch({ firstName: 'Ana María' });
  await (await db.userdata.findOne(uid).exec())?.incrementalPatch({ displayStyle: 'Geometry Shapes' });
  await (await db.tournaments.findOne(docs.tournament.id).exec())?.incrementalPatch({ name: 'Autumn Cup (changed)' });
  await (await db.matches.findOne(docs.match.id).exec())?.incrementalPatch({ notes: 'changed' });
  await (await db.scorecards.findOne(docs.card.id).exec())?.incrementalModify((c) => recordHole(c, 3, 6));
  await addShotMark(db, docs.card.id, uid, 1, { latitude: 41.501, longitude: 2.1, accuracy: 5, at: Date.now() });
}

describe('a pull interrupted before its record of the server state', () => {
  it('every collection: the restarted device takes the newer server versions and sends nothing back', async () => {
    const user = await sync.backend.createUser();
    const writer = await sync.device(user);
    await writer.status((s) => s.online);
    const docs = await writeOneOfEach(writer.rxdb, user.uid);
    expect(await writer.sync?.awaitPushed(20_000)).toBe(true);

    // The second device pulls everything; RxDB's records of the server's states never get written.
    const indexedDB = new IDBFactory();
    const interrupted = interruptedOpen();
    const phone = await sync.device(user, { reuse: { indexedDB, dbName: `phone-${process.pid}` }, storage: interrupted.wrap });
    await interrupted.state.held(WRITTEN);
    await interrupted.state.upstreamMoved(WRITTEN);
    expect(shots(await phone.rxdb.scorecards.findOne(docs.card.id).exec())).toEqual(shots(docs.card));
    interrupted.state.crash();
    await sync.close(phone);

    await changeEach(writer.rxdb, docs, user.uid);
    expect(await writer.sync?.awaitPushed(20_000)).toBe(true);

    const again = await sync.device(user, { reuse: phone });
    await again.status((s) => s.online);
    await eventually(() => again.rxdb.courses.findOne(docs.course.id).exec(), (c) => c?.name === 'Old Links (changed)');
    await eventually(() => again.rxdb.users.findOne(user.uid).exec(), (u) => u?.firstName === 'Ana María');
    await eventually(() => again.rxdb.userdata.findOne(user.uid).exec(), (u) => u?.displayStyle === 'Geometry Shapes');
    await eventually(() => again.rxdb.tournaments.findOne(docs.tournament.id).exec(), (t) => t?.name === 'Autumn Cup (changed)');
    await eventually(() => again.rxdb.matches.findOne(docs.match.id).exec(), (m) => m?.notes === 'changed');
    await eventually(() => again.rxdb.scorecards.findOne(docs.card.id).exec(), (c) => c?.holes[2]?.shotCount === 6);
    await eventually(() => again.rxdb.shotmarks.findOne(docs.card.id).exec(), (m) => m?.holes?.[0]?.marks.length === 2);

    expect(await again.sync?.awaitPushed(10_000)).toBe(true);
    const status = await again.status(() => true);
    expect(status.pending).toBe(0);
    expect(status.rejected).toEqual([]);
    const pushed = Object.values(again.sync?.counters() ?? {}).reduce((n, c) => n + c.pushed, 0);
    expect(pushed).toBe(0);
  });

  it('a match partner stopped before the upstream moved: sends none of the cards back and takes the marker\'s scores', async () => {
    const { partner, m, cards, phone } = await partnerStoppedMidPull('partner');

    // The marker scores three holes on both cards.
    for (const card of cards) {
      await (await m.rxdb.scorecards.findOne(card.id).exec())?.incrementalModify((c) => recordHole(recordHole(recordHole(c, 1, 5), 2, 4), 3, 5));
    }
    expect(await m.sync?.awaitPushed(20_000)).toBe(true);

    const again = await sync.device(partner, { reuse: phone });
    for (const card of cards) {
      await eventually(() => again.rxdb.scorecards.findOne(card.id).exec(), (c) => shots(c)?.slice(0, 3).join() === '5,4,5');
    }
    expect(await again.sync?.awaitPushed(10_000)).toBe(true);
    const status = await again.status(() => true);
    expect(status.rejected).toEqual([]);
    expect(status.pending).toBe(0);
    expect(again.sync?.counters().scorecards?.pushed).toBe(0);
    expect(again.sync?.counters().matches?.pushed).toBe(0);
    // The marker's device holds the scores it entered: nothing stale came back.
    for (const card of cards) expect(shots(await m.rxdb.scorecards.findOne(card.id).exec())?.slice(0, 3)).toEqual([5, 4, 5]);
  });

  it('a partner who changes the pulled card offline after the restart keeps the change beside the marker\'s', async () => {
    const { partner, m, cards, phone } = await partnerStoppedMidPull('partner-edit');
    const partnerCard = cards[1] as ScoreCardDoc;

    // The partner's phone starts again with no signal, and the partner disputes hole 3 of their card
    // and scores hole 4 (two writes: the second must keep the pulled state too); meanwhile the marker
    // scores hole 3.
    // Both writes land before the sync engine starts, as on a page that takes taps first.
    const again = await sync.device(partner, { reuse: phone, sync: false });
    await disputeHoles(again.rxdb, partnerCard.id, partner.uid, [3], Date.now());
    await patchHole(again.rxdb, partnerCard.id, 4, { shotCount: 6 }, Date.now(), partner.uid);
    again.offline();
    again.startSync();
    await (await m.rxdb.scorecards.findOne(partnerCard.id).exec())?.incrementalModify((c) => recordHole(c, 3, 5));
    expect(await m.sync?.awaitPushed(20_000)).toBe(true);

    again.online();
    expect(await again.sync?.awaitPushed(20_000)).toBe(true);
    const both = (c: ScoreCardDoc | null) => c?.holes[2]?.shotCount === 5 && c.holes[2].disputed === true && c.holes[3]?.shotCount === 6;
    expect(both(serverCard(sync.backend, partnerCard.id))).toBe(true);
    await eventually(() => m.rxdb.scorecards.findOne(partnerCard.id).exec(), (c) => both(c?.toMutableJSON() ?? null));
    await eventually(() => again.rxdb.scorecards.findOne(partnerCard.id).exec(), (c) => both(c?.toMutableJSON() ?? null));
    const status = await again.status(() => true);
    expect(status.rejected).toEqual([]);
  });
});

/**
 * The marker's device pushes a Fourball match of two and its cards; the partner's device pulls them and
 * is stopped before the upstream moved and before RxDB recorded the server's state.
 */
async function partnerStoppedMidPull(dbName: string) {
  const [marker, partner] = [await sync.backend.createUser(), await sync.backend.createUser()];
  const m = await sync.device(marker);
  await m.status((s) => s.online);
  const now = Date.now();
  const matchId = newId('m');
  const cards = [marker, partner].map((p) => newCard(p, { creatorId: marker.uid, matchId }));
  const match: MatchDoc = {
    id: matchId, date: now, creationDate: now, modifiedDate: now, courseId: 'course-1', tournamentId: '', isCompetition: false,
    scoreCards: cards.map((c) => c.id), creatorId: marker.uid, playMode: 'Fourball', scoringMode: 'Stableford',
    userId: marker.uid, players: { [marker.uid]: 1, [partner.uid]: 1 }, markerId: marker.uid, holeCount: 18,
  };
  await m.rxdb.matches.insert(match);
  await m.rxdb.scorecards.bulkInsert(cards);
  expect(await m.sync?.awaitPushed(20_000)).toBe(true);

  const interrupted = interruptedOpen({ holdUpstream: true });
  const phone = await sync.device(partner, { reuse: { indexedDB: new IDBFactory(), dbName: `${dbName}-${process.pid}` }, storage: interrupted.wrap });
  await interrupted.state.held(['scorecards', 'matches']);
  await interrupted.state.upstreamMoved(['scorecards', 'matches']);
  interrupted.state.crash();
  await sync.close(phone);
  return { partner, m, cards, phone };
}

/** The device's storage, wrapped so that the test can stop it (made when the device opens). */
function interruptedOpen(options: InterruptOptions = {}) {
  let state: ReturnType<typeof interruptedStorage> | null = null;
  return {
    wrap: (base: Parameters<typeof interruptedStorage>[0]) => {
      state = interruptedStorage(base, options);
      return state.storage;
    },
    get state() {
      if (!state) throw new Error('the device has not opened its storage yet');
      return state;
    },
  };
}
