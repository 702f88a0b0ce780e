// The time stamps a client chooses on a score card (each hole's `modifiedAt`, the card's
// `modifiedDate`) order no merge, and the rules refuse one more than a few minutes ahead of the
// server's clock (docs/ARCHITECTURE.md, "Sync", client times). The app stamps from the
// server-corrected clock (data/clock.ts), but a round recorded before this device learnt the offset,
// or on a phone whose clock changed since, still carries stamps ahead: the push brings them down to
// the server's time, so an honest phone is never refused.
import type { DocWithDeleted } from '../../backend/doc-shape.ts';

/** A stamp up to this far ahead of the server's clock is sent as it is: well inside the rules' limit
 * (5 minutes), so the estimate's error and the way to the server never make it refused. */
export const CLIENT_TIME_SLACK_MS = 60_000;

/** The card with every stamp more than the slack ahead of `serverNow` set to `serverNow`; the same
 * object when none is. */
export function clampCardTimes(card: DocWithDeleted, serverNow: number): DocWithDeleted {
  const limit = serverNow + CLIENT_TIME_SLACK_MS;
  const ahead = (t: unknown) => typeof t === 'number' && t > limit;
  const holes = Array.isArray(card.holes) ? (card.holes as unknown[]) : [];
  const holeAhead = (h: unknown) => typeof h === 'object' && h !== null && ahead((h as { modifiedAt?: unknown }).modifiedAt);
  if (!ahead(card.modifiedDate) && !holes.some(holeAhead)) return card;
  const out: DocWithDeleted = { ...card, holes: holes.map((h) => (holeAhead(h) ? { ...(h as object), modifiedAt: serverNow } : h)) };
  if (!Array.isArray(card.holes)) delete out.holes;
  if (ahead(card.modifiedDate)) out.modifiedDate = serverNow;
  return out;
}

/** A card's shot marks with every mark's `at` more than the slack ahead of `serverNow` set to it; the
 * same object when none is. (Order among marks then falls to their ids, which keep the device's order.) */
export function clampMarkTimes(doc: DocWithDeleted, serverNow: number): DocWithDeleted {
  const limit = serverNow + CLIENT_TIME_SLACK_MS;
  type Hole = { marks?: { at?: unknown }[] };
  const holes = Array.isArray(doc.holes) ? (doc.holes as Hole[]) : [];
  const ahead = (m: { at?: unknown }) => typeof m.at === 'number' && m.at > limit;
  if (!holes.some((h) => (h.marks ?? []).some(ahead))) return doc;
  return { ...doc, holes: holes.map((h) => ({ ...h, marks: (h.marks ?? []).map((m) => (ahead(m) ? { ...m, at: serverNow } : m)) })) };
}
