// The wait after a failed pull or push attempt.
import { waitUnlessInterrupted } from './backoff.ts';
import type { EngineContext } from './context.ts';

/**
 * Waits before the next attempt. Offline there is nothing to wait out: the caller's next attempt
 * waits for the connection. Online, the backoff applies (1 s doubling to 60 s), cut short if the
 * connection drops and comes back or sync stops.
 */
export function waitBeforeRetry(ctx: EngineContext): Promise<void> {
  const { connection, backoff } = ctx;
  if (!connection.isOnline) return Promise.resolve();
  return waitUnlessInterrupted(backoff.next(), [connection.nextReconnect(), connection.stopped]);
}
