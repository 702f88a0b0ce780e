// The push handler: each changed document is written in its own transaction that first checks the
// server still holds the state this device last saw (RxDB's assumed master state).
//
// Per row, inside runTransaction's update function (re-run by the SDK whenever the server says its
// hash was stale, so the decision is always taken on what the server really holds):
//   - the server already holds the new state      -> nothing to write (a retried batch is idempotent)
//   - it holds the assumed state, or nothing      -> write the new state with updatedAt = server time
//   - it holds a state this device sent earlier on top of the same assumed state, whose answer was
//     lost (own-writes.ts)                        -> write: the local state is newer than our own
//   - it holds something else                     -> abort; report it to RxDB as a conflict
// A score card's client time stamps that run ahead of the server's clock are brought down to it
// first (client-times.ts): the state sent, compared and recorded is that one.
// Each state is recorded as sent before its transaction runs. A conflict met while such states are
// outstanding is merged against a base that counts their values as ours (baseWithOwnValues): the
// server's state may have been written on top of one of them.
// runTransaction first runs the function on the local cache, which is empty (null) unless something
// listens to that path. A document the server held before (it has an assumed state) is therefore
// pushed while a listener holds its server value (server-value.ts): a proposal made on a cold cache
// would be judged by the rules before the hash, and refused when it undoes another golfer's fields.
// For a new document null is answered with a write: the write carries the hash of an empty node,
// so if the server does hold a document it answers "datastale" with the real value and the function
// runs again on it.
//
// A course pushed by a golfer who did not create it, whose only change fills missing hole points, is
// sent as exactly those fields instead (course-fill.ts): the rules give nobody else the whole course.
//
// After the transaction, the readers of the document's old and new state get a feed entry, and a course
// its directory entry (announce, below). A row the rules refuse (permission_denied) is reported with its
// document, flagged in the status and treated as done: it does not hold up the other rows and is not
// sent again. A document of the round (a feed collection) the server holds then takes the server's
// state, so that this device shows what every other one shows; one the server does not hold stays in
// the local database, flagged. Other failures are retried (only the failed rows), with the backoff.
import { get, ref, runTransaction, serverTimestamp, set, update } from 'firebase/database';
import { deepEqual, type RxReplicationWriteToMasterRow, type WithDeleted } from 'rxdb';
import { baseWithOwnValues } from '../conflicts/field-merge.ts';
import { filledPoints, isFillingPoints, pushFilledPoints } from './course-fill.ts';
import type { EngineContext } from './context.ts';
import { canonicalDoc, fromServer, SERVER_TIMESTAMP_FIELD, toServer, type DocWithDeleted, type PlainDoc } from '../../backend/doc-shape.ts';
import { describeError, errorKind, SyncStoppedError } from './errors.ts';
import { feedEntriesFor, membershipEntries, organizerOf, tournamentOf } from './feeds.ts';
import { waitBeforeRetry } from './retry.ts';
import { withServerValue } from './server-value.ts';

type Row = RxReplicationWriteToMasterRow<PlainDoc>;
type Outcome =
  | { kind: 'written' }
  | { kind: 'conflict'; master: DocWithDeleted; base: DocWithDeleted | undefined }
  | { kind: 'rejected'; message: string };

const listsPlayer = (doc: DocWithDeleted, uid: string) => typeof doc.players === 'object' && doc.players !== null && uid in doc.players;

/**
 * Whether this push is the golfer leaving a match they did not create: only its creator writes a match,
 * and a listed player may only take their own `players` entry out (docs/ARCHITECTURE.md, "Security
 * rules"), so the whole document cannot be sent.
 */
function isLeavingMatch(ctx: EngineContext, assumed: DocWithDeleted | undefined, next: DocWithDeleted): boolean {
  if (ctx.spec.name !== 'matches' || !assumed || next._deleted || next.creatorId === ctx.uid) return false;
  return listsPlayer(assumed, ctx.uid) && !listsPlayer(next, ctx.uid);
}

