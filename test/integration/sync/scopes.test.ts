// Who sees what, end to end (docs/ARCHITECTURE.md, "Security rules"): each golfer's device pulls through the
// golfer's own change feed, so it holds exactly what the rules let that golfer read, and drops what they can
// no longer read.
import { describe, expect, it } from 'vitest';
import type { MatchDoc, ScoreCardDoc, TournamentDoc } from '../../../src/data/types.ts';
import type { TestUser } from '../../support/backend.ts';
import { leaveMatch } from '../../../src/data/writes/matches.ts';
import { saveGolfer } from '../../../src/data/writes/users.ts';
import { syncTestContext } from './support/backend.ts';
import { newCard, newId, recordHole } from './support/cards.ts';
import { eventually, type Device } from './support/devices.ts';
import { heldAnswers } from './support/held-answers.ts';

const sync = syncTestContext();

async function device(user: TestUser): Promise<Device> {
  const d = await sync.device(user);
  await d.status((s) => s.online);
  return d;
}

function newMatch(creator: TestUser, players: TestUser[], cards: ScoreCardDoc[], tournamentId = ''): MatchDoc {
  const now = Date.now();
  return {
    id: cards[0]?.matchId ?? newId('m'),
    date: now,
    creationDate: now,
    modifiedDate: now,
    courseId: 'course-1',
    tournamentId,
    isCompetition: false,
    scoreCards: cards.map((c) => c.id),
    creatorId: creator.uid,
    playMode: 'Individual',
    scoringMode: 'Stableford',
    userId: creator.uid,
    players: Object.fromEntries(players.map((p) => [p.uid, 1 as const])),
    holeCount: 18,
  };
}

/** A match of `players` created on the creator's device with a card each, pushed; `extra` fields on the match. */
async function pushedMatch(creator: TestUser, players: TestUser[], extra: Partial<MatchDoc> = {}) {
  const a = await device(creator);
  const matchId = newId('m');
  const cards = players.map((p) => newCard(p, { creatorId: creator.uid, matchId }));
  await a.rxdb.matches.insert({ ...newMatch(creator, players, cards), ...extra });
  await a.rxdb.scorecards.bulkInsert(cards);
  expect(await a.sync?.awaitPushed(10_000)).toBe(true);
  return { a, matchId, cards };
}

function newTournament(organizer: TestUser, players: TestUser[]): TournamentDoc {
  const now = Date.now();
  return {
    id: newId('t'),
    name: 'Autumn Cup',
    creationDate: now,
    modifiedDate: now,
    organizer: { id: organizer.uid },
    players: players.map((p) => ({ userId: p.uid })),
    playerIds: Object.fromEntries(players.map((p) => [p.uid, 1 as const])),
  };
}

const ids = async (d: Device, collection: 'scorecards' | 'matches' | 'tournaments') =>
  (await d.rxdb[collection].find().exec()).map((x) => x.id).sort();

/** Waits until the device's collection holds exactly `expected` (live documents). */
const holds = (d: Device, collection: 'scorecards' | 'matches' | 'tournaments', expected: string[]) =>
  eventually(() => ids(d, collection), (got) => got.join() === [...expected].sort().join());

