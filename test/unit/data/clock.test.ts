import { afterEach, describe, expect, it, vi } from 'vitest';
import { setServerTimeOffset, stampNow } from '../../../src/data/clock.ts';

afterEach(() => {
  setServerTimeOffset(0);
  vi.useRealTimers();
});

describe('stampNow', () => {
  it("is this device's clock corrected by the server's offset", () => {
    vi.useFakeTimers({ now: 1_750_000_000_000 });
    setServerTimeOffset(-2 * 24 * 60 * 60 * 1000);
    expect(stampNow()).toBe(1_750_000_000_000 - 2 * 24 * 60 * 60 * 1000);
    setServerTimeOffset(Number.NaN);
    expect(stampNow()).toBe(1_750_000_000_000 - 2 * 24 * 60 * 60 * 1000);
  });
});
