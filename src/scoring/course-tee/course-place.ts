// A place typed in the course search (docs/ARCHITECTURE.md, "Course directory"): latitude and longitude
// in decimal degrees, "40.4168, -3.7038" (a comma or spaces between them). Anything else is a name.
import type { LatLng } from '../../domain/index.ts';

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

export function typedPlace(text: string): LatLng | null {
  const m = COORDINATES.exec(text);
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/** A distance as the search lists it: "850 m", "4.2 km", "37 km". */
export function distanceText(metres: number): string {
  if (metres < 1_000) return `${Math.round(metres / 10) * 10} m`;
  return metres < 10_000 ? `${(metres / 1_000).toFixed(1)} km` : `${Math.round(metres / 1_000)} km`;
}
