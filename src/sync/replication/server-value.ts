// A document's server value held in the SDK's cache while its push transaction runs. A transaction
// first runs on the local cache; on a cold cache (null) it proposes the local document over whatever
// the server holds, and the server judges that proposal by the rules before the transaction's hash
// (docs/ARCHITECTURE.md, "Sync"). Once the rules check fields by who wrote them (a card's terms, its
// player's acceptance and signature), a stale proposal is refused outright instead of being answered
// with the current value. A listener keeps the cache at the server's value, so the transaction's first
// run already decides on what the server holds. The cost is the same round trip the cold cache paid.
import { onValue, type DatabaseReference } from 'firebase/database';

/** Runs `run` while a listener holds `at`'s server value, once that value has arrived. */
export async function withServerValue<T>(at: DatabaseReference, unlessStopped: <R>(operation: Promise<R>) => Promise<R>, run: () => Promise<T>): Promise<T> {
  let off: () => void = () => undefined;
  try {
    await unlessStopped(
      new Promise<void>((resolve, reject) => {
        off = onValue(at, () => resolve(), reject);
      }),
    );
    return await run();
  } finally {
    off();
  }
}
