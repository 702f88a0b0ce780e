// Per-user change feeds (docs/ARCHITECTURE.md, "Sync"): `feeds/{uid}/{path}/{docId} = server time`.
// A golfer pulls score cards, matches and tournaments from their own feed, so the pull is a read the
// security rules allow and grows with the golfer's own data, not with the database. Whoever pushes a
// document therefore tells every reader of its old and new state: the player, the card's creator, the
// match's creator and players, the tournament's organizer and players. Readers are taken from the
// document and the local copies of its match and tournament (a writer of a card reads its match).
import type { CollectionName } from '../../../schemas/index.ts';
import { RTDB_PATHS } from '../../../schemas/index.ts';
import type { PlainDoc } from '../../backend/doc-shape.ts';

/** The collections pulled through the feed; the others are read whole (courses, public profiles) or
 * as one document (userData). */
export const FEED_COLLECTIONS: readonly CollectionName[] = ['scorecards', 'matches', 'tournaments', 'shotmarks'];

export const isFeedCollection = (name: CollectionName): boolean => FEED_COLLECTIONS.includes(name);

/** The path of `uid`'s feed of one collection. */
export const feedPath = (uid: string, name: CollectionName): string => `feeds/${uid}/${RTDB_PATHS[name]}`;

/** Local documents of the other collections, by id and by one field's value (deleted ones left out). */
export interface LocalLookup {
  get(name: CollectionName, id: string): Promise<PlainDoc | null>;
  where(name: CollectionName, field: string, value: string): Promise<PlainDoc[]>;
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const keysOf = (v: unknown): string[] => (typeof v === 'object' && v !== null && !Array.isArray(v) ? Object.keys(v) : []);
const idsOf = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/** A tournament's organizer's uid ('' when it names none). */
export function organizerOf(t: PlainDoc): string {
  return str((t.organizer as { id?: unknown } | undefined)?.id);
}

function tournamentMembers(t: PlainDoc | null): string[] {
  return t ? [organizerOf(t), ...keysOf(t.playerIds)] : [];
}

function matchMembers(m: PlainDoc | null): string[] {
  return m ? [str(m.creatorId), ...keysOf(m.players)] : [];
}

/** The marker of the card's match, while it lists the card's player (a card's shot marks are read only
 * by its player and that marker: docs/ARCHITECTURE.md, "Security rules"). */
async function markerOfCard(cardId: string, local: LocalLookup): Promise<string[]> {
  const card = await local.get('scorecards', cardId);
  const matchId = card ? str(card.matchId) : '';
  const match = matchId ? await local.get('matches', matchId) : null;
  if (!card || !match || !keysOf(match.players).includes(str(card.userId))) return [];
  const marker = typeof match.markerId === 'string' ? match.markerId : str(match.creatorId);
  return keysOf(match.players).includes(marker) ? [marker] : [];
}

/** The tournament a document names, as this device holds it (null: none named, or not held). */
export async function tournamentOf(doc: PlainDoc, local: LocalLookup): Promise<PlainDoc | null> {
  const id = str(doc.tournamentId);
  return id ? local.get('tournaments', id) : null;
}

/** Everyone who may read `doc` (a document of `name`) by the rules, as far as this device knows. */
export async function readersOf(name: CollectionName, doc: PlainDoc, local: LocalLookup): Promise<Set<string>> {
  const readers: string[] = [];
  if (name === 'tournaments') readers.push(...tournamentMembers(doc));
  if (name === 'matches') readers.push(...matchMembers(doc), ...tournamentMembers(await tournamentOf(doc, local)));
  if (name === 'scorecards') {
    const matchId = str(doc.matchId);
    readers.push(str(doc.userId), str(doc.creatorId), ...tournamentMembers(await tournamentOf(doc, local)));
    if (matchId) readers.push(...matchMembers(await local.get('matches', matchId)));
  }
  if (name === 'shotmarks') readers.push(str(doc.userId), ...(await markerOfCard(str(doc.id), local)));
  return new Set(readers.filter((uid) => uid !== ''));
}

/** Feed entry paths, `feeds/{uid}/{path}/{id}`, for every reader of the document's old and new state. */
export async function feedEntriesFor(
  name: CollectionName,
  before: PlainDoc | null,
  after: PlainDoc,
  local: LocalLookup,
): Promise<string[]> {
  const readers = await readersOf(name, after, local);
  if (before) for (const uid of await readersOf(name, before, local)) readers.add(uid);
  const id = str(after.id);
  return [...readers].map((uid) => `${feedPath(uid, name)}/${id}`);
}

function symmetricDifference(a: readonly string[], b: readonly string[]): string[] {
  const sa = new Set(a);
  const sb = new Set(b);
  return [...new Set([...a.filter((x) => !sb.has(x)), ...b.filter((x) => !sa.has(x))])].filter((x) => x !== '');
}

/**
 * When a match or tournament gains or loses members, the documents it shares change readers although
 * they did not change themselves: the golfers who joined or left get feed entries for them, so a new
 * member pulls them and a former member's device drops them (its read is then refused).
 */
export async function membershipEntries(
  name: CollectionName,
  before: PlainDoc | null,
  after: PlainDoc,
  local: LocalLookup,
): Promise<string[]> {
  if (!before) return [];
  const id = str(after.id);
  const entries: string[] = [];
  const add = (uids: string[], collection: CollectionName, docIds: Iterable<string>) => {
    for (const docId of docIds) for (const uid of uids) entries.push(`${feedPath(uid, collection)}/${docId}`);
  };
  if (name === 'matches') {
    const changed = symmetricDifference(matchMembers(before), matchMembers(after));
    if (changed.length === 0) return [];
    const cards = new Set([...idsOf(before.scoreCards), ...idsOf(after.scoreCards)]);
    for (const card of await local.where('scorecards', 'matchId', id)) cards.add(str(card.id));
    add(changed, 'scorecards', cards);
  }
  if (name === 'tournaments') {
    const changed = symmetricDifference(tournamentMembers(before), tournamentMembers(after));
    if (changed.length === 0) return [];
    const matches = await local.where('matches', 'tournamentId', id);
    add(changed, 'matches', matches.map((m) => str(m.id)));
    const cards = await local.where('scorecards', 'tournamentId', id);
    add(changed, 'scorecards', cards.map((c) => str(c.id)));
  }
  return entries;
}