/**
 * Leaving: exactly the update the rules grant a player, and in the same update the feed entries that
 * tell the members (afterwards the golfer may read the match no more, and the rules take a feed entry
 * only from a reader of the document before or after the write: docs/ARCHITECTURE.md, "Security
 * rules"). The golfer's own feed then hears of the match's cards, so the next pull takes them off this
 * device. The device then takes the match as the server holds it (serversMatch).
 */
async function leaveMatch(ctx: EngineContext, id: string, assumed: DocWithDeleted, next: DocWithDeleted): Promise<Outcome> {
  const players = { ...(assumed.players as Record<string, unknown>) };
  delete players[ctx.uid];
  const after = { ...assumed, players };
  const at = `${ctx.spec.path}/${id}`;
  const entries = await feedEntriesFor(ctx.spec.name, assumed, after, ctx.local);
  try {
    await ctx.connection.unlessStopped(
      update(ref(ctx.db), {
        [`${at}/players/${ctx.uid}`]: null,
        [`${at}/${SERVER_TIMESTAMP_FIELD}`]: serverTimestamp(),
        ...serverTimes(entries),
      }),
    );
  } catch (err) {
    // Refused because the golfer is out already: the creator took them out or deleted the match while
    // this phone was offline (that change's push told the members), or this very update reached the
    // server before the app stopped and its answer was lost. What the golfer asked for holds.
    if (errorKind(ctx, err) !== 'rejected') throw err;
    const server = await readableServerState(ctx, id);
    if (server !== null && listsPlayer(server, ctx.uid)) throw err;
    return serversMatch(next, server);
  }
  await announceMembership(ctx, assumed, after);
  return serversMatch(next, await readableServerState(ctx, id));
}

/**
 * Whether this golfer may write the match: its creator, or the organizer of its tournament (who alone
 * changes a tournament's rounds, "Security rules"). A tournament this device does not hold leaves it to
 * the rules.
 */
async function writesMatch(ctx: EngineContext, next: DocWithDeleted): Promise<boolean> {
  if (next.creatorId === ctx.uid) return true;
  if (typeof next.tournamentId !== 'string' || next.tournamentId === '') return false;
  const tournament = await tournamentOf(next, ctx.local);
  return tournament === null || organizerOf(tournament) === ctx.uid;
}

/**
 * A change of a match this golfer may not write that is not their leave on RxDB's record of the
 * server's state: a leave merged with the creator's change met meanwhile (the merge keeps the golfer's
 * newer `modifiedDate`), one made on a state a reload left without that record, or the match gone from
 * this device. The rules would refuse the whole document, so it is never sent: a leave goes as a leave on
 * the server's state, and anything else takes the server's state.
 */
async function othersMatch(ctx: EngineContext, id: string, next: DocWithDeleted): Promise<Outcome> {
  const server = await readableServerState(ctx, id);
  if (server !== null && !next._deleted && listsPlayer(server, ctx.uid) && !listsPlayer(next, ctx.uid)) return leaveMatch(ctx, id, server, next);
  return serversMatch(next, server);
}

/**
 * The outcome that leaves this device holding a match as the server holds it, after a leave or in place
 * of a change the golfer may not send. RxDB records a row answered as written as the server's state, but
 * a leave changes only the golfer's `players` entry on the server (the cards and sides stay the
 * creator's to change), and a pull met while the push was on its way was skipped as an unsent local change
 * (docs/ARCHITECTURE.md, "Sync"): answered as written, the device would keep its own state for good. So
 * it is a conflict whose base is the local state, which the merge resolves to the server's; a match the
 * golfer may no longer read (or that is gone) resolves to a deletion, so it leaves the device.
 */
function serversMatch(next: DocWithDeleted, server: DocWithDeleted | null): Outcome {
  if (server === null) return next._deleted ? { kind: 'written' } : { kind: 'conflict', master: { ...next, _deleted: true }, base: next };
  if (deepEqual(server, next)) return { kind: 'written' };
  return { kind: 'conflict', master: server, base: next };
}

/** The server's state of the document, or null when it is gone or this golfer may no longer read it. */
async function readableServerState(ctx: EngineContext, id: string): Promise<DocWithDeleted | null> {
  try {
    return await readServerState(ctx, id);
  } catch (err) {
    if (errorKind(ctx, err) === 'rejected') return null;
    throw err;
  }
}

