// Turns a hole's latitude/longitude points into SVG coordinates without any map tiles: a local flat
// projection (metres east/north of the tee), turned so the tee sits at the bottom and the green at the
// top, then scaled to fit the drawing. A hole is a few hundred metres long, so treating the earth as
// flat there is off by far less than a GPS fix.
import { EARTH_RADIUS_M, pointOf, toMetres as unitInMetres, type DistanceUnit, type LatLng } from '../../domain/index.ts';
import type { CourseHole } from '../../data/types.ts';

export interface SvgPoint {
  x: number;
  y: number;
}

export interface Viewport {
  width: number;
  height: number;
  /** Space kept free around the points, in SVG units (labels and markers need room). */
  padding: number;
}

/** The named points of a hole that can be drawn; null where the hole has none. */
export interface HolePoints {
  tee: LatLng | null;
  greenFront: LatLng | null;
  greenMiddle: LatLng | null;
  greenBack: LatLng | null;
  /** The hole (flag) position when it is recorded. */
  flag: LatLng | null;
  obstacles: { name: string; point: LatLng }[];
}

export function holePoints(hole: CourseHole): HolePoints {
  return {
    tee: pointOf(hole.teeLatitude, hole.teeLongitude),
    greenFront: pointOf(hole.greenFrontLatitude, hole.greenFrontLongitude),
    greenMiddle: pointOf(hole.middleLatitude, hole.middleLongitude),
    greenBack: pointOf(hole.greenEndLatitude, hole.greenEndLongitude),
    flag: pointOf(hole.latitude, hole.longitude),
    obstacles: (hole.obstacles ?? []).flatMap((o) => {
      const point = pointOf(o.latitude, o.longitude);
      return point ? [{ name: o.name?.trim() ?? '', point }] : [];
    }),
  };
}

/** Every point of the hole, in drawing order. */
export function allPoints(p: HolePoints): LatLng[] {
  return [p.tee, p.greenFront, p.greenMiddle, p.greenBack, p.flag, ...p.obstacles.map((o) => o.point)].filter(
    (x): x is LatLng => x !== null,
  );
}

/** Where the green is: its middle, else halfway between front and back, else whichever is known. */
export function greenCentre(p: HolePoints): LatLng | null {
  if (p.greenMiddle) return p.greenMiddle;
  if (p.greenFront && p.greenBack) {
    return {
      latitude: (p.greenFront.latitude + p.greenBack.latitude) / 2,
      longitude: (p.greenFront.longitude + p.greenBack.longitude) / 2,
    };
  }
  return p.greenFront ?? p.greenBack ?? p.flag;
}

export interface Projection {
  /** SVG coordinates of a point (outside the viewport when the point is far from the hole). */
  project(point: LatLng): SvgPoint;
  /** SVG units per metre. */
  scale: number;
  viewport: Viewport;
}

const M_PER_DEG = (Math.PI / 180) * EARTH_RADIUS_M;

/** Metres east and north of `origin`. */
function toMetres(origin: LatLng, p: LatLng): { east: number; north: number } {
  const cos = Math.cos((origin.latitude * Math.PI) / 180);
  return { east: (p.longitude - origin.longitude) * M_PER_DEG * cos, north: (p.latitude - origin.latitude) * M_PER_DEG };
}

/** A hole with a single point (or all points on one spot) is drawn at this many units per metre. */
const SINGLE_POINT_SCALE = 1;

/**
 * The projection that fits `points` into `viewport`, with the direction from `from` (the tee) to `to`
 * (the green) pointing up. Null when there is nothing to draw.
 */
export function fitProjection(points: readonly LatLng[], viewport: Viewport, from: LatLng | null, to: LatLng | null): Projection | null {
  const origin = from ?? points[0];
  if (!origin) return null;
  // Rotation that maps the tee -> green direction onto "up" (north in the local frame).
  let angle = 0;
  if (from && to) {
    const d = toMetres(from, to);
    if (d.east !== 0 || d.north !== 0) angle = Math.atan2(d.east, d.north);
  }
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const turned = (p: LatLng) => {
    const m = toMetres(origin, p);
    // Rotating by +angle turns a bearing of `angle` (clockwise from north) to straight up.
    return { u: m.east * cos - m.north * sin, v: m.east * sin + m.north * cos };
  };
  const local = points.map(turned);
  const us = local.map((p) => p.u);
  const vs = local.map((p) => p.v);
  const minU = Math.min(...us);
  const maxU = Math.max(...us);
  const minV = Math.min(...vs);
  const maxV = Math.max(...vs);
  const innerW = Math.max(1, viewport.width - 2 * viewport.padding);
  const innerH = Math.max(1, viewport.height - 2 * viewport.padding);
  const spanU = maxU - minU;
  const spanV = maxV - minV;
  const candidates = [spanU > 0 ? innerW / spanU : Infinity, spanV > 0 ? innerH / spanV : Infinity];
  const fitted = Math.min(...candidates);
  const scale = Number.isFinite(fitted) ? fitted : SINGLE_POINT_SCALE;
  const midU = (minU + maxU) / 2;
  const midV = (minV + maxV) / 2;
  return {
    scale,
    viewport,
    project(point) {
      const p = turned(point);
      // SVG y grows downwards, so "up" (larger v) is a smaller y.
      return { x: viewport.width / 2 + (p.u - midU) * scale, y: viewport.height / 2 - (p.v - midV) * scale };
    },
  };
}

/** Whether an SVG point lies inside the viewport (e.g. to draw the golfer only when on the hole). */
export function inViewport(p: SvgPoint, viewport: Viewport): boolean {
  return p.x >= 0 && p.x <= viewport.width && p.y >= 0 && p.y <= viewport.height;
}

/** A round length for the scale bar: the largest of 10/20/50/100/200 m that fits `maxUnits`. */
export function scaleBarMetres(scale: number, maxUnits: number): number {
  return scaleBar(scale, maxUnits, 'metres').length;
}

/** The scale bar in the golfer's unit: the largest of 10/20/50/100/200 m (or yd) that fits `maxUnits`,
 * and its width in SVG units. */
export function scaleBar(scale: number, maxUnits: number, unit: DistanceUnit): { length: number; width: number } {
  const steps = [200, 100, 50, 20, 10];
  const width = (n: number) => unitInMetres(n, unit) * scale;
  const length = steps.find((n) => width(n) <= maxUnits) ?? 10;
  return { length, width: width(length) };
}
