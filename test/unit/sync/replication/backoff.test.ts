import { describe, expect, it, vi } from 'vitest';
import { Backoff, waitUnlessInterrupted } from '../../../../src/sync/replication/backoff.ts';

describe('Backoff', () => {
  it('starts at 1 s, doubles, caps at 60 s and resets', () => {
    const b = new Backoff();
    const delays = Array.from({ length: 9 }, () => b.next());
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 32000, 60000, 60000, 60000]);
    b.reset();
    expect(b.next()).toBe(1000);
  });
});

describe('waitUnlessInterrupted', () => {
  it('waits the full delay when nothing interrupts', async () => {
    vi.useFakeTimers();
    try {
      let done = false;
      const p = waitUnlessInterrupted(1000, [new Promise(() => undefined)]).then(() => {
        done = true;
      });
      await vi.advanceTimersByTimeAsync(999);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await p;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('ends early when an interrupt settles, even by rejecting', async () => {
    const started = Date.now();
    await waitUnlessInterrupted(60_000, [Promise.reject(new Error('stopped'))]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
