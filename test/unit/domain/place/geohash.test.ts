import { describe, expect, it } from 'vitest';
import { cellsAround, decodeGeohash, encodeGeohash, geohashCell } from '../../../../src/domain/place/geohash.ts';

describe('geohash (docs/ARCHITECTURE.md, "Course directory")', () => {
  it('encodes the reference point of the geohash description', () => {
    expect(encodeGeohash({ latitude: 57.64911, longitude: 10.40744 }, 11)).toBe('u4pruydqqvj');
    expect(encodeGeohash({ latitude: 40.4168, longitude: -3.7038 }, 5)).toBe('ezjmg');
  });

  it('decodes to the centre of the cell, which holds the point', () => {
    const hash = encodeGeohash({ latitude: -33.8688, longitude: 151.2093 }, 7);
    const c = geohashCell(hash);
    expect(c.south).toBeLessThanOrEqual(-33.8688);
    expect(c.north).toBeGreaterThan(-33.8688);
    const centre = decodeGeohash(hash);
    expect(Math.abs(centre.latitude + 33.8688)).toBeLessThan(0.001);
    expect(Math.abs(centre.longitude - 151.2093)).toBeLessThan(0.001);
  });

  it('refuses a character that is not base 32', () => {
    expect(() => geohashCell('abc')).toThrow(/not a geohash/);
  });

  it('gives the cell of the point and its eight neighbours, all distinct and touching it', () => {
    const point = { latitude: 40.4168, longitude: -3.7038 };
    const cells = cellsAround(point, 4);
    expect(cells).toHaveLength(9);
    expect(cells).toContain(encodeGeohash(point, 4));
    const centre = geohashCell(encodeGeohash(point, 4));
    for (const h of cells) {
      const c = geohashCell(h);
      expect(c.south).toBeLessThanOrEqual(centre.north + 1e-9);
      expect(c.north).toBeGreaterThanOrEqual(centre.south - 1e-9);
    }
  });

  it('wraps across the antimeridian and leaves out what lies past a pole', () => {
    const east = cellsAround({ latitude: 0, longitude: 179.99 }, 3);
    expect(east.some((h) => decodeGeohash(h).longitude < 0)).toBe(true);
    expect(cellsAround({ latitude: 89.99, longitude: 0 }, 3)).toHaveLength(6);
  });
});
