// Who may import what (a golfer imports only what they own; docs/ADMINISTRATION.md, "Transfer file"; the
// sharing model: docs/ARCHITECTURE.md, "Security rules"): an administrator anything, a golfer only their own
// data. "Own" is the field that decides ownership on the server too, and an existing document's owner cannot
// be changed by an import (the rules keep creatorId / organizer fixed).
import type { CollectionName } from '../../../schemas/index.ts';
import { dataText } from '../i18n/index.ts';
import type { TransferActor } from './format.ts';

export interface PermissionProblem {
  path: string;
  reason: string;
}

/** The ownership fields of each collection: the golfer must be named in one of them. */
const OWNER_FIELDS: Record<CollectionName, { path: string; read: (doc: Record<string, unknown>) => unknown }[]> = {
  courses: [{ path: 'creatorId', read: (d) => d.creatorId }],
  scorecards: [
    { path: 'userId', read: (d) => d.userId },
    { path: 'creatorId', read: (d) => d.creatorId },
  ],
  matches: [{ path: 'creatorId', read: (d) => d.creatorId }],
  tournaments: [{ path: 'organizer.id', read: (d) => (d.organizer as Record<string, unknown> | undefined)?.id }],
  users: [{ path: 'id', read: (d) => d.id }],
  userdata: [{ path: 'id', read: (d) => d.id }],
  shotmarks: [{ path: 'userId', read: (d) => d.userId }],
};

/** Why a document is not the golfer's to import, in the golfer's language. */
const ONLY_OWN: Record<CollectionName, () => string> = {
  courses: () => dataText.t('transfer.onlyOwn.courses'),
  scorecards: () => dataText.t('transfer.onlyOwn.scorecards'),
  matches: () => dataText.t('transfer.onlyOwn.matches'),
  tournaments: () => dataText.t('transfer.onlyOwn.tournaments'),
  users: () => dataText.t('transfer.onlyOwn.users'),
  userdata: () => dataText.t('transfer.onlyOwn.userdata'),
  shotmarks: () => dataText.t('transfer.onlyOwn.shotmarks'),
};

/** Why the actor may not import `doc` over `existing` (the local version, if any), or null. */
export function permissionProblem(
  collection: CollectionName,
  doc: Record<string, unknown>,
  existing: Record<string, unknown> | undefined,
  actor: TransferActor,
): PermissionProblem | null {
  if (actor.isAdmin) return null;
  const fields = OWNER_FIELDS[collection];
  const first = fields[0] as (typeof fields)[number];
  if (!fields.some((f) => f.read(doc) === actor.uid)) {
    return { path: first.path, reason: ONLY_OWN[collection]() };
  }
  if (existing) {
    for (const f of fields) {
      if (f.read(existing) !== f.read(doc)) {
        return { path: f.path, reason: dataText.t('transfer.ownerFixed', { field: f.path }) };
      }
    }
  }
  return null;
}
