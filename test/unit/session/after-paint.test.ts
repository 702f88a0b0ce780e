// afterPaint: waits for the next painted frame, and never longer than its limit (a hidden tab paints no frames).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from '../../../src/session/after-paint.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('afterPaint', () => {
  it('resolves once the next frame has been painted', async () => {
    vi.useFakeTimers();
    let frame: (() => void) | null = null;
    vi.stubGlobal('requestAnimationFrame', (callback: () => void) => {
      frame = callback;
      return 1;
    });
    let done = false;
    const waiting = afterPaint(1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(50);
    expect(done).toBe(false);
    frame!();
    await vi.advanceTimersByTimeAsync(0);
    await waiting;
    expect(done).toBe(true);
  });

  it('resolves after its limit when no frame comes', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 1);
    let done = false;
    const waiting = afterPaint(200).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(199);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });
});
