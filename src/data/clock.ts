// The time the app stamps its score card writes with (a hole's `modifiedAt`, a card's `modifiedDate`):
// this device's clock corrected by the server's offset, which sync learns from the connection
// (`setServerTimeOffset`). The rules refuse a stamp more than a few minutes ahead of the server's clock
// (docs/ARCHITECTURE.md, "Sync", client times), and a phone's clock may be days wrong. The offset is
// remembered on the device, so a round started offline is stamped right too.

const STORAGE_KEY = 'handicap-down.server-time-offset';

function remembered(): number {
  try {
    const value = Number(globalThis.localStorage?.getItem(STORAGE_KEY));
    return Number.isFinite(value) ? value : 0;
  } catch {
    // No storage (a private window's quota, a test runner): this session's offset only.
    return 0;
  }
}

let offset: number | null = null;

/** The server's clock as this device knows it, in epoch ms. */
export function stampNow(): number {
  offset ??= remembered();
  return Date.now() + offset;
}

/** The server's clock minus this device's (ms), as the connection reports it. */
export function setServerTimeOffset(ms: number): void {
  if (!Number.isFinite(ms)) return;
  offset = Math.round(ms);
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, String(offset));
  } catch {
    // Kept for this session only.
  }
}