describe('scoped sync', () => {
  it('a tournament round: members hold what the rules let them read, an outsider holds none of it', async () => {
    const [alice, bob, dave, carol] = [await sync.backend.createUser(), await sync.backend.createUser(), await sync.backend.createUser(), await sync.backend.createUser()];
    const a = await device(alice);
    const tournament = newTournament(alice, [alice, bob, dave]);
    const matchId = newId('m');
    const cards = [alice, bob].map((p) => newCard(p, { creatorId: alice.uid, matchId, tournamentId: tournament.id }));
    const match = newMatch(alice, [alice, bob], cards, tournament.id);
    const private1 = newCard(alice);
    // Created together offline-style: the cards wait for their match, the match for its tournament.
    await a.rxdb.scorecards.bulkInsert([...cards, private1]);
    await a.rxdb.matches.insert(match);
    await a.rxdb.tournaments.insert(tournament);
    expect(await a.sync?.awaitPushed(20_000)).toBe(true);
    expect((await a.status(() => true)).rejected).toEqual([]);

    // One device at a time beside the marker's (the free RxDB build opens 13 collections at most).
    const shared = cards.map((x) => x.id);
    await holds(a, 'scorecards', [...shared, private1.id]);
    const d = await device(dave); // tournament player only
    await holds(d, 'scorecards', shared);
    await holds(d, 'matches', [matchId]);
    await holds(d, 'tournaments', [tournament.id]);
    await d.close();

    // The outsider's device, fully synced (it keeps alice's public profile once carol chose her from
    // the directory), holds nothing of it.
    const c = await device(carol);
    await a.rxdb.users.insert({ id: alice.uid, firstName: 'Alice' });
    await saveGolfer(c.rxdb, carol.uid, alice.uid);
    await eventually(() => c.rxdb.users.findOne(alice.uid).exec(), (u) => u?.firstName === 'Alice');
    expect(await ids(c, 'scorecards')).toEqual([]);
    expect(await ids(c, 'matches')).toEqual([]);
    expect(await ids(c, 'tournaments')).toEqual([]);
    expect(await c.rxdb.userdata.findOne(alice.uid).exec()).toBeNull();
    await c.close();

    const b = await device(bob); // match partner and tournament player
    await holds(b, 'scorecards', shared);
    await holds(b, 'matches', [matchId]);
    await holds(b, 'tournaments', [tournament.id]);
    // The marker's hole reaches the partner; the partner's private card never reaches the marker.
    await (await a.rxdb.scorecards.findOne(cards[1]?.id).exec())?.incrementalModify((x) => recordHole(x, 1, 4));
    await eventually(() => b.rxdb.scorecards.findOne(cards[1]?.id).exec(), (x) => x?.holes[0]?.shotCount === 4);
    const bobsOwn = newCard(bob);
    await b.rxdb.scorecards.insert(bobsOwn);
    expect(await b.sync?.awaitPushed(10_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(await a.rxdb.scorecards.findOne(bobsOwn.id).exec()).toBeNull();
  });

  it('losing access: a player removed from a match loses the match and the partner cards, keeps their own', async () => {
    const [alice, bob] = [await sync.backend.createUser(), await sync.backend.createUser()];
    const { a, matchId, cards } = await pushedMatch(alice, [alice, bob]);
    const b = await device(bob);
    await holds(b, 'scorecards', cards.map((x) => x.id));
    await holds(b, 'matches', [matchId]);

    // The creator takes bob out of the match.
    await (await a.rxdb.matches.findOne(matchId).exec())?.incrementalModify((m) => ({ ...m, players: { [alice.uid]: 1 }, scoreCards: [cards[0]?.id ?? ''] }));
    expect(await a.sync?.awaitPushed(10_000)).toBe(true);

    await holds(b, 'matches', []);
    await holds(b, 'scorecards', [cards[1]?.id ?? '']);
    // Only bob's device forgot them: the server and alice keep everything.
    await holds(a, 'matches', [matchId]);
    expect(sync.backend.rtdb.getData(`matches/${matchId}/deleted`)).toBeNull();
    expect(sync.backend.rtdb.getData(`scoreCards/${cards[0]?.id}/deleted`)).toBeNull();
  });

  it('the creator takes a player out with the match form: the card is deleted on the server, nothing refused, even over the player\'s newer holes', async () => {
    const [alice, bob] = [await sync.backend.createUser(), await sync.backend.createUser()];
    const { a, matchId, cards } = await pushedMatch(alice, [alice, bob]);
    const bobCard = cards[1] as (typeof cards)[number];
    const b = await device(bob);
    await holds(b, 'scorecards', cards.map((x) => x.id));

    // Offline, alice scores bob's hole 1 and then takes bob out (his card deleted, as the match form
    // does); meanwhile bob scores his hole 2.
    a.offline();
    await (await a.rxdb.scorecards.findOne(bobCard.id).exec())?.incrementalModify((c) => recordHole(c, 1, 5));
    await (await a.rxdb.scorecards.findOne(bobCard.id).exec())?.remove();
    await (await a.rxdb.matches.findOne(matchId).exec())?.incrementalModify((m) => ({ ...m, players: { [alice.uid]: 1 }, scoreCards: [cards[0]?.id ?? ''] }));
    await (await b.rxdb.scorecards.findOne(bobCard.id).exec())?.incrementalModify((c) => recordHole(c, 2, 4));
    expect(await b.sync?.awaitPushed(10_000)).toBe(true);
    a.online();
    expect(await a.sync?.awaitPushed(15_000)).toBe(true);

    await eventually(() => sync.backend.rtdb.getData(`scoreCards/${bobCard.id}/deleted`), (d) => d === true);
    expect((await a.status(() => true)).rejected).toEqual([]);
    await holds(a, 'scorecards', [cards[0]?.id ?? '']);
    await holds(b, 'scorecards', []);
  });

  it('leaving a match: the player sends only what the rules grant them, keeps their card as their own round, and the match leaves their device', async () => {
    const [alice, bob] = [await sync.backend.createUser(), await sync.backend.createUser()];
    const { a, matchId, cards } = await pushedMatch(alice, [alice, bob]);
    const b = await device(bob);
    await holds(b, 'matches', [matchId]);
    await holds(b, 'scorecards', cards.map((x) => x.id));

    // Bob leaves with the app's own writer (his card is detached, the match loses him).
    await leaveMatch(b.rxdb, matchId, bob.uid);
    expect(await b.sync?.awaitPushed(10_000)).toBe(true);
    expect((await b.status(() => true)).rejected).toEqual([]);

    // The server: bob is no longer a player; the rest of the match is the creator's, untouched.
    await eventually(() => sync.backend.rtdb.getData(`matches/${matchId}/players`), (p) => JSON.stringify(p) === JSON.stringify({ [alice.uid]: 1 }));
    expect(sync.backend.rtdb.getData(`matches/${matchId}/creatorId`)).toBe(alice.uid);
    await eventually(() => sync.backend.rtdb.getData(`scoreCards/${cards[1]?.id}/matchId`), (m) => m === '');
    // Bob's device forgets the match and alice's card, and keeps his own round.
    await holds(b, 'matches', []);
    await holds(b, 'scorecards', [cards[1]?.id ?? '']);
    // Alice's device hears of it: bob is gone from her match.
    await eventually(async () => (await a.rxdb.matches.findOne(matchId).exec())?.players, (p) => JSON.stringify(p) === JSON.stringify({ [alice.uid]: 1 }));
  });

  it('leaving a match the creator took the player out of meanwhile: the leave counts as done, nothing refused', async () => {
    const [alice, bob] = [await sync.backend.createUser(), await sync.backend.createUser()];
    const { a, matchId, cards } = await pushedMatch(alice, [alice, bob]);
    const b = await device(bob);
    await holds(b, 'matches', [matchId]);

    // Offline, bob leaves; meanwhile alice takes him out of the match.
    b.offline();
    await leaveMatch(b.rxdb, matchId, bob.uid);
    await (await a.rxdb.matches.findOne(matchId).exec())?.incrementalModify((m) => ({ ...m, players: { [alice.uid]: 1 }, scoreCards: [cards[0]?.id ?? ''] }));
    expect(await a.sync?.awaitPushed(10_000)).toBe(true);
    b.online();
    expect(await b.sync?.awaitPushed(15_000)).toBe(true);

    expect((await b.status(() => true)).rejected).toEqual([]);
    await holds(b, 'matches', []);
    await holds(b, 'scorecards', [cards[1]?.id ?? '']);
    expect(sync.backend.rtdb.getData(`matches/${matchId}/players`)).toEqual({ [alice.uid]: 1 });
  });

  it("a leave whose answer was lost when the app stopped: the player's phone takes the round as the server holds it, with the creator's later notes", async () => {
    const [alice, bob] = [await sync.backend.createUser(), await sync.backend.createUser()];
    const a = await device(alice);
    // A tournament round: bob still reads the match after leaving it, as a player of the tournament.
    const tournament = newTournament(alice, [alice, bob]);
    const matchId = newId('m');
    const cards = [alice, bob].map((p) => newCard(p, { creatorId: alice.uid, matchId, tournamentId: tournament.id }));
    await a.rxdb.tournaments.insert(tournament);
    await a.rxdb.matches.insert(newMatch(alice, [alice, bob], cards, tournament.id));
    await a.rxdb.scorecards.bulkInsert(cards);
    expect(await a.sync?.awaitPushed(20_000)).toBe(true);
    const b = await device(bob);
    await holds(b, 'matches', [matchId]);
    await holds(b, 'scorecards', cards.map((x) => x.id));

    // The server takes bob's leave but holds its answer, and the app stops before it arrives. Alice
    // then writes the notes.
    const release = heldAnswers((body) => Object.keys(body.d ?? {}).some((k) => k.endsWith(`${matchId}/players/${bob.uid}`)));
    try {
      await leaveMatch(b.rxdb, matchId, bob.uid);
      await eventually(() => sync.backend.rtdb.getData(`matches/${matchId}/players`), (p) => JSON.stringify(p) === JSON.stringify({ [alice.uid]: 1 }));
      await b.stopSync();
      await (await a.rxdb.matches.findOne(matchId).exec())?.incrementalModify((m) => ({ ...m, notes: 'Tee off at 9:10' }));
      expect(await a.sync?.awaitPushed(15_000)).toBe(true);
      // Started again, the phone sends the leave again (refused: bob is out already) and its first pull
      // meets the server's match with the notes while that leave waits for its answer: RxDB's downstream
      // skips it as an unsent local change.
      b.startSync();
      await eventually(() => b.sync?.counters().matches?.pulled ?? 0, (n) => n > 0);
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      release();
    }
    expect(await b.sync?.awaitPushed(15_000)).toBe(true);
    const onServer = sync.backend.rtdb.getData(`matches/${matchId}`) as MatchDoc;
    expect(onServer.notes).toBe('Tee off at 9:10');
    const held = await eventually(async () => (await b.rxdb.matches.findOne(matchId).exec())?.toJSON(), (m) => m?.notes === 'Tee off at 9:10', 5_000);
    expect(held?.players).toEqual({ [alice.uid]: 1 });
    // RTDB keeps a list as an object keyed by index.
    expect(held?.scoreCards).toEqual(Object.values(onServer.scoreCards ?? {}));
    expect(held?.modifiedDate).toBe(onServer.modifiedDate);
    expect((await b.status(() => true)).rejected).toEqual([]);
    await b.close();
  });

  it("a player's change of a match that is not their leave is never sent: the player's phone takes the server's state, nothing refused", async () => {
    const [alice, bob] = [await sync.backend.createUser(), await sync.backend.createUser()];
    const { matchId } = await pushedMatch(alice, [alice, bob]);
    const b = await device(bob);
    await holds(b, 'matches', [matchId]);
    const onServer = sync.backend.rtdb.getData(`matches/${matchId}`) as { modifiedDate: number };

    // What a merge of bob's leave with alice's change can leave on bob's phone: a match bob did not
    // create whose only difference is bob's newer modifiedDate. The rules would refuse the whole match.
    await (await b.rxdb.matches.findOne(matchId).exec())?.incrementalModify((m) => ({ ...m, modifiedDate: onServer.modifiedDate + 60_000 }));
    expect(await b.sync?.awaitPushed(15_000)).toBe(true);

    expect((await b.status(() => true)).rejected).toEqual([]);
    const taken = await eventually(async () => (await b.rxdb.matches.findOne(matchId).exec())?.modifiedDate, (d) => d === onServer.modifiedDate);
    expect(taken).toBe(onServer.modifiedDate);
    expect((sync.backend.rtdb.getData(`matches/${matchId}`) as { modifiedDate: number }).modifiedDate).toBe(onServer.modifiedDate);
  });

  it("the creator's offline edit of the match survives a player leaving meanwhile: notes, and the player taken out, stay", async () => {
    const [alice, bob, carol] = [await sync.backend.createUser(), await sync.backend.createUser(), await sync.backend.createUser()];
    const { a, matchId, cards } = await pushedMatch(alice, [alice, bob, carol]);
    const b = await device(bob);
    await holds(b, 'matches', [matchId]);

    // Offline, alice takes carol out and writes the match's notes; meanwhile bob leaves.
    a.offline();
    await (await a.rxdb.matches.findOne(matchId).exec())?.incrementalModify((m) => ({
      ...m,
      players: { [alice.uid]: 1, [bob.uid]: 1 },
      scoreCards: [cards[0]?.id ?? '', cards[1]?.id ?? ''],
      notes: 'Tee off at 9:10',
    }));
    await leaveMatch(b.rxdb, matchId, bob.uid);
    expect(await b.sync?.awaitPushed(10_000)).toBe(true);
    a.online();
    expect(await a.sync?.awaitPushed(15_000)).toBe(true);

    await eventually(() => sync.backend.rtdb.getData(`matches/${matchId}/notes`), (n) => n === 'Tee off at 9:10');
    expect(sync.backend.rtdb.getData(`matches/${matchId}/players`)).toEqual({ [alice.uid]: 1 });
    await eventually(async () => (await a.rxdb.matches.findOne(matchId).exec())?.players, (p) => JSON.stringify(p) === JSON.stringify({ [alice.uid]: 1 }));
    expect((await a.status(() => true)).rejected).toEqual([]);
  });

  it("the creator's offline edit is taken by the rules when the marker left meanwhile: the match gives up its marker", async () => {
    const [alice, bob] = [await sync.backend.createUser(), await sync.backend.createUser()];
    const { a, matchId } = await pushedMatch(alice, [alice, bob], { markerId: bob.uid });
    const b = await device(bob);
    await holds(b, 'matches', [matchId]);

    // Offline, alice writes the match's notes; meanwhile bob, the marker, leaves.
    a.offline();
    await (await a.rxdb.matches.findOne(matchId).exec())?.incrementalModify((m) => ({ ...m, notes: 'Tee off at 9:10' }));
    await leaveMatch(b.rxdb, matchId, bob.uid);
    expect(await b.sync?.awaitPushed(10_000)).toBe(true);
    a.online();
    expect(await a.sync?.awaitPushed(15_000)).toBe(true);

    await eventually(() => sync.backend.rtdb.getData(`matches/${matchId}/notes`), (n) => n === 'Tee off at 9:10');
    expect(sync.backend.rtdb.getData(`matches/${matchId}/markerId`)).toBeNull();
    expect((await a.status(() => true)).rejected).toEqual([]);
  });

  it('a card that names a match the server does not have is refused and flagged, not retried forever', async () => {
    const alice = await sync.backend.createUser();
    const a = await device(alice);
    const orphan = newCard(alice, { matchId: newId('m') });
    await a.rxdb.scorecards.insert(orphan);
    const flagged = await a.status((s) => s.rejected.some((r) => r.documentId === orphan.id) && s.lastError !== null, 45_000);
    expect(flagged.lastError?.kind).toBe('rejected');
    expect(sync.backend.rtdb.getData(`scoreCards/${orphan.id}`)).toBeNull();
  }, 60_000);
});