/** Each path set to the server's time, for a multi-path update. */
function serverTimes(paths: readonly string[]): Record<string, object> {
  return Object.fromEntries(paths.map((path) => [path, serverTimestamp()]));
}

async function pushRow(ctx: EngineContext, row: Row): Promise<Outcome> {
  const { schema, path } = ctx.spec;
  const localState = canonicalDoc(row.newDocumentState, schema);
  // Derived fields (search keys) are sent as their fields give them, whoever wrote the document.
  ctx.spec.completePulled?.(localState);
  const next = ctx.spec.clampClientTimes?.(localState, ctx.connection.serverNow()) ?? localState;
  const assumed = row.assumedMasterState ? canonicalDoc(row.assumedMasterState, schema) : undefined;
  const id = String(next.id);
  if (assumed && isLeavingMatch(ctx, assumed, next)) return leaveMatch(ctx, id, assumed, next);
  if (ctx.spec.name === 'matches' && !(await writesMatch(ctx, next))) return othersMatch(ctx, id, next);
  // A course its golfer did not create: only the points they filled are theirs to send (course-fill.ts).
  const fills = assumed && isFillingPoints(ctx, next) ? filledPoints(assumed, next) : null;
  if (fills) return pushFilledPoints(ctx, id, fills);
  const stored = toServer(next, schema);
  const own = await ctx.ownWrites();
  const earlier = await own.sent(id, assumed);
  await own.record(id, assumed, next);
  // What the update function last saw on the server (its final run is the one that counts).
  const seen: { master: DocWithDeleted | null } = { master: null };

  const at = ref(ctx.db, `${path}/${id}`);
  // A document the server held before is pushed on its server value, never on a cold cache (server-value.ts).
  const transact = (update: () => ReturnType<typeof runTransaction>) =>
    assumed ? withServerValue(at, (p) => ctx.connection.unlessStopped(p), update) : update();
  const attempt = ctx.connection.unlessStopped(
    transact(() =>
      runTransaction(
        at,
        (current: unknown) => {
          const master = current === null ? null : fromServer(current, id, schema);
          // Compared as the pull stores it: derived fields (search keys) as its fields give them, so a
          // server copy written without them is not taken for another golfer's change.
          if (master) ctx.spec.completePulled?.(master);
          seen.master = master;
          if (master === null) return { ...stored, [SERVER_TIMESTAMP_FIELD]: serverTimestamp() };
          if (deepEqual(master, next)) return undefined;
          if (assumed && deepEqual(master, assumed)) return { ...stored, [SERVER_TIMESTAMP_FIELD]: serverTimestamp() };
          if (earlier.some((s) => deepEqual(master, s))) return { ...stored, [SERVER_TIMESTAMP_FIELD]: serverTimestamp() };
          return undefined;
        },
        // Listeners must not see the document with a locally estimated timestamp.
        { applyLocally: false },
      ),
    ),
  );
  const result = await attempt.catch(async (err: unknown) => {
    // The rules judge a proposal before the transaction's hash: one computed on a server state that
    // another golfer changed on its way (a player disputing a hole as the marker taps) is refused
    // where a stale hash would have been answered "datastale". A server state that moved since the
    // proposal makes it a conflict, merged and pushed again; an unchanged one, a real refusal.
    if (errorKind(ctx, err) !== 'rejected') throw err;
    const now = await readServerState(ctx, id);
    if (now === null || deepEqual(now, seen.master)) throw err;
    seen.master = now;
    return { committed: false };
  });
  const master = seen.master;
  if (result.committed || master === null || deepEqual(master, next)) {
    // When the server already held the new state (a retry after a lost answer), what it replaced is
    // RxDB's assumed master state: its readers (a player just removed) must hear of the change too.
    await announce(ctx, master !== null && !deepEqual(master, next) ? master : (assumed ?? master), next);
    return { kind: 'written' };
  }
  const base = earlier.length > 0 ? baseWithOwnValues(assumed, master, [...earlier, next]) : undefined;
  return { kind: 'conflict', master, base };
}

