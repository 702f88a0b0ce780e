// `npm run migrate` (scripts/migrate.ts) against a database written by the previous app version: no
// feeds, e-mail addresses in the public profiles, tournaments without playerIds, documents without
// updatedAt. After it, a golfer's device syncs what the golfer may read, and nobody reads e-mails.
import { describe, expect, it } from 'vitest';
import { collectionSchemas } from '../../../schemas/index.ts';
import { toServer } from '../../../src/backend/doc-shape.ts';
import { migrate } from '../../../scripts/migrate.ts';
import { syncTestContext } from './support/backend.ts';
import { newCard, newId } from './support/cards.ts';
import { eventually } from './support/devices.ts';

const sync = syncTestContext();

describe('npm run migrate', () => {
  it('moves e-mails to userData, lists tournament players, stamps and announces every document; devices then sync', async () => {
    const [alice, bob, carol] = [await sync.backend.createUser(), await sync.backend.createUser(), await sync.backend.createUser()];
    const old = Date.now() - 86_400_000;
    const matchId = newId('m');
    const tournamentId = newId('t');
    const stored = (card: ReturnType<typeof newCard>) => toServer({ ...card, _deleted: false }, collectionSchemas.scorecards);
    const cards = {
      mine: newCard(alice),
      aliceInMatch: newCard(alice, { matchId, tournamentId }),
      bobInMatch: newCard(bob, { creatorId: alice.uid, matchId, tournamentId }),
      carols: newCard(carol),
    };
    // As the previous version left it: the written documents carry no feed entries, some no updatedAt.
    sync.backend.rtdb.setData('users', {
      [alice.uid]: { id: alice.uid, email: alice.email, firstName: 'Alice', updatedAt: old },
      [bob.uid]: { id: bob.uid, email: bob.email, firstName: 'Bob' },
    });
    sync.backend.rtdb.setData(`userData/${alice.uid}`, { id: alice.uid, displayStyle: 'Default Colors', updatedAt: old });
    sync.backend.rtdb.setData('tournaments', {
      [tournamentId]: { id: tournamentId, name: 'Old Cup', creationDate: old, modifiedDate: old, organizer: { id: alice.uid }, players: [{ userId: alice.uid }, { userId: bob.uid }] },
    });
    sync.backend.rtdb.setData('matches', {
      [matchId]: {
        id: matchId, date: old, creationDate: old, modifiedDate: old, courseId: 'course-1', tournamentId, isCompetition: false, creatorId: alice.uid,
        playMode: 'Individual', scoringMode: 'Stableford', userId: alice.uid, players: { [alice.uid]: 1, [bob.uid]: 1 }, holeCount: 18,
        scoreCards: [cards.aliceInMatch.id, cards.bobInMatch.id],
      },
    });
    sync.backend.rtdb.setData('scoreCards', {
      [cards.mine.id]: { ...stored(cards.mine), updatedAt: old },
      [cards.aliceInMatch.id]: stored(cards.aliceInMatch),
      [cards.bobInMatch.id]: { ...stored(cards.bobInMatch), updatedAt: old },
      [cards.carols.id]: stored(cards.carols),
    });

    const result = await migrate({ url: sync.backend.rtdb.url, token: 'owner' });
    expect(result.paths).toBeGreaterThan(10);

    // The server: no public e-mail, the private copy in userData, playerIds, every document stamped.
    expect(sync.backend.rtdb.getData(`users/${alice.uid}/email`)).toBeNull();
    expect(sync.backend.rtdb.getData(`users/${bob.uid}/email`)).toBeNull();
    expect(sync.backend.rtdb.getData(`userData/${alice.uid}`)).toMatchObject({ email: alice.email, displayStyle: 'Default Colors' });
    expect(sync.backend.rtdb.getData(`userData/${bob.uid}`)).toMatchObject({ id: bob.uid, email: bob.email });
    expect(sync.backend.rtdb.getData(`tournaments/${tournamentId}/playerIds`)).toEqual({ [alice.uid]: 1, [bob.uid]: 1 });
    for (const id of Object.keys(sync.backend.rtdb.getData('scoreCards') as object)) {
      expect(typeof sync.backend.rtdb.getData(`scoreCards/${id}/updatedAt`)).toBe('number');
      // Every card carries the first revision (docs/ARCHITECTURE.md, "Security rules", the revision).
      expect(sync.backend.rtdb.getData(`scoreCards/${id}/rev`)).toBe(1);
    }
    expect(Object.keys(sync.backend.rtdb.getData(`feeds/${bob.uid}/scoreCards`) as object).sort()).toEqual([cards.aliceInMatch.id, cards.bobInMatch.id].sort());

    // bob's device: the match, the tournament, both cards of the match, his e-mail; nothing of carol's.
    const b = await sync.device(bob);
    const bobCards = await eventually(() => b.rxdb.scorecards.find().exec(), (docs) => docs.length === 2);
    expect(bobCards.map((c) => c.id).sort()).toEqual([cards.aliceInMatch.id, cards.bobInMatch.id].sort());
    await eventually(() => b.rxdb.matches.findOne(matchId).exec(), (m) => m !== null);
    await eventually(() => b.rxdb.tournaments.findOne(tournamentId).exec(), (t) => t?.playerIds?.[bob.uid] === 1);
    await eventually(() => b.rxdb.userdata.findOne(bob.uid).exec(), (d) => d?.email === bob.email);
    const profiles = await eventually(() => b.rxdb.users.find().exec(), (docs) => docs.length === 2);
    expect(profiles.every((p) => !('email' in p.toJSON()))).toBe(true);

    // alice's device syncs and keeps writing: the rules accept her migrated documents.
    await sync.close(b);
    const a = await sync.device(alice);
    await eventually(() => a.rxdb.scorecards.count().exec(), (n) => n === 3);
    await (await a.rxdb.scorecards.findOne(cards.bobInMatch.id).exec())?.incrementalPatch({ notes: 'after the migration' });
    expect(await a.sync?.awaitPushed(10_000)).toBe(true);
    expect((await a.status(() => true)).rejected).toEqual([]);
    expect(sync.backend.rtdb.getData(`scoreCards/${cards.bobInMatch.id}/notes`)).toBe('after the migration');
    // This engine writes a card whole, without a revision, as the release before the revision does:
    // the rules take it and nothing is lost; the card is left without a revision.
    expect(sync.backend.rtdb.getData(`scoreCards/${cards.bobInMatch.id}/rev`)).toBeNull();
  });
});
