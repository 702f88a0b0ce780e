// @vitest-environment happy-dom
// What waits for the app's own page (the sync engine, a remembered golfer's sign-in SDK) waits for the
// painted copy of the page to go: at once without a copy, when the app removes it, or after the limit.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDERED_COPY_ID, whenPrerenderedCopyGone } from '../../../src/ui/prerendered-copy.ts';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

function paintCopy(): HTMLElement {
  const copy = document.createElement('div');
  copy.id = PRERENDERED_COPY_ID;
  document.body.append(copy);
  return copy;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('whenPrerenderedCopyGone', () => {
  it('resolves at once when no copy was painted', async () => {
    vi.useFakeTimers();
    expect(await settled(whenPrerenderedCopyGone(3000))).toBe(true);
  });

  it('resolves when the app removes the copy, not before', async () => {
    vi.useFakeTimers();
    const copy = paintCopy();
    const waiting = whenPrerenderedCopyGone(3000);
    expect(await settled(waiting)).toBe(false);
    document.body.append(document.createElement('p'));
    expect(await settled(waiting)).toBe(false);
    copy.remove();
    expect(await settled(waiting)).toBe(true);
  });

  it('resolves after its limit when the copy stays', async () => {
    vi.useFakeTimers();
    paintCopy();
    const waiting = whenPrerenderedCopyGone(3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
