// The contract between the RTDB server (emulator/rtdb) and the security rules engine (emulator/rtdb/rules).

/** A JSON value as stored in the database tree. `null` means "no data". */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** The `auth` variable of the rules: null when the client is not signed in. */
export interface RulesAuth {
  uid: string;
  provider: string;
  /** All claims of the ID token (`auth.token.*`), e.g. email, email_verified, firebase.sign_in_provider. */
  token: Record<string, unknown>;
}

/** The `query` variable of the rules for a read that is a query (all absent for a plain read). */
export interface RulesQuery {
  orderByKey?: boolean;
  orderByChild?: string;
  orderByValue?: boolean;
  orderByPriority?: boolean;
  startAt?: Json;
  startAfter?: Json;
  endAt?: Json;
  endBefore?: Json;
  equalTo?: Json;
  limitToFirst?: number;
  limitToLast?: number;
}

export type RulesDecision = { allowed: true } | { allowed: false; reason: string };

/** A write at `path`: the whole tree before and after it, with server values already resolved to `now`. */
export interface RulesWrite {
  /** Paths (segments) whose data the write changes: one for a set, one per key for a multi-path update. */
  paths: string[][];
  root: Json;
  newRoot: Json;
  auth: RulesAuth | null;
  now: number;
}

export interface RulesEngine {
  /** Whether a read (or a query) at `path` is allowed: any `.read` on the path or above it grants it. */
  canRead(path: string[], auth: RulesAuth | null, root: Json, now: number, query?: RulesQuery): RulesDecision;
  /**
   * Whether a write is allowed: for each written path, a `.write` on it or above it grants it (rules
   * below never do), and every `.validate` on the new data at and below it, changed or not, and on
   * its ancestors holds. Nodes whose new value is null skip `.validate`.
   */
  canWrite(write: RulesWrite): RulesDecision;
  /** The `.indexOn` fields declared at `path` (used to warn about unindexed queries). */
  indexOn(path: string[]): string[];
}
