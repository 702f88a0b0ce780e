// A golfer who did not create a course pushes the hole points they filled, and nothing else
// (docs/ARCHITECTURE.md, "Security rules", mapping a hole): only the course's creator and admins write
// the whole document, so the transaction every other push runs would be refused. The rules grant
// anyone exactly `update(courses/{id}, {'tees/i/holes/j/<field>': x, ..., updatedAt: serverTimestamp()})`
// for a pair that was missing; this module finds those fields and sends that update.
//
// No compare-and-set is needed: each field's rule itself requires that the point is still missing on
// the server, so a point another golfer filled first refuses the update (reported like any refused
// change), and the course's other fields, which the creator may have changed meanwhile, are not sent.
import { get, ref, serverTimestamp, update } from 'firebase/database';
import { deepEqual } from 'rxdb';
import { HOLE_POINTS, isPointMissing, type HolePointFields } from '../../domain/hole-points.ts';
import type { EngineContext } from './context.ts';
import { SERVER_TIMESTAMP_FIELD, type DocWithDeleted } from '../../backend/doc-shape.ts';
import { describeError, errorKind } from './errors.ts';
import { syncText } from '../i18n/index.ts';

type Outcome = { kind: 'written' } | { kind: 'rejected'; message: string };

interface HoleLike extends HolePointFields {
  [field: string]: unknown;
}
interface TeeLike {
  holes?: HoleLike[];
  [field: string]: unknown;
}

const teesOf = (doc: DocWithDeleted): TeeLike[] => (Array.isArray(doc.tees) ? (doc.tees as TeeLike[]) : []);

/**
 * The point fields `next` fills on holes where `assumed` (the server's state as this device last saw
 * it) had the point missing, as paths below the course (`tees/0/holes/3/greenFrontLatitude`); null when
 * `next` differs from `assumed` in anything else, or in nothing: then the document is pushed whole,
 * as any other, and the rules decide.
 */
export function filledPoints(assumed: DocWithDeleted, next: DocWithDeleted): Record<string, number> | null {
  const fills: Record<string, number> = {};
  const before = teesOf(assumed);
  // `next` with every filled point put back as it was: it must then be `assumed` exactly.
  const undone = teesOf(next).map((tee, t) => {
    const holesBefore = before[t]?.holes ?? [];
    const holes = (tee.holes ?? []).map((hole, h) => {
      const old = holesBefore[h];
      if (!old) return hole;
      let back = hole;
      for (const { point, latitude, longitude } of HOLE_POINTS) {
        const lat = hole[latitude];
        const lon = hole[longitude];
        if (!isPointMissing(old, point) || isPointMissing(hole, point) || typeof lat !== 'number' || typeof lon !== 'number') continue;
        fills[`tees/${t}/holes/${h}/${latitude}`] = lat;
        fills[`tees/${t}/holes/${h}/${longitude}`] = lon;
        back = { ...back };
        for (const field of [latitude, longitude]) {
          if (old[field] === undefined) delete back[field];
          else back[field] = old[field];
        }
      }
      return back;
    });
    return tee.holes ? { ...tee, holes } : tee;
  });
  if (Object.keys(fills).length === 0) return null;
  const rest = Array.isArray(next.tees) ? { ...next, tees: undone } : next;
  return deepEqual(rest, assumed) ? fills : null;
}

/** Whether `push` is a course change to send as filled points: a course its golfer did not create. */
export function isFillingPoints(ctx: Pick<EngineContext, 'uid' | 'spec'>, next: DocWithDeleted): boolean {
  return ctx.spec.name === 'courses' && next.creatorId !== ctx.uid;
}

/** The value at a path below a document as the server returned it (arrays may come as index maps). */
function valueAt(doc: unknown, path: string): unknown {
  let node = doc;
  for (const key of path.split('/')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/**
 * Sends the filled points. A refusal whose fields the server already holds with these values is this
 * device's own earlier update whose answer was lost: done. Any other refusal is reported with what
 * happened (another golfer filled the point first, or the course is gone).
 */
export async function pushFilledPoints(ctx: EngineContext, id: string, fills: Record<string, number>): Promise<Outcome> {
  const at = ref(ctx.db, `${ctx.spec.path}/${id}`);
  try {
    await ctx.connection.unlessStopped(update(at, { ...fills, [SERVER_TIMESTAMP_FIELD]: serverTimestamp() }));
    return { kind: 'written' };
  } catch (error) {
    if (errorKind(ctx, error) !== 'rejected') throw error;
    const server: unknown = (await ctx.connection.unlessStopped(get(at))).val();
    const paths = Object.keys(fills);
    if (paths.every((p) => valueAt(server, p) === fills[p])) return { kind: 'written' };
    const taken = paths.some((p) => valueAt(server, p) !== undefined && valueAt(server, p) !== null && valueAt(server, p) !== 0);
    const why = taken
      ? syncText.t('rejected.pointTaken')
      : syncText.t('rejected.pointsRefused');
    return { kind: 'rejected', message: `${describeError(error)}: ${why}` };
  }
}
