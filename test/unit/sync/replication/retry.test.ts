import { describe, expect, it } from 'vitest';
import { Subject } from 'rxjs';
import { Backoff } from '../../../../src/sync/replication/backoff.ts';
import type { ConnectionState } from '../../../../src/sync/replication/connection-state.ts';
import type { EngineContext } from '../../../../src/sync/replication/context.ts';
import { waitBeforeRetry } from '../../../../src/sync/replication/retry.ts';

function context(online: boolean, reconnect: Promise<void> = new Promise(() => undefined)): EngineContext {
  const connection = {
    isOnline: online,
    nextReconnect: () => reconnect,
    stopped: new Promise(() => undefined),
  } as unknown as ConnectionState;
  return { connection, backoff: new Backoff(30, 200) } as unknown as EngineContext;
}

describe('waitBeforeRetry', () => {
  it('online: waits the backoff, doubling each failure', async () => {
    const ctx = context(true);
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const t = performance.now();
      await waitBeforeRetry(ctx);
      times.push(performance.now() - t);
    }
    expect(times[0]).toBeGreaterThanOrEqual(25);
    expect(times[1]).toBeGreaterThanOrEqual(55);
    expect(times[2]).toBeGreaterThanOrEqual(115);
  });

  it('offline: does not wait (the next attempt waits for the connection instead)', async () => {
    const t = performance.now();
    await waitBeforeRetry(context(false));
    expect(performance.now() - t).toBeLessThan(20);
  });

  it('a reconnection cuts the wait short', async () => {
    const reconnected = new Subject<void>();
    const ctx = context(true, new Promise((r) => reconnected.subscribe(() => r())));
    ctx.backoff.next();
    ctx.backoff.next();
    ctx.backoff.next(); // the next wait would be 200 ms
    const t = performance.now();
    const wait = waitBeforeRetry(ctx);
    setTimeout(() => reconnected.next(), 10);
    await wait;
    expect(performance.now() - t).toBeLessThan(150);
  });
});