/** The document as the server holds it now, in the shape the pull stores. */
async function readServerState(ctx: EngineContext, id: string): Promise<DocWithDeleted | null> {
  const snap = await ctx.connection.unlessStopped(get(ref(ctx.db, `${ctx.spec.path}/${id}`)));
  const master = snap.exists() ? fromServer(snap.val(), id, ctx.spec.schema) : null;
  if (master) ctx.spec.completePulled?.(master);
  return master;
}

/**
 * The second step of a push to a feed collection: a feed entry, stamped with the server's time, for
 * every reader of the document's state before (`before`, what the transaction replaced) and after. A
 * transaction cannot carry other paths and a multi-path update cannot carry a transaction's
 * compare-and-set, hence two steps; the push counts as done only after both. A retry is idempotent:
 * its transaction finds the state already there, writes nothing, and the entries are written again.
 * Entries for golfers who joined or left a match or tournament (for the documents it shares) are
 * best effort: one that names a document not on the server yet is refused and dropped.
 */
async function announce(ctx: EngineContext, before: DocWithDeleted | null, after: DocWithDeleted): Promise<void> {
  await writeDirectoryEntry(ctx, after);
  if (ctx.spec.feed === undefined) return;
  const entries = await feedEntriesFor(ctx.spec.name, before, after, ctx.local);
  await ctx.connection.unlessStopped(update(ref(ctx.db), serverTimes(entries)));
  await announceMembership(ctx, before, after);
}

/**
 * The document's directory entry, as it now stands (courses: course-directory.ts). Idempotent, like the
 * feed entries. A refusal means the document changed on the server meanwhile (the entry must match it):
 * that change's own push writes the entry, so this one is dropped, and the push still counts as done.
 */
async function writeDirectoryEntry(ctx: EngineContext, after: DocWithDeleted): Promise<void> {
  const { directory } = ctx.spec;
  if (directory === undefined) return;
  try {
    await ctx.connection.unlessStopped(set(ref(ctx.db, `${directory.path}/${String(after.id)}`), directory.entry(after)));
  } catch (err) {
    if (errorKind(ctx, err) !== 'rejected') throw err;
  }
}

/** The best-effort entries for golfers who joined or left (see announce). */
async function announceMembership(ctx: EngineContext, before: DocWithDeleted | null, after: DocWithDeleted): Promise<void> {
  const moved = await membershipEntries(ctx.spec.name, before, after, ctx.local);
  await Promise.allSettled(moved.map((path) => set(ref(ctx.db, path), serverTimestamp())));
}

async function attempt(ctx: EngineContext, row: Row): Promise<Outcome | { kind: 'failed'; error: unknown }> {
  try {
    return await pushRow(ctx, row);
  } catch (error) {
    if (errorKind(ctx, error) === 'rejected') return { kind: 'rejected', message: describeError(error) };
    return { kind: 'failed', error };
  }
}

/**
 * Drops the own-writes records (own-writes.ts) of pushes the server confirmed, once RxDB has stored
 * their states as the server's. RxDB stores them after this handler returns (in its meta instance) and
 * calls the handler again only after that, so the records of one call are dropped at the start of the
 * next: an app closed in between still holds the record its next run needs, because its stored
 * server state is the one the record was written on.
 */
async function forgetConfirmed(ctx: EngineContext, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const own = await ctx.ownWrites();
  // Failing to drop one only leaves a record that the next push of the document replaces.
  await Promise.all(ids.map((id) => own.forget(id).catch(() => undefined)));
}

/**
 * After the rules refused this device's change of a document, the device takes the server's state of
 * it, so that it shows what every other device shows (docs/ARCHITECTURE.md, "Sync"); the refusal stays
 * in the status. A document the server does not hold (or no longer lets this golfer read) stays as it
 * is, flagged: there is nothing to take. Returns whether it took it.
 */
async function takeServerState(ctx: EngineContext, id: string): Promise<boolean> {
  try {
    const server = await readServerState(ctx, id);
    if (server === null) return false;
    await ctx.takeServerState(id, server);
    return true;
  } catch {
    return false;
  }
}

