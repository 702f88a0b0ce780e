// A place typed in the course search (docs/ARCHITECTURE.md, "Course directory"): latitude and longitude
// in decimal degrees, "40.4168, -3.7038" (a comma or spaces between them). Anything else is a name.
import { fromMetres, type DistanceUnit, type LatLng } from '../../domain/index.ts';

const COORDINATES = /^\s*(-?\d{1,2}(?:\.\d+)?)\s*[,\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/;

export function typedPlace(text: string): LatLng | null {
  const m = COORDINATES.exec(text);
  if (!m) return null;
  const latitude = Number(m[1]);
  const longitude = Number(m[2]);
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
}

/**
 * A distance as the search lists it, in the golfer's unit and locale: "850 m", "4.2 km", "37 km" for
 * metres; "930 yd", "2.6 mi", "23 mi" for yards (docs/ARCHITECTURE.md, "Distance units").
 */
export function distanceText(metres: number, unit: DistanceUnit, locale: string): string {
  const [near, far, farMetres]: [string, string, number] = unit === 'yards' ? ['yard', 'mile', MILE_METRES] : ['meter', 'kilometer', 1_000];
  const format = (value: number, intlUnit: string, digits: number) =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: intlUnit, unitDisplay: 'short', maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
  if (metres < farMetres) return format(Math.round(fromMetres(metres, unit) / 10) * 10, near, 0);
  const far10 = metres / farMetres;
  return far10 < 10 ? format(Math.round(far10 * 10) / 10, far, 1) : format(Math.round(far10), far, 0);
}

const MILE_METRES = 1_609.344;
