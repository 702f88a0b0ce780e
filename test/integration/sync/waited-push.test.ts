// A push that had to wait (its connection dropped) while the golfer kept scoring: RxDB handed the push
// the card as it was at the first tap and records that state as the server's once answered. The golfer's
// later taps follow in RxDB's next push; a later change of a hole this phone changed meanwhile must win
// over this phone's own earlier value (docs/ARCHITECTURE.md, "Sync").
import type { RxStorage } from 'rxdb';
import { describe, expect, it } from 'vitest';
import { collectionSchemas } from '../../../schemas/index.ts';
import { fromServer } from '../../../src/backend/doc-shape.ts';
import { patchHole } from '../../../src/data/writes/scorecards.ts';
import type { GolfDatabase, ScoreCardDoc } from '../../../src/data/types.ts';
import { adaptedStorage } from '../../../src/data/adapted-storage.ts';
import { syncTestContext } from './support/backend.ts';
import { newCard, serverCard, shots } from './support/cards.ts';
import type { Device } from './support/devices.ts';

const sync = syncTestContext();

/**
 * The server applies the next push of card `id` that `test` accepts, and the phone's connection drops
 * before the answer: the SDK fails the transaction ("disconnect") and the push waits to try again.
 */
function dropConnectionAtPush(phone: Device, id: string, test: (card: ScoreCardDoc) => boolean): Promise<void> {
  const db = sync.backend.rtdb.database;
  const write = db.write.bind(db);
  return new Promise((resolve) => {
    db.write = (op, identity) => {
      const result = write(op, identity);
      const card = op.kind === 'set' && op.path.join('/') === `scoreCards/${id}` ? fromServer(op.value, id, collectionSchemas.scorecards) : null;
      if (result.status === 'ok' && card && test(card as unknown as ScoreCardDoc)) {
        db.write = write;
        phone.offline();
        resolve();
      }
      return result;
    };
  });
}

/**
 * A storage that runs `before` when RxDB is about to record, as the server's, a state of a card that
 * `test` accepts (its replication meta write after a confirmed push): the golfer's tap that lands just
 * before RxDB's next push reads the card.
 */
function beforeRecording(test: (card: ScoreCardDoc) => boolean): { storage: (s: RxStorage<unknown, unknown>) => RxStorage<unknown, unknown>; arm(before: () => Promise<void>): void } {
  let armed: (() => Promise<void>) | null = null;
  const storage = (s: RxStorage<unknown, unknown>) =>
    adaptedStorage(s, (instance) => {
      const bulkWrite = instance.bulkWrite.bind(instance);
      instance.bulkWrite = async (rows, context) => {
        const recorded = (row: (typeof rows)[number]) => {
          const meta = row.document as unknown as { docData?: ScoreCardDoc };
          return meta.docData !== undefined && Array.isArray(meta.docData.holes) && test(meta.docData);
        };
        const run = armed;
        if (run && context === 'replication-up-write-meta' && rows.some(recorded)) {
          armed = null;
          await run();
        }
        return bulkWrite(rows, context);
      };
    });
  return { storage, arm: (before) => (armed = before) };
}

describe('a push that waited to try again', () => {
  it("sends the card as RxDB handed it over, and the phone's later change of the same hole wins", async () => {
    const user = await sync.backend.createUser();
    const card = newCard(user);
    const recording = beforeRecording((c) => c.id === card.id && c.holes[0]?.shotCount === 3);
    const phone = await sync.device(user, { storage: recording.storage });
    await phone.rxdb.scorecards.insert(card);
    expect(await phone.sync?.awaitPushed(10_000)).toBe(true);

    const dropped = dropConnectionAtPush(phone, card.id, (c) => c.holes[0]?.shotCount === 3);
    await patchHole(phone.rxdb, card.id, 1, { shotCount: 3 });
    await dropped;
    // The push waits for the connection; the golfer goes on meanwhile.
    await patchHole(phone.rxdb, card.id, 1, { shotCount: -1 });
    await patchHole(phone.rxdb, card.id, 6, { shotCount: 5 });
    // Back on hole 1 as the push is answered: the phone's own pick-up, which may be on the server by
    // then, is no other golfer's change to keep.
    const db: GolfDatabase = phone.rxdb;
    recording.arm(async () => void (await patchHole(db, card.id, 1, { shotCount: 4 })));
    phone.online();
    expect(await phone.sync?.awaitPushed(10_000)).toBe(true);
    expect(shots(serverCard(sync.backend, card.id))?.slice(0, 6)).toEqual([4, 0, 0, 0, 0, 5]);
    expect(shots((await phone.rxdb.scorecards.findOne(card.id).exec())?.toMutableJSON())?.slice(0, 6)).toEqual([4, 0, 0, 0, 0, 5]);
    expect((await phone.status(() => true)).rejected).toEqual([]);
  });
});
