// The front, middle and back of a green from its polygon and the line of play (docs/ARCHITECTURE.md,
// "Course geometry from OpenStreetMap"): the line from the last point of the hole line outside the green
// through the line's end, extended; the front is where it enters the polygon, the back where it leaves
// it for the last time, the middle halfway between them along the line. A line that misses the green is
// aimed at the green's centre instead; without any line only the centre is known.
import { add, centroid, insideRings, length, rayCrossings, scale, sub, type Xy } from './plane.ts';

export type GreenMethod =
  /** Along the hole line's last segment. */
  | 'line-of-play'
  /** The line missed the green (or there is no line, only a tee): aimed at the green's centre. */
  | 'towards-centre'
  /** No direction to measure along: the middle is the polygon's centre, front and back unknown. */
  | 'centre';

export interface GreenXy {
  front: Xy | null;
  middle: Xy;
  back: Xy | null;
  method: GreenMethod;
}

/** Enter, middle and leave of the ray from `from` along `direction` through the rings; null if it misses. */
function crossing(from: Xy, direction: Xy, rings: readonly (readonly Xy[])[]): { front: Xy; middle: Xy; back: Xy } | null {
  if (length(direction) < 1e-6) return null;
  const hits = rayCrossings(from, direction, rings);
  if (hits.length < 2) return null;
  const first = hits[0] as number;
  const last = hits[hits.length - 1] as number;
  const at = (t: number) => add(from, scale(direction, t));
  return { front: at(first), middle: at((first + last) / 2), back: at(last) };
}

/**
 * The green's points. `line` is the hole line (tee first) or just [tee] or [] when there is none;
 * `outer` and `inner` the green's rings.
 */
export function greenFromPolygon(line: readonly Xy[], outer: readonly (readonly Xy[])[], inner: readonly (readonly Xy[])[]): GreenXy | null {
  const centre = centroid(outer);
  if (!centre) return null;
  const rings = [...outer, ...inner];
  const inside = (p: Xy) => insideRings(p, outer) && !insideRings(p, inner);
  if (line.length >= 2) {
    const end = line[line.length - 1] as Xy;
    // The last point before the end that is off the green: a line drawn with a point on the green's edge
    // or inside it still gives the direction the ball comes from.
    let from: Xy | null = null;
    for (let i = line.length - 2; i >= 0; i--) {
      const p = line[i] as Xy;
      if (!inside(p) && length(sub(end, p)) > 1) {
        from = p;
        break;
      }
    }
    if (from) {
      const along = crossing(from, sub(end, from), rings);
      if (along) return { ...along, method: 'line-of-play' };
      const aimed = crossing(from, sub(centre, from), rings);
      if (aimed) return { ...aimed, method: 'towards-centre' };
    }
  } else if (line.length === 1) {
    const tee = line[0] as Xy;
    const aimed = inside(tee) ? null : crossing(tee, sub(centre, tee), rings);
    if (aimed) return { ...aimed, method: 'towards-centre' };
  }
  return { front: null, middle: centre, back: null, method: 'centre' };
}