export function createPushHandler(ctx: EngineContext) {
  const { connection, status, spec } = ctx;
  let confirmedBefore: string[] = [];
  // Documents whose refused change was replaced by the server's state: that state's own push (a no-op)
  // must not clear the refusal the golfer has not seen yet.
  const takenBack = new Set<string>();
  return async (rows: Row[]): Promise<WithDeleted<PlainDoc>[]> => {
    const settled = confirmedBefore;
    confirmedBefore = [];
    await forgetConfirmed(ctx, settled);
    const outcomes = new Map<string, Outcome>(); // by document id
    // A state the pull stored, unchanged since, is the server's: a pull interrupted before RxDB
    // recorded it leaves it looking like an edit (docs/ARCHITECTURE.md, "Interrupted pulls"). Nothing
    // is sent; answered as written, RxDB records it as the server's state. A document changed here
    // since, with no record, is pushed on the state that pull stored: the merge's base.
    const pulled = await ctx.pulledStates(rows.map((r) => String(r.newDocumentState.id)));
    for (const row of rows) {
      const base = pulled.bases.get(String(row.newDocumentState.id));
      if (row.assumedMasterState === undefined && base !== undefined) row.assumedMasterState = base as WithDeleted<PlainDoc>;
    }
    // Each row is sent as RxDB handed it over, also after a wait: RxDB records that state as the
    // server's once answered, and a newer local state sent in its place would leave that record older
    // than what the server holds, so the next push's merge would take this device's own earlier values
    // for another golfer's (docs/ARCHITECTURE.md, "Sync"). The newer state follows in RxDB's next cycle.
    let todo = rows.filter((r) => !pulled.unchanged.has(String(r.newDocumentState.id)));
    while (todo.length > 0) {
      // Once sync stops this throws: an answer (even []) would tell RxDB the rows reached the server,
      // and RxDB records that unless its own cancellation has already gone through.
      await connection.waitOnline();
      await ctx.beforePush(todo.map((r) => r.newDocumentState));
      const results = await Promise.all(todo.map(async (row) => [row, await attempt(ctx, row)] as const));
      if (connection.isStopped) throw new SyncStoppedError();
      const failed: Row[] = [];
      for (const [row, outcome] of results) {
        if (outcome.kind === 'failed') {
          failed.push(row);
          status.reportError({
            kind: errorKind(ctx, outcome.error),
            collection: spec.name,
            documentId: String(row.newDocumentState.id),
            message: `push: ${describeError(outcome.error)}`,
          });
        } else {
          outcomes.set(String(row.newDocumentState.id), outcome);
        }
      }
      todo = failed;
      if (todo.length > 0) await waitBeforeRetry(ctx);
    }
    ctx.backoff.reset();
    status.markSynced();

    const conflicts: WithDeleted<PlainDoc>[] = [];
    const confirmed: string[] = [];
    const refused: string[] = [];
    for (const row of rows) {
      const documentId = String(row.newDocumentState.id);
      const outcome = outcomes.get(documentId);
      if (outcome === undefined) continue;
      if (outcome.kind === 'conflict') {
        conflicts.push(outcome.master as WithDeleted<PlainDoc>);
        // RxDB hands the conflict handler this row's assumedMasterState as the merge base, read
        // from the row after this function returns (replication-protocol/upstream.ts).
        if (outcome.base) row.assumedMasterState = outcome.base as WithDeleted<PlainDoc>;
      } else if (outcome.kind === 'rejected') {
        status.addRejected({ collection: spec.name, documentId, message: outcome.message });
        refused.push(documentId);
      } else {
        ctx.counters.pushed += 1;
        if (!takenBack.delete(documentId)) status.clearRejected(spec.name, documentId);
        confirmed.push(documentId);
      }
    }
    confirmedBefore.push(...confirmed);
    // The round's shared documents (the feed collections) must read the same on every device; a
    // refused point of a course stays on the phone until the course changes on the server (course-fill.ts).
    if (spec.feed !== undefined) for (const id of refused) if (await takeServerState(ctx, id)) takenBack.add(id);
    return conflicts;
  };
}
