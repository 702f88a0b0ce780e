// The convergence checker (docs/ARCHITECTURE.md, "Convergence simulation"): once every device is back
// online and quiet, every device holds what the server holds of what its golfer may read, every score
// is one the golfers entered as the merge order allows, the boards agree, and nothing the app offered
// was refused.
import { get, ref } from 'firebase/database';
import { deepEqual } from 'rxdb';
import { collectionSchemas } from '../../schemas/index.ts';
import type { MatchDoc, ScoreCardDoc } from '../../src/data/types.ts';
import { canonicalDoc, fromServer, type PlainDoc } from '../../src/backend/doc-shape.ts';
import { matchBoardView } from '../../src/features/matches/board.ts';
import type { Backend, TestClient } from '../support/backend.ts';
import type { SimDevice } from './device.ts';
import type { Entered, PlayedRound } from './round.ts';

const QUIET_MS = 60_000;
const PUSHED_WAIT_MS = 2_000;

type Docs = Map<string, PlainDoc | null>;

const COLLECTIONS = { tournaments: 'tournaments', matches: 'matches', scoreCards: 'scorecards' } as const;
type ServerPath = keyof typeof COLLECTIONS;

function keysOf(round: PlayedRound): [ServerPath, string][] {
  return [['tournaments', round.tournamentId], ['matches', round.matchId], ...round.cardIds.map((id): [ServerPath, string] => ['scoreCards', id])];
}

/** The server's documents (a deleted one as null). */
function serverDocs(backend: Backend, round: PlayedRound): Docs {
  const docs: Docs = new Map();
  for (const [path, id] of keysOf(round)) {
    const doc = fromServer(backend.rtdb.getData(`${path}/${id}`), id, collectionSchemas[COLLECTIONS[path]]);
    docs.set(`${path}/${id}`, doc && !doc._deleted ? doc : null);
  }
  return docs;
}

/** What the server's rules let `reader` (a client signed in as the device's golfer) read of them. */
async function readable(reader: TestClient, round: PlayedRound): Promise<Set<string>> {
  const out = new Set<string>();
  for (const [path, id] of keysOf(round)) {
    const ok = await get(ref(reader.db, `${path}/${id}`)).then(() => true, () => false);
    if (ok) out.add(`${path}/${id}`);
  }
  return out;
}

async function deviceDocs(device: SimDevice, round: PlayedRound): Promise<Docs> {
  const docs: Docs = new Map();
  for (const [path, id] of keysOf(round)) {
    const name = COLLECTIONS[path];
    const doc = await device.rxdb.collections[name].findOne(id).exec();
    docs.set(`${path}/${id}`, doc ? { ...canonicalDoc(doc.toMutableJSON() as PlainDoc, collectionSchemas[name]), _deleted: false } : null);
  }
  return docs;
}

/**
 * Brings every device online and waits until each has pushed everything and holds exactly the
 * server's documents its golfer may read (and none it may not).
 */
