// @vitest-environment happy-dom
// The sync engine starts once the page has settled (docs/ARCHITECTURE.md, "Speed on a phone"): no input
// and no database read for QUIET_MS, and never later than MAX_WAIT_MS.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lastReadAt, noteRead } from '../../../src/data/read-activity.ts';
import { MAX_WAIT_MS, QUIET_MS, whenPageSettled } from '../../../src/session/page-settled.ts';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
});
afterEach(() => {
  vi.useRealTimers();
});

/** Whether the wait has ended after `ms` more. */
async function settledAfter(wait: Promise<void>, ms: number): Promise<boolean> {
  let done = false;
  void wait.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(ms);
  return done;
}

describe('whenPageSettled', () => {
  it('ends once nothing happened for the quiet time', async () => {
    const wait = whenPageSettled(() => Number.NEGATIVE_INFINITY);
    expect(await settledAfter(wait, QUIET_MS - 100)).toBe(false);
    expect(await settledAfter(wait, 200)).toBe(true);
  });

  it('waits while the golfer taps and while the database is read', async () => {
    let read = Number.NEGATIVE_INFINITY;
    const wait = whenPageSettled(() => read);
    await vi.advanceTimersByTimeAsync(QUIET_MS - 100);
    window.dispatchEvent(new Event('pointerdown'));
    expect(await settledAfter(wait, QUIET_MS - 100)).toBe(false);
    read = performance.now();
    expect(await settledAfter(wait, QUIET_MS - 100)).toBe(false);
    expect(await settledAfter(wait, 200)).toBe(true);
  });

  it('ends at the longest wait however busy the page', async () => {
    const wait = whenPageSettled(() => performance.now());
    expect(await settledAfter(wait, MAX_WAIT_MS - 200)).toBe(false);
    expect(await settledAfter(wait, 300)).toBe(true);
  });
});

describe('read activity', () => {
  it('is now while a read is in flight, then the moment it settled', async () => {
    let finish: (value: string) => void = () => undefined;
    const read = noteRead(new Promise<string>((resolve) => (finish = resolve)));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lastReadAt()).toBe(performance.now());
    finish('done');
    await expect(read).resolves.toBe('done');
    const settled = performance.now();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(lastReadAt()).toBe(settled);
  });
});
