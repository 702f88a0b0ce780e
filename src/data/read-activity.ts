// When the local database was last read (docs/ARCHITECTURE.md, "Speed on a phone"): a page loading its
// data reads it, so the session starts the sync engine once reads have paused (src/session/page-settled.ts)
// and the page's own reads and render come first. No RxDB here: the session reads it before the data
// layer's code has loaded.

let inFlight = 0;
let lastAt = Number.NEGATIVE_INFINITY;

const now = () => (typeof performance === 'undefined' ? Date.now() : performance.now());

/** Counts `read` as database activity until it settles. */
export function noteRead<T>(read: Promise<T>): Promise<T> {
  inFlight += 1;
  lastAt = now();
  return read.finally(() => {
    inFlight -= 1;
    lastAt = now();
  });
}

/** The last moment the database was read (now while a read is in flight); -Infinity before any read. */
export function lastReadAt(): number {
  return inFlight > 0 ? now() : lastAt;
}
