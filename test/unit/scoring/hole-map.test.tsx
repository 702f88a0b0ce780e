// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CourseHole } from '../../../src/data/index.ts';
import { GreenDistances } from '../../../src/scoring/gps/GreenDistances.tsx';
import { HOLE_VIEWPORT, HoleMap, obstacleKind } from '../../../src/scoring/hole-map/HoleMap.tsx';

afterEach(cleanup);

// A par 4 played due north: tee, green front / middle / back, a bunker right of the fairway.
const HOLE: CourseHole = {
  number: 7,
  par: 4,
  hcp: 3,
  distance: 330,
  teeLatitude: 52.0,
  teeLongitude: 4.0,
  greenFrontLatitude: 52.0028,
  greenFrontLongitude: 4.0,
  middleLatitude: 52.003,
  middleLongitude: 4.0,
  greenEndLatitude: 52.0032,
  greenEndLongitude: 4.0,
  obstacles: [{ name: 'Fairway bunker', latitude: 52.0015, longitude: 4.0004 }],
};

const part = (svg: Element, name: string) => svg.querySelector(`[data-part="${name}"]`);
const num = (el: Element | null | undefined, attr: string) => Number(el?.getAttribute(attr));

describe('HoleMap', () => {
  it('draws the tee at the bottom, the green marks front to back above it, the bunker to the right', () => {
    render(<HoleMap hole={HOLE} golfer={null} label="Hole 7" unit="metres" />);
    const svg = screen.getByRole('img', { name: 'Hole 7' });
    const tee = part(svg, 'tee')?.querySelector('rect');
    const teeY = num(tee, 'y') + 6;
    const frontY = num(part(svg, 'green front')?.querySelector('circle'), 'cy');
    const middleY = num(part(svg, 'green middle')?.querySelector('circle'), 'cy');
    const backY = num(part(svg, 'green back')?.querySelector('circle'), 'cy');
    expect(teeY).toBeCloseTo(HOLE_VIEWPORT.height - HOLE_VIEWPORT.padding, 3);
    expect(backY).toBeCloseTo(HOLE_VIEWPORT.padding, 3);
    expect(teeY).toBeGreaterThan(frontY);
    expect(frontY).toBeGreaterThan(middleY);
    expect(middleY).toBeGreaterThan(backY);
    const bunker = part(svg, 'obstacle')?.querySelector('circle');
    expect(num(bunker, 'cx')).toBeGreaterThan(num(tee, 'x') + 9);
    expect(bunker?.getAttribute('fill')).toBe('#ead9a4');
    expect(svg.textContent).toContain('Fairway bunker');
    expect(part(svg, 'golfer')).toBeNull();
  });

  it('shows the golfer on the hole and not when far away', () => {
    const { rerender } = render(<HoleMap hole={HOLE} golfer={{ latitude: 52.001, longitude: 4.0 }} label="Hole 7" unit="metres" />);
    expect(part(screen.getByRole('img'), 'golfer')).not.toBeNull();
    rerender(<HoleMap hole={HOLE} golfer={{ latitude: 48.0, longitude: 2.0 }} label="Hole 7" unit="metres" />);
    expect(part(screen.getByRole('img'), 'golfer')).toBeNull();
  });

  it('says so when a hole has no coordinates', () => {
    render(<HoleMap hole={{ number: 1, par: 3, hcp: 9 }} golfer={null} label="Hole 1" unit="metres" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByRole('note').textContent).toMatch(/no coordinates yet/);
  });

  it('names obstacles by the words golfers use', () => {
    expect(obstacleKind('Greenside Bunker')).toBe('sand');
    expect(obstacleKind('Pond')).toBe('water');
    expect(obstacleKind('Old oak tree')).toBe('tree');
    expect(obstacleKind('Out of bounds')).toBe('other');
  });
});

describe('GreenDistances', () => {
  it('shows whole metres to front, middle and back from the golfer', () => {
    render(<GreenDistances hole={HOLE} gps={{ status: 'located', position: { latitude: 52.0, longitude: 4.0 }, accuracy: 5 }} unit="metres" />);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    // 0.0028, 0.003 and 0.0032 degrees of latitude.
    expect(values).toEqual(['311 m', '334 m', '356 m']);
    expect(screen.getByRole('status').textContent).toBe('Your position is known to about 5 m.');
  });

  it('shows whole yards in yards, rounded once from the exact distance', () => {
    render(<GreenDistances hole={HOLE} gps={{ status: 'located', position: { latitude: 52.0, longitude: 4.0 }, accuracy: 5 }} unit="yards" />);
    // 311.35 m = 340.49 yd, 333.58 m = 364.81 yd, 355.82 m = 389.13 yd.
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['340 yd', '365 yd', '389 yd']);
    expect(screen.getByRole('status').textContent).toBe('Your position is known to about 5 yd.');
  });

  it('says clearly when location is denied', () => {
    render(<GreenDistances hole={HOLE} gps={{ status: 'denied' }} unit="metres" />);
    expect(screen.getByRole('alert').textContent).toMatch(/Location is turned off for this app/);
    expect(screen.getAllByRole('definition').map((d) => d.textContent)).toEqual(['–', '–', '–']);
  });
});
