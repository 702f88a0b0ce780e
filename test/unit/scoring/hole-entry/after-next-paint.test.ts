// @vitest-environment happy-dom
// A tap's write waits for the frame that shows the tap, but never long, and not at all on a page that
// is not shown (docs/ARCHITECTURE.md, "Speed on a phone").
import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, LONGEST_WAIT_MS } from '../../../../src/scoring/hole-entry/after-next-paint.ts';

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

afterEach(() => {
  setVisibility('visible');
  vi.restoreAllMocks();
});

describe('afterNextPaint', () => {
  it('runs the work after the next animation frame, not during the tap', async () => {
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1));
  });

  it('runs the work at once on a page that is not shown (no frame will come)', () => {
    setVisibility('hidden');
    const work = vi.fn();
    afterNextPaint(work);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work at once when the page is hidden while it waits, and only once', async () => {
    const work = vi.fn();
    afterNextPaint(work);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(work).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS + 20));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work after LONGEST_WAIT_MS when no frame comes', async () => {
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation(() => 0);
    const work = vi.fn();
    afterNextPaint(work);
    await new Promise((resolve) => setTimeout(resolve, LONGEST_WAIT_MS / 2));
    expect(work).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(work).toHaveBeenCalledTimes(1), { timeout: LONGEST_WAIT_MS * 5 });
  });
});
