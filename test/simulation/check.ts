// The convergence checker (docs/ARCHITECTURE.md, "Convergence simulation"): once every device is back
// online and quiet, every device holds what the server holds, every score is one the golfers entered
// as the merge order allows, and nothing the app offered was refused.
import { deepEqual } from 'rxdb';
import { collectionSchemas } from '../../schemas/index.ts';
import type { ScoreCardDoc } from '../../src/data/types.ts';
import { canonicalDoc, fromServer, type PlainDoc } from '../../src/backend/doc-shape.ts';
import type { Backend } from '../support/backend.ts';
import type { SimDevice } from './device.ts';
import type { Entered, PlayedRound } from './round.ts';

const QUIET_MS = 60_000;
const PUSHED_WAIT_MS = 2_000;

type Docs = Map<string, PlainDoc | null>;

function serverDocs(backend: Backend, round: PlayedRound): Docs {
  const docs: Docs = new Map();
  docs.set(`matches/${round.matchId}`, fromServer(backend.rtdb.getData(`matches/${round.matchId}`), round.matchId, collectionSchemas.matches));
  for (const id of round.cardIds) docs.set(`scoreCards/${id}`, fromServer(backend.rtdb.getData(`scoreCards/${id}`), id, collectionSchemas.scorecards));
  return docs;
}

async function deviceDocs(device: SimDevice, round: PlayedRound): Promise<Docs> {
  const docs: Docs = new Map();
  const match = await device.rxdb.matches.findOne(round.matchId).exec();
  docs.set(`matches/${round.matchId}`, match ? { ...canonicalDoc(match.toMutableJSON() as PlainDoc, collectionSchemas.matches), _deleted: false } : null);
  for (const id of round.cardIds) {
    const card = await device.rxdb.scorecards.findOne(id).exec();
    docs.set(`scoreCards/${id}`, card ? { ...canonicalDoc(card.toMutableJSON() as PlainDoc, collectionSchemas.scorecards), _deleted: false } : null);
  }
  return docs;
}

function differences(a: Docs, b: Docs): string[] {
  return [...a.keys()].filter((key) => !deepEqual(a.get(key), b.get(key)));
}

/** Brings every device online and waits until each has pushed everything and holds the server's documents. */
export async function settle(backend: Backend, devices: readonly SimDevice[], round: PlayedRound): Promise<string[]> {
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
      for (const key of differences(server, await deviceDocs(d, round))) problems.push(`${d.name}: ${key} differs from the server's`);
    }
    if (problems.length === 0 || Date.now() > deadline) return problems;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The last value each device entered for each field. */
function lastValues(entered: readonly Entered[]): Map<string, Map<number, Entered['value']>> {
  const byField = new Map<string, Map<number, Entered['value']>>();
  for (const e of entered) {
    const key = `${e.cardId} hole ${e.hole} ${e.field}`;
    const values = byField.get(key) ?? new Map<number, Entered['value']>();
    values.set(e.device, e.value);
    byField.set(key, values);
  }
  return byField;
}

/**
 * The scores against what was entered. A field one device wrote holds that device's last value; a field
 * several devices wrote holds one of their last values (of two edits of one field, the one that reached
 * the server first stays: docs/ARCHITECTURE.md, "Sync", merge order). A device's earlier value, which
 * its own later tap replaced, never comes back.
 */
export function checkScores(backend: Backend, round: PlayedRound): string[] {
  const problems: string[] = [];
  for (const [key, values] of lastValues(round.entered)) {
    const [cardId, , holeText, field] = key.split(' ') as [string, string, string, Entered['field']];
    const card = fromServer(backend.rtdb.getData(`scoreCards/${cardId}`), cardId, collectionSchemas.scorecards) as ScoreCardDoc | null;
    const hole = card?.holes.find((h) => h.number === Number(holeText));
    const actual = field === 'disputed' ? hole?.disputed === true : hole?.shotCount;
    const allowed = [...values.values()];
    if (!allowed.some((v) => v === actual)) {
      problems.push(`${key}: the server holds ${String(actual)}, entered last: ${[...values.entries()].map(([d, v]) => `device ${d} ${String(v)}`).join(', ')}`);
    }
  }
  return problems;
}

/** Writes the rules refused: the app offered only writes its golfer may make. */
export function checkRefusals(devices: readonly SimDevice[]): string[] {
  return devices.flatMap((d) => d.refused.map((line) => `${d.name}: refused ${line}`));
}
