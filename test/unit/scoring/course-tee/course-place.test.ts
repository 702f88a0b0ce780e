import { describe, expect, it } from 'vitest';
import { distanceText, typedPlace } from '../../../../src/scoring/course-tee/course-place.ts';

describe('a place typed in the course search (docs/ARCHITECTURE.md, "Course directory")', () => {
  it('is latitude and longitude in decimal degrees, with a comma or spaces', () => {
    expect(typedPlace('40.4168, -3.7038')).toEqual({ latitude: 40.4168, longitude: -3.7038 });
    expect(typedPlace(' -33.86 151.2 ')).toEqual({ latitude: -33.86, longitude: 151.2 });
  });

  it('is a name otherwise, or out of range', () => {
    expect(typedPlace('Royal 40')).toBeNull();
    expect(typedPlace('95, 10')).toBeNull();
    expect(typedPlace('10, 190')).toBeNull();
  });

  it('lists distances in metres under a kilometre, with one decimal under ten', () => {
    expect(distanceText(846, 'metres', 'en-GB')).toBe('850 m');
    expect(distanceText(4_230, 'metres', 'en-GB')).toBe('4.2 km');
    expect(distanceText(37_400, 'metres', 'en-GB')).toBe('37 km');
  });

  it('lists them in yards under a mile, then miles, for a golfer who uses yards', () => {
    expect(distanceText(846, 'yards', 'en-US')).toBe('930 yd');
    expect(distanceText(4_230, 'yards', 'en-US')).toBe('2.6 mi');
    expect(distanceText(37_400, 'yards', 'en-US')).toBe('23 mi');
  });

  it("writes the number as the golfer's language does (a decimal comma in Spanish)", () => {
    expect(distanceText(4_230, 'metres', 'es-ES')).toBe('4,2 km');
  });
});
