// What the server receives for one score card, seen from the server's side: a client signed in as the
// card's golfer listens to `scoreCards/{id}` and to the golfer's feed entry for it, and records every
// write the server applies (each write stamps a new `updatedAt`, so each is one value event). For the
// tests that check a change reaches the server once (two tabs, a flapping network, a wrong clock).
//
//   const writes = await watchServerWrites(golfer, cardId);
//   writes.cardStates()   -> the card after each write, `updatedAt` left out
//   writes.announces()    -> how many times the golfer's feed entry for it was stamped
//   await writes.close();
import { onValue, ref } from 'firebase/database';
import { connectClient } from '../../support/backend.ts';
import { e2eContext } from './context.ts';
import type { TestUser } from './users.ts';

export interface ServerWrites {
  cardStates(): Record<string, unknown>[];
  announces(): number;
  /** The card as the server holds it now (null before the first write arrived here). */
  latest(): Record<string, unknown> | null;
  close(): Promise<void>;
}

export async function watchServerWrites(user: TestUser, cardId: string): Promise<ServerWrites> {
  const { rtdbUrl, authUrl } = e2eContext();
  const client = await connectClient({ rtdbPort: Number(new URL(rtdbUrl).port), authUrl, user });
  const states: Record<string, unknown>[] = [];
  let initialCard = true;
  let initialFeed = true;
  let cardHeard = () => undefined as void;
  let feedHeard = () => undefined as void;
  // Both listeners have their first value before the test goes on.
  const first = Promise.all([new Promise<void>((r) => (cardHeard = r)), new Promise<void>((r) => (feedHeard = r))]);
  let announces = 0;
  let latest: Record<string, unknown> | null = null;
  const stopCard = onValue(ref(client.db, `scoreCards/${cardId}`), (snap) => {
    const value = snap.val() as Record<string, unknown> | null;
    latest = value;
    // The value when listening starts is not a write.
    if (initialCard) {
      initialCard = false;
      cardHeard();
      return;
    }
    if (value === null) return;
    const { updatedAt: _updatedAt, ...rest } = value;
    states.push(rest);
  });
  const stopFeed = onValue(ref(client.db, `feeds/${user.uid}/scoreCards/${cardId}`), () => {
    if (initialFeed) {
      initialFeed = false;
      feedHeard();
      return;
    }
    announces += 1;
  });
  await first;
  return {
    cardStates: () => [...states],
    announces: () => announces,
    latest: () => latest,
    async close() {
      stopCard();
      stopFeed();
      await client.close();
    },
  };
}
