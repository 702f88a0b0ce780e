// Waiting between retries after a network error: 1 s, doubling, capped at 60 s; back to 1 s after a
// success. A wait ends early when the connection comes back (there is no point in waiting out a
// minute once the phone has signal again) or when sync stops.

export const BACKOFF_START_MS = 1_000;
export const BACKOFF_MAX_MS = 60_000;

export class Backoff {
  private failures = 0;

  constructor(
    private readonly startMs = BACKOFF_START_MS,
    private readonly maxMs = BACKOFF_MAX_MS,
  ) {}

  /** The delay before the next attempt; each call counts one more failure. */
  next(): number {
    const delay = Math.min(this.maxMs, this.startMs * 2 ** Math.min(this.failures, 30));
    this.failures += 1;
    return delay;
  }

  reset(): void {
    this.failures = 0;
  }
}

/** Resolves after `ms`, or as soon as one of `interrupts` settles (their results are ignored). */
export function waitUnlessInterrupted(ms: number, interrupts: Promise<unknown>[]): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const elapsed = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  const quiet = interrupts.map((p) => p.then(
    () => undefined,
    () => undefined,
  ));
  return Promise.race([elapsed, ...quiet]).finally(() => clearTimeout(timer));
}
