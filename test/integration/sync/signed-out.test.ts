// The service ends a golfer's sign-in while the device still has a change to send (the account was
// disabled, the token could not be refreshed): the database then refuses every write, which says
// nothing about the data. The change stays waiting, is not flagged as refused, and reaches the server
// once the golfer is signed in again.
import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { describe, expect, it } from 'vitest';
import { newCard, recordHole, serverCard, shots } from './support/cards.ts';
import { syncTestContext } from './support/backend.ts';

const sync = syncTestContext();

describe('a change the database refuses while the device is signed out', () => {
  it('stays waiting, unflagged, and syncs after the next sign-in', async () => {
    const alice = await sync.backend.createUser();
    const a = await sync.device(alice);
    await a.status((s) => s.online);
    const card = newCard(alice);
    await a.rxdb.scorecards.insert(card);
    expect(await a.sync?.awaitPushed(10_000)).toBe(true);

    a.offline();
    await a.status((s) => !s.online);
    const played = recordHole(card, 1, 5);
    await (await a.rxdb.scorecards.findOne(card.id).exec())?.incrementalPatch({ holes: played.holes, modifiedDate: played.modifiedDate });
    await a.status((s) => s.pending === 1);
    await signOut(a.client.auth);
    a.online();

    // The push is tried and refused, and taken as the sign-in's refusal: retried, not flagged.
    const refused = await a.status((s) => /push: permission.denied/i.test(s.lastError?.message ?? ''));
    expect(refused.lastError?.kind).toBe('network');
    expect(refused.rejected).toEqual([]);
    expect(refused.pending).toBe(1);
    expect(shots(serverCard(sync.backend, card.id))?.[0]).toBe(0);
    expect((await a.rxdb.scorecards.findOne(card.id).exec())?.holes[0]?.shotCount).toBe(5);

    await signInWithEmailAndPassword(a.client.auth, alice.email, alice.password);
    expect(await a.sync?.awaitPushed(15_000)).toBe(true);
    expect(shots(serverCard(sync.backend, card.id))?.[0]).toBe(5);
    expect((await a.status(() => true)).rejected).toEqual([]);
  });
});
