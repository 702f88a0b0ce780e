// Bunkers and water near a green, as named points on the hole (the hole drawing shows them, and the
// golfer reads what guards the green): `golf=bunker`, `golf=water_hazard`, `golf=lateral_water_hazard`
// and `natural=water` (OpenStreetMap wiki, "Key:golf"), within NEAR_GREEN_M of the green's middle.
import { centroid, cross, dot, insideRings, length, nearestOnRings, sub, type Plane, type Xy } from './plane.ts';
import type { OsmShape } from './shapes.ts';
import type { OsmObstacle } from './model.ts';

/** How far from the green's middle an obstacle still guards the green (a green is about 30 m long). */
export const NEAR_GREEN_M = 40;

export type ObstacleKind = 'Bunker' | 'Water' | 'Lateral water';

export function obstacleKindOf(shape: OsmShape): ObstacleKind | null {
  const { golf, natural } = shape.tags;
  if (golf === 'bunker') return 'Bunker';
  if (golf === 'lateral_water_hazard') return 'Lateral water';
  if (golf === 'water_hazard' || natural === 'water') return 'Water';
  return null;
}

export interface PlacedObstacle {
  kind: ObstacleKind;
  outer: Xy[][];
  inner: Xy[][];
  point: Xy | null;
}

/** Where an obstacle lies for a ball coming to the green. */
export type ObstacleSide = 'short' | 'behind' | 'left' | 'right' | 'by';

/** An obstacle's name on the hole ("Bunker left of the green"), in the importing golfer's language (the
 * stored name is data: it stays as written). */
export type ObstacleNamer = (kind: ObstacleKind, side: ObstacleSide) => string;

const ENGLISH_SIDES: Record<ObstacleSide, string> = {
  short: 'short of the green',
  behind: 'behind the green',
  left: 'left of the green',
  right: 'right of the green',
  by: 'by the green',
};

export const englishObstacleName: ObstacleNamer = (kind, side) => `${kind} ${ENGLISH_SIDES[side]}`;

/** Where the obstacle is for a golfer at the green: a bunker's centre, the water's nearest edge. */
function markOf(o: PlacedObstacle, green: Xy): { at: Xy; distance: number } | null {
  if (o.point) return { at: o.point, distance: length(sub(o.point, green)) };
  if (o.outer.length === 0) return null;
  const inside = insideRings(green, o.outer) && !insideRings(green, o.inner);
  const edge = nearestOnRings(green, [...o.outer, ...o.inner]);
  if (!edge) return null;
  const distance = inside ? 0 : length(sub(edge, green));
  const at = o.kind === 'Bunker' ? (centroid(o.outer) ?? edge) : edge;
  return { at, distance };
}

/** Left, short...: where the obstacle lies for a ball coming along `play`. */
function side(at: Xy, green: Xy, play: Xy | null): ObstacleSide {
  if (!play || length(play) === 0) return 'by';
  const v = sub(at, green);
  const along = dot(v, play) / length(play);
  const across = cross(play, v) / length(play);
  if (Math.abs(along) >= Math.abs(across)) return along < 0 ? 'short' : 'behind';
  return across > 0 ? 'left' : 'right';
}

/** The obstacles near `green` (its middle), nearest first, at most `max`. */
export function obstaclesNear(all: readonly PlacedObstacle[], green: Xy, play: Xy | null, plane: Plane, max: number, name: ObstacleNamer): OsmObstacle[] {
  const near = all
    .map((o) => ({ o, mark: markOf(o, green) }))
    .filter((x): x is { o: PlacedObstacle; mark: { at: Xy; distance: number } } => x.mark !== null && x.mark.distance <= NEAR_GREEN_M)
    .sort((a, b) => a.mark.distance - b.mark.distance)
    .slice(0, max);
  return near.map(({ o, mark }) => {
    const p = plane.toLatLng(mark.at);
    return { name: name(o.kind, side(mark.at, green, play)), latitude: p.latitude, longitude: p.longitude };
  });
}
