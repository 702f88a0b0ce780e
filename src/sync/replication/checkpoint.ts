// The pull checkpoint: the position of the last pulled document in the order
// `orderByChild('updatedAt')` gives, i.e. (updatedAt, key). `updatedAt` is a server timestamp, so
// no client clock ever decides what is "newer". Documents written before this app (no `updatedAt`)
// sort first, as RTDB sorts null first; their checkpoint has `updatedAt: null`.

export interface RtdbCheckpoint {
  updatedAt: number | null;
  id: string;
}

const INTEGER_KEY = /^-?(0*)\d{1,10}$/;
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

function int32Key(key: string): number | null {
  if (!INTEGER_KEY.test(key)) return null;
  const n = Number(key);
  return n >= INT32_MIN && n <= INT32_MAX ? n : null;
}

/** RTDB's key order: 32-bit integer keys first, numerically, then the other keys as strings. */
export function compareKeys(a: string, b: string): number {
  if (a === b) return 0;
  const ia = int32Key(a);
  const ib = int32Key(b);
  if (ia !== null && ib !== null) return ia - ib === 0 ? a.length - b.length : ia - ib;
  if (ia !== null) return -1;
  if (ib !== null) return 1;
  return a < b ? -1 : 1;
}

/** Order of two positions as `orderByChild('updatedAt')` sorts them (null first, ties by key). */
export function compareCheckpoints(a: RtdbCheckpoint, b: RtdbCheckpoint): number {
  if (a.updatedAt !== b.updatedAt) {
    if (a.updatedAt === null) return -1;
    if (b.updatedAt === null) return 1;
    return a.updatedAt - b.updatedAt;
  }
  return compareKeys(a.id, b.id);
}

/** Whether a document at `position` is one the puller has not seen yet. */
export function isAfterCheckpoint(position: RtdbCheckpoint, checkpoint: RtdbCheckpoint | undefined): boolean {
  return checkpoint === undefined || compareCheckpoints(position, checkpoint) > 0;
}
