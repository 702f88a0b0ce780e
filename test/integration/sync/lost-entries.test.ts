// A feed listing documents the golfer may no longer read (a match they left, a tournament they were
// removed from) on a fresh device: those entries are skipped, and the pull goes on past them. RxDB
// ends a pull at the first page shorter than its batch, so a page with skipped entries must not look
// like the end of the feed.
import { describe, expect, it } from 'vitest';
import { collectionSchemas } from '../../../schemas/index.ts';
import { toServer } from '../../../src/backend/doc-shape.ts';
import { syncTestContext } from './support/backend.ts';
import { newCard } from './support/cards.ts';
import { eventually } from './support/devices.ts';

const sync = syncTestContext();

const OWN = 1000;
/** One entry the golfer cannot read every this many of their own. */
const LOST_EVERY = 90;

describe('feed entries of documents the golfer lost access to', () => {
  it('a fresh device skips them and pulls every card after them', async () => {
    const [golfer, other] = [await sync.backend.createUser(), await sync.backend.createUser()];
    const start = Date.now() - 10_000;
    const cards: Record<string, unknown> = {};
    const feed: Record<string, number> = {};
    const own: string[] = [];
    let at = start;
    for (let i = 0; i < OWN; i++) {
      if (i % LOST_EVERY === 0) {
        // Another golfer's private card: the rules refuse the golfer's read.
        const theirs = newCard(other);
        cards[theirs.id] = { ...toServer({ ...theirs, _deleted: false }, collectionSchemas.scorecards), updatedAt: at };
        feed[theirs.id] = at++;
      }
      const card = newCard(golfer);
      cards[card.id] = { ...toServer({ ...card, _deleted: false }, collectionSchemas.scorecards), updatedAt: at };
      feed[card.id] = at++;
      own.push(card.id);
    }
    sync.backend.rtdb.setData('scoreCards', cards);
    sync.backend.rtdb.setData(`feeds/${golfer.uid}/scoreCards`, feed);

    const device = await sync.device(golfer);
    await eventually(() => device.rxdb.scorecards.count().exec(), (n) => n === OWN, 30_000, 100);
    const stored = (await device.rxdb.scorecards.find().exec()).map((c) => c.id).sort();
    expect(stored).toEqual(own.sort());
  }, 60_000);
});
