// A feed whose 1,000 entries carry one server millisecond (a bulk import, or a migration stamping
// every entry at once): a fresh device pulls every card exactly once. The pull pages through that
// millisecond with the list of keys already pulled until the list passes SAME_TIME_CAP, then with the
// plain (updatedAt, key) cursor; RxDB merges each page's checkpoint into the previous one, so a page
// that drops the list must say so, or the old list comes back and the pull repeats the same page.
import { describe, expect, it } from 'vitest';
import { collectionSchemas } from '../../../schemas/index.ts';
import { toServer } from '../../../src/backend/doc-shape.ts';
import { SAME_TIME_CAP } from '../../../src/sync/replication/checkpoint.ts';
import { syncTestContext } from './support/backend.ts';
import { newCard } from './support/cards.ts';
import { eventually } from './support/devices.ts';

const sync = syncTestContext();

const CARDS = 1000;

describe('feed entries in one server millisecond', () => {
  it(`a fresh device pulls all ${CARDS} cards of one millisecond, each once`, async () => {
    expect(CARDS).toBeGreaterThan(SAME_TIME_CAP);
    const golfer = await sync.backend.createUser();
    const at = Date.now();
    const cards: Record<string, unknown> = {};
    const feed: Record<string, number> = {};
    for (let i = 0; i < CARDS; i++) {
      const card = newCard(golfer);
      cards[card.id] = { ...toServer({ ...card, _deleted: false }, collectionSchemas.scorecards), updatedAt: at };
      feed[card.id] = at;
    }
    sync.backend.rtdb.setData('scoreCards', cards);
    sync.backend.rtdb.setData(`feeds/${golfer.uid}/scoreCards`, feed);

    const device = await sync.device(golfer);
    const count = await eventually(() => device.rxdb.scorecards.count().exec(), (n) => n === CARDS, 60_000, 100);
    expect(count).toBe(CARDS);
    // No page was pulled twice.
    const stored = (await device.rxdb.scorecards.find().exec()).map((c) => c.id).sort();
    expect(stored).toEqual(Object.keys(cards).sort());
    expect(device.sync?.counters().scorecards?.pulled).toBe(CARDS);
  }, 90_000);
});
