// Runs a describe block's tests in another time zone. Node reads process.env.TZ again whenever it
// changes, so the zone can be switched per block; Vitest runs each test file in its own worker.
import { afterAll, beforeAll, expect } from 'vitest';

export function inTimeZone(zone: string): void {
  let previous: string | undefined;
  beforeAll(() => {
    previous = process.env.TZ;
    process.env.TZ = zone;
    // Guard: a zone with summer time has two offsets in a year; if TZ were ignored (UTC) it has one,
    // and the DST tests would prove nothing.
    expect(new Date(2026, 0, 15).getTimezoneOffset()).not.toBe(new Date(2026, 6, 15).getTimezoneOffset());
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });
}

/** Days between two 'YYYY-MM-DD' dates, counted on the UTC calendar so the check does not depend on
 * the zone under test. */
export function daysBetween(a: string, b: string): number {
  const utc = (d: string) => Date.UTC(Number(d.slice(0, 4)), Number(d.slice(5, 7)) - 1, Number(d.slice(8, 10)));
  return (utc(b) - utc(a)) / 86_400_000;
}
