// Geohashes (docs/ARCHITECTURE.md, "Course directory"): a position as a string whose prefixes are ever
// smaller cells, so "the courses in this cell" is a prefix query on an ordered index. Cells of 3
// characters are about 156 km across, 4 about 39 x 20 km, 5 about 4.9 km.
import type { LatLng } from '../types.ts';

const BASE32 = '0123456789bcdefghjkmnpqrstuvwxyz';

/** The characters a geohash is made of (for validation). */
export const GEOHASH_PATTERN = /^[0-9b-hjkmnp-z]{1,12}$/;

/** The geohash of a point, `precision` characters long (1-12). */
export function encodeGeohash(point: LatLng, precision: number): string {
  let latLo = -90;
  let latHi = 90;
  let lngLo = -180;
  let lngHi = 180;
  let hash = '';
  let bits = 0;
  let value = 0;
  let evenBit = true;
  while (hash.length < precision) {
    if (evenBit) {
      const mid = (lngLo + lngHi) / 2;
      if (point.longitude >= mid) {
        value = value * 2 + 1;
        lngLo = mid;
      } else {
        value *= 2;
        lngHi = mid;
      }
    } else {
      const mid = (latLo + latHi) / 2;
      if (point.latitude >= mid) {
        value = value * 2 + 1;
        latLo = mid;
      } else {
        value *= 2;
        latHi = mid;
      }
    }
    evenBit = !evenBit;
    if (++bits === 5) {
      hash += BASE32[value];
      bits = 0;
      value = 0;
    }
  }
  return hash;
}

interface Cell {
  south: number;
  north: number;
  west: number;
  east: number;
}

/** The cell a geohash names. Throws on a character that is not base 32. */
export function geohashCell(hash: string): Cell {
  const cell: Cell = { south: -90, north: 90, west: -180, east: 180 };
  let evenBit = true;
  for (const ch of hash) {
    const value = BASE32.indexOf(ch);
    if (value < 0) throw new Error(`not a geohash: ${hash}`);
    for (let bit = 4; bit >= 0; bit--) {
      const on = ((value >> bit) & 1) === 1;
      if (evenBit) {
        const mid = (cell.west + cell.east) / 2;
        if (on) cell.west = mid;
        else cell.east = mid;
      } else {
        const mid = (cell.south + cell.north) / 2;
        if (on) cell.south = mid;
        else cell.north = mid;
      }
      evenBit = !evenBit;
    }
  }
  return cell;
}

/** The centre of a geohash's cell. */
export function decodeGeohash(hash: string): LatLng {
  const c = geohashCell(hash);
  return { latitude: (c.south + c.north) / 2, longitude: (c.west + c.east) / 2 };
}

/**
 * The cell of `point` at `precision` and the (up to) 8 cells around it: together they cover at least
 * half a cell's size in every direction from the point. Near a pole there are fewer; across the
 * antimeridian the cells wrap.
 */
export function cellsAround(point: LatLng, precision: number): string[] {
  const centre = encodeGeohash(point, precision);
  const c = geohashCell(centre);
  const dLat = c.north - c.south;
  const dLng = c.east - c.west;
  const mid = decodeGeohash(centre);
  const cells = new Set<string>();
  for (const i of [-1, 0, 1]) {
    const latitude = mid.latitude + i * dLat;
    if (latitude <= -90 || latitude >= 90) continue;
    for (const j of [-1, 0, 1]) {
      let longitude = mid.longitude + j * dLng;
      if (longitude >= 180) longitude -= 360;
      if (longitude < -180) longitude += 360;
      cells.add(encodeGeohash({ latitude, longitude }, precision));
    }
  }
  return [...cells];
}