export async function settle(backend: Backend, devices: readonly SimDevice[], readers: readonly TestClient[], round: PlayedRound): Promise<string[]> {
  for (const d of devices) if (!d.online) d.setOnline(true);
  const deadline = Date.now() + QUIET_MS;
  let problems: string[] = [];
  for (;;) {
    // At least a moment each time, so that the last round's "not pushed" is the engine's, not a
    // deadline reached before it could answer.
    const pushed = await Promise.all(devices.map((d) => d.sync.awaitPushed(Math.max(PUSHED_WAIT_MS, deadline - Date.now()))));
    const server = serverDocs(backend, round);
    problems = [];
    for (const [i, d] of devices.entries()) {
      if (!pushed[i]) problems.push(`${d.name}: changes still pending (${await d.describeStatus()}; ${await d.diagnoseStall()})`);
      const mayRead = await readable(readers[i] as TestClient, round);
      const held = await deviceDocs(d, round);
      for (const [key, doc] of server) {
        const expected = mayRead.has(key) ? doc : null;
        const here = held.get(key) ?? null;
        if (deepEqual(expected, here)) continue;
        if (expected === null) problems.push(`${d.name}: ${key} is held, but may not be read or is deleted`);
        else if (here === null) problems.push(`${d.name}: ${key} is missing`);
        else problems.push(`${d.name}: ${key} differs from the server's in ${fieldsThatDiffer(expected, here).join(', ')}`);
      }
    }
    if (problems.length === 0 || Date.now() > deadline) return problems;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The top-level fields where two states of a document differ, with both values (short ones whole). */
function fieldsThatDiffer(server: PlainDoc, here: PlainDoc): string[] {
  const shown = (v: unknown) => {
    const text = JSON.stringify(v) ?? 'undefined';
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
  };
  return [...new Set([...Object.keys(server), ...Object.keys(here)])]
    .filter((k) => !deepEqual(server[k], here[k]))
    .map((k) => `${k} (server ${shown(server[k])}, here ${shown(here[k])})`);
}

/** The last value each device entered for each field, and every value entered for it. */
function entriesByField(entered: readonly Entered[]): Map<string, { last: Map<number, Entered['value']>; all: Set<Entered['value']> }> {
  const byField = new Map<string, { last: Map<number, Entered['value']>; all: Set<Entered['value']> }>();
  for (const e of entered) {
    const key = `${e.cardId} hole ${e.hole} ${e.field}`;
    const values = byField.get(key) ?? { last: new Map(), all: new Set() };
    values.last.set(e.device, e.value);
    values.all.add(e.value);
    byField.set(key, values);
  }
  return byField;
}

/** The card ids of the writes the rules refused on each device. */
function refusedCards(device: SimDevice): Set<string> {
  return new Set(device.refused.flatMap((line) => /^scorecards\/([^:]+):/.exec(line)?.[1] ?? []));
}

/**
 * A write the rules refuse by design: the marker's change of a card that reached the server after its
 * player confirmed it or left the match (the signature, and the player's own round, stand; the marker
 * is told). Any other refusal is a write the app should not have offered.
 */
function expectedRefusal(round: PlayedRound, device: number, cardId: string): boolean {
  const owner = round.cardIds.indexOf(cardId);
  return owner !== -1 && owner !== device && (round.confirmed.has(cardId) || round.left.has(cardId) || round.removed.has(cardId));
}

/**
 * The scores against what was entered. A field one device wrote holds that device's last value; a field
 * several devices wrote holds one of their last values (of two edits of one field, the one that reached
 * the server first stays: docs/ARCHITECTURE.md, "Sync", merge order). A device's earlier value, which
 * its own later tap replaced, never comes back. On a card where a refusal by design dropped a marker's
 * changes, the field holds one of the values entered for it, or its first. A deleted card has no scores.
 */
export function checkScores(backend: Backend, devices: readonly SimDevice[], round: PlayedRound): string[] {
  const problems: string[] = [];
  const dropped = new Set(devices.flatMap((d, i) => [...refusedCards(d)].filter((id) => expectedRefusal(round, i, id))));
  for (const [key, values] of entriesByField(round.entered)) {
    const [cardId, , holeText, field] = key.split(' ') as [string, string, string, Entered['field']];
    const card = fromServer(backend.rtdb.getData(`scoreCards/${cardId}`), cardId, collectionSchemas.scorecards) as (ScoreCardDoc & { _deleted: boolean }) | null;
    if (!card || card._deleted) continue;
    const hole = card.holes.find((h) => h.number === Number(holeText));
    const actual = field === 'disputed' ? hole?.disputed === true : hole?.shotCount;
    const allowed = dropped.has(cardId) ? [...values.all, field === 'disputed' ? false : 0] : [...values.last.values()];
    if (!allowed.some((v) => v === actual)) {
      problems.push(`${key}: the server holds ${String(actual)}, entered last: ${[...values.last.entries()].map(([d, v]) => `device ${d} ${String(v)}`).join(', ')}`);
    }
  }
  if (round.notes !== undefined) {
    const match = backend.rtdb.getData(`matches/${round.matchId}`) as { notes?: string } | null;
    if (match?.notes !== round.notes) problems.push(`match notes: the server holds ${String(match?.notes)}, written last: ${round.notes}`);
  }
  return problems;
}

/** The match board each device shows from what it holds: all equal to the server's. */
export async function checkBoards(backend: Backend, devices: readonly SimDevice[], round: PlayedRound): Promise<string[]> {
  const server = serverDocs(backend, round);
  const match = server.get(`matches/${round.matchId}`) as MatchDoc | null;
  if (!match) return [];
  const cards = round.cardIds.flatMap((id) => (server.get(`scoreCards/${id}`) as ScoreCardDoc | null) ?? []);
  const expected = matchBoardView(match, cards, (c) => c.userId);
  const problems: string[] = [];
  for (const d of devices) {
    const held = (await d.rxdb.matches.findOne(round.matchId).exec())?.toMutableJSON();
    if (!held) continue;
    const heldCards = (await d.rxdb.scorecards.findByIds(round.cardIds).exec()).values();
    const board = matchBoardView(held, [...heldCards].map((c) => c.toMutableJSON()), (c) => c.userId);
    if (!deepEqual(board, expected)) problems.push(`${d.name}: the match board differs from the one the server's documents give`);
  }
  return problems;
}

/** Writes the rules refused that the app should not have offered. */
export function checkRefusals(devices: readonly SimDevice[], round: PlayedRound): string[] {
  return devices.flatMap((d, i) =>
    d.refused.filter((line) => {
      const cardId = /^scorecards\/([^:]+):/.exec(line)?.[1];
      return cardId === undefined || !expectedRefusal(round, i, cardId);
    }).map((line) => {
      const cardId = /^scorecards\/([^:]+):/.exec(line)?.[1];
      const owner = cardId === undefined ? '' : ` (golfer ${round.cardIds.indexOf(cardId)}'s card${round.confirmed.has(cardId) ? ', confirmed once' : ''})`;
      return `${d.name}: refused ${line}${owner}`;
    }),
  );
}
