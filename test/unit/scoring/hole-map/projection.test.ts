import { describe, expect, it } from 'vitest';
import { distanceMeters } from '../../../../src/domain/index.ts';
import type { CourseHole } from '../../../../src/data/types.ts';
import {
  allPoints,
  fitProjection,
  greenCentre,
  holePoints,
  inViewport,
  scaleBar,
  scaleBarMetres,
  type Viewport,
} from '../../../../src/scoring/hole-map/projection.ts';

const VIEW: Viewport = { width: 300, height: 480, padding: 30 };
// About 111 m per 0.001 degree of latitude.
const TEE = { latitude: 52.0, longitude: 4.0 };

function hole(overrides: Partial<CourseHole>): CourseHole {
  return { number: 1, par: 4, hcp: 1, ...overrides };
}

describe('holePoints', () => {
  it('reads the named pairs, leaves out missing and (0, 0) points and unnamed obstacles keep an empty name', () => {
    const p = holePoints(
      hole({
        teeLatitude: 52,
        teeLongitude: 4,
        greenFrontLatitude: 0,
        greenFrontLongitude: 0,
        middleLatitude: 52.003,
        obstacles: [{ latitude: 52.001, longitude: 4.0002 }, { name: ' Bunker ', latitude: 52.002, longitude: 4 }],
      }),
    );
    expect(p.tee).toEqual({ latitude: 52, longitude: 4 });
    expect(p.greenFront).toBeNull();
    expect(p.greenMiddle).toBeNull();
    expect(p.obstacles.map((o) => o.name)).toEqual(['', 'Bunker']);
    expect(allPoints(p)).toHaveLength(3);
  });

  it('takes the green centre from the middle, else halfway between front and back', () => {
    const front = { latitude: 52.003, longitude: 4 };
    const back = { latitude: 52.0034, longitude: 4.0002 };
    const p = { tee: TEE, greenFront: front, greenMiddle: null, greenBack: back, flag: null, obstacles: [] };
    expect(greenCentre(p)).toEqual({ latitude: 52.0032, longitude: 4.0001 });
    expect(greenCentre({ ...p, greenMiddle: front })).toBe(front);
  });
});

describe('fitProjection', () => {
  it('puts a tee due south of the green at the bottom centre and the green at the top centre', () => {
    const green = { latitude: 52.003, longitude: 4.0 };
    const proj = fitProjection([TEE, green], VIEW, TEE, green);
    if (!proj) throw new Error('no projection');
    const t = proj.project(TEE);
    const g = proj.project(green);
    expect(t.x).toBeCloseTo(150, 6);
    expect(g.x).toBeCloseTo(150, 6);
    expect(t.y).toBeCloseTo(480 - 30, 6);
    expect(g.y).toBeCloseTo(30, 6);
    // 0.003 degrees of latitude = 333.6 m drawn over 420 units.
    expect(proj.scale).toBeCloseTo(420 / 333.58, 2);
  });

  it('turns a hole played due east so the green is still straight up from the tee', () => {
    const green = { latitude: 52.0, longitude: 4.005 };
    const proj = fitProjection([TEE, green], VIEW, TEE, green);
    if (!proj) throw new Error('no projection');
    const t = proj.project(TEE);
    const g = proj.project(green);
    expect(g.x).toBeCloseTo(t.x, 6);
    expect(g.y).toBeLessThan(t.y);
  });

  it('keeps left and right: an obstacle east of a northbound hole is drawn to the right', () => {
    const green = { latitude: 52.003, longitude: 4.0 };
    const bunker = { latitude: 52.0015, longitude: 4.0004 };
    const proj = fitProjection([TEE, green, bunker], VIEW, TEE, green);
    if (!proj) throw new Error('no projection');
    expect(proj.project(bunker).x).toBeGreaterThan(proj.project(TEE).x);
    // On a southbound hole the same kind of point (east) is on the golfer's left.
    const southGreen = { latitude: 51.997, longitude: 4.0 };
    const southBunker = { latitude: 51.9985, longitude: 4.0004 };
    const south = fitProjection([TEE, southGreen, southBunker], VIEW, TEE, southGreen);
    if (!south) throw new Error('no projection');
    expect(south.project(southBunker).x).toBeLessThan(south.project(TEE).x);
  });

  it('keeps every fitted point inside the padded viewport and preserves distances in proportion', () => {
    const green = { latitude: 52.0025, longitude: 4.002 };
    const water = { latitude: 52.001, longitude: 3.9995 };
    const points = [TEE, green, water];
    const proj = fitProjection(points, VIEW, TEE, green);
    if (!proj) throw new Error('no projection');
    for (const p of points.map((x) => proj.project(x))) {
      expect(p.x).toBeGreaterThanOrEqual(30 - 1e-9);
      expect(p.x).toBeLessThanOrEqual(270 + 1e-9);
      expect(p.y).toBeGreaterThanOrEqual(30 - 1e-9);
      expect(p.y).toBeLessThanOrEqual(450 + 1e-9);
    }
    const t = proj.project(TEE);
    const g = proj.project(green);
    const drawn = Math.hypot(g.x - t.x, g.y - t.y) / proj.scale;
    // The flat projection agrees with the haversine distance within half a metre over a hole.
    expect(Math.abs(drawn - distanceMeters(TEE, green))).toBeLessThan(0.5);
  });

  it('draws a lone point in the middle and returns null when there are no points', () => {
    const proj = fitProjection([TEE], VIEW, TEE, null);
    expect(proj?.project(TEE)).toEqual({ x: 150, y: 240 });
    expect(fitProjection([], VIEW, null, null)).toBeNull();
  });

  it('places a golfer far away outside the viewport', () => {
    const green = { latitude: 52.003, longitude: 4.0 };
    const proj = fitProjection([TEE, green], VIEW, TEE, green);
    if (!proj) throw new Error('no projection');
    expect(inViewport(proj.project({ latitude: 52.0015, longitude: 4 }), VIEW)).toBe(true);
    expect(inViewport(proj.project({ latitude: 51.9, longitude: 4 }), VIEW)).toBe(false);
  });
});

describe('scaleBarMetres', () => {
  it('picks the longest round length that fits', () => {
    expect(scaleBarMetres(1, 120)).toBe(100);
    expect(scaleBarMetres(0.5, 120)).toBe(200);
    expect(scaleBarMetres(3, 120)).toBe(20);
    expect(scaleBarMetres(100, 120)).toBe(10);
  });
});

describe('scaleBar', () => {
  it('is a round number of yards in yards, drawn at its length in metres', () => {
    // 1 unit per metre: 100 yd = 91.44 units fits 100, 200 yd = 182.88 does not.
    expect(scaleBar(1, 100, 'yards')).toEqual({ length: 100, width: 91.44 });
    expect(scaleBar(1, 100, 'metres')).toEqual({ length: 100, width: 100 });
    // 1.1 units per metre: 100 m = 110 units is too long, 100 yd = 100.58 too, 50 yd fits.
    expect(scaleBar(1.1, 100, 'metres').length).toBe(50);
    expect(scaleBar(1.1, 100, 'yards').length).toBe(50);
  });
});
