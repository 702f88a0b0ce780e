// A match's conflict (docs/ARCHITECTURE.md, "Sync", conflicts). Only its creator writes a match, except
// that a listed player may take their own entry out of `players` (leaving; "Security rules"). So a
// conflict is the creator's edit made offline against players who left meanwhile, or against the
// creator's edit on another device. Keeping the server's state dropped the creator's edit (a player taken
// out stayed listed while their card was deleted; the notes went back). Instead: field by field against
// the base, a field both changed keeping the server's (the side games game by game); the players, the cards and the sides id by id, so
// whoever either side took out stays out and whoever either side added stays in, with their card; and a
// marker who is no longer a player gives way, as the rules refuse a match whose marker is not listed.
// Without a base there is no telling who changed what, and a side that changed nothing has nothing to
// merge: the server's state.
import { deepEqual } from 'rxdb';
import type { DocWithDeleted, PlainDoc } from '../../backend/doc-shape.ts';
import { asIdSet, mergeFieldByField, mergeFields, mergeIdSets } from './field-merge.ts';

const asIdList = (v: unknown): string[] => (Array.isArray(v) ? v.filter((id): id is string => typeof id === 'string') : []);
const asRecord = (v: unknown): PlainDoc => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as PlainDoc) : {});

/**
 * Two versions of an ordered list of ids: an id either side removed (it was in the base) goes, an id
 * either added stays; in the order of the side that changed the list (the server's when both did), the
 * other side's additions after it.
 */
export function mergeIdLists(ours: readonly string[], theirs: readonly string[], base: readonly string[]): string[] {
  const removed = new Set(base.filter((id) => !ours.includes(id) || !theirs.includes(id)));
  const [first, second] = deepEqual([...theirs], [...base]) ? [ours, theirs] : [theirs, ours];
  const out: string[] = [];
  for (const id of [...first, ...second]) if (!removed.has(id) && !out.includes(id)) out.push(id);
  return out;
}

export function mergeMatches(ours: DocWithDeleted, theirs: DocWithDeleted, base: DocWithDeleted | undefined): DocWithDeleted {
  // No base: no telling who changed what. Nothing changed here: the server's state whole, even a marker
  // it no longer lists (a player's phone taking the match after leaving it; the creator's next write
  // settles the marker).
  if (base === undefined || deepEqual(ours, base)) return theirs;
  const merged: DocWithDeleted = { ...mergeFieldByField(ours, theirs, base) };
  const set = (field: string, value: unknown) => {
    if (value === undefined) delete merged[field];
    else merged[field] = value;
  };
  const players = mergeIdSets(asIdSet(ours.players), asIdSet(theirs.players), asIdSet(base.players));
  set('players', players);
  const cards = mergeIdLists(asIdList(ours.scoreCards), asIdList(theirs.scoreCards), asIdList(base.scoreCards));
  set('scoreCards', cards.length > 0 ? cards : undefined);
  // Card id -> side, key by key; a card no longer in the match has no side.
  const sides = mergeFields(asRecord(ours.sides), asRecord(theirs.sides), asRecord(base.sides), (_key, _a, b) => b);
  for (const card of Object.keys(sides)) if (!cards.includes(card)) delete sides[card];
  set('sides', Object.keys(sides).length > 0 ? sides : undefined);
  // The side games game by game (the creator's two devices may each set one); a game both changed keeps
  // the server's.
  const games = mergeFields(asRecord(ours.games), asRecord(theirs.games), asRecord(base.games), (_key, _a, b) => b);
  set('games', Object.keys(games).length > 0 ? games : undefined);
  // Without a listed marker the match has none: the creator keeps the cards (schemas/matches.ts).
  const listed = (id: unknown): id is string => typeof id === 'string' && players?.[id] !== undefined;
  set('markerId', [merged.markerId, ours.markerId, theirs.markerId].find(listed));
  return merged;
}
