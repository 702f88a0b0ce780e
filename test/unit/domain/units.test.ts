import { describe, expect, it } from 'vitest';
import * as schemaEnums from '../../../schemas/enums.ts';
import {
  DISTANCE_UNIT_OPTIONS,
  DISTANCE_UNITS,
  distanceInputText,
  distanceUnitOf,
  formatDistance,
  fromMetres,
  keptMetres,
  maxInUnit,
  parseNumber,
  toMetres,
  unitForLocale,
  validateClub,
  validateHole,
  wholeUnits,
} from '../../../src/domain/index.ts';

describe('distance units', () => {
  it('are the stored values of the schema, each with a label', () => {
    expect([...DISTANCE_UNITS]).toEqual([...schemaEnums.DISTANCE_UNITS]);
    expect(DISTANCE_UNIT_OPTIONS.map((o) => o.value)).toEqual([...DISTANCE_UNITS]);
  });

  it('converts with the international yard, 0.9144 m', () => {
    expect(toMetres(100, 'yards')).toBeCloseTo(91.44, 10);
    expect(fromMetres(91.44, 'yards')).toBeCloseTo(100, 10);
    expect(toMetres(345, 'metres')).toBe(345);
    expect(fromMetres(345, 'metres')).toBe(345);
  });

  it('gives back every yardage from 1 to 700 exactly, through storing and showing', () => {
    for (let yards = 1; yards <= 700; yards++) {
      const stored = toMetres(yards, 'yards');
      expect(wholeUnits(stored, 'yards')).toBe(yards);
      expect(formatDistance(stored, 'yards')).toBe(`${yards.toLocaleString()} yd`);
      // The edit form shows the yardage, and saving it unchanged keeps the stored metres.
      const shown = distanceInputText(stored, 'yards');
      expect(shown).toBe(String(yards));
      expect(keptMetres(parseNumber(shown) as number, 'yards', stored)).toBe(stored);
      // Typed again without a stored value, it is the same metres.
      expect(keptMetres(yards, 'yards', undefined)).toBe(stored);
    }
  });

  it('gives back every whole metre from 1 to 700 in metres', () => {
    for (let metres = 1; metres <= 700; metres++) {
      expect(distanceInputText(metres, 'metres')).toBe(String(metres));
      expect(wholeUnits(metres, 'metres')).toBe(metres);
    }
  });

  it('shows whole units, and a form one decimal when the stored value is not whole in the unit', () => {
    expect(formatDistance(344.7288, 'metres')).toBe('345 m');
    expect(formatDistance(344.7288, 'yards')).toBe('377 yd');
    expect(formatDistance(345, 'yards')).toBe('377 yd');
    expect(distanceInputText(345, 'yards')).toBe('377.3');
    expect(distanceInputText(344.7288, 'metres')).toBe('344.7');
    expect(distanceInputText(undefined, 'yards')).toBe('');
  });

  it('keeps a stored value the form gives back unchanged, and converts a changed one exactly', () => {
    // 345 m shown as 377.3 yd: saved unchanged it stays 345 m, no drift to 345.00912.
    expect(keptMetres(377.3, 'yards', 345)).toBe(345);
    expect(keptMetres(380, 'yards', 345)).toBeCloseTo(347.472, 10);
    expect(keptMetres(344.7, 'metres', 344.7288)).toBe(344.7288);
    expect(keptMetres(350, 'metres', 344.7288)).toBe(350);
  });

  it('bounds a form in the unit within the metres a document accepts', () => {
    expect(maxInUnit(1000, 'metres')).toBe(1000);
    expect(maxInUnit(1000, 'yards')).toBe(1093);
    expect(toMetres(maxInUnit(1000, 'yards'), 'yards')).toBeLessThanOrEqual(1000);
    expect(maxInUnit(500, 'yards')).toBe(546);
    expect(validateHole({ number: 1, par: 4, hcp: 1, distance: 1093 }, 'Golf', 'yards').distance).toBeUndefined();
    expect(validateHole({ number: 1, par: 4, hcp: 1, distance: 1094 }, 'Golf', 'yards').distance).toBe('The distance must be between 0 and 1093.');
    expect(validateClub({ name: 'Driver', distance: 546 }, 'yards').distance).toBeUndefined();
    expect(validateClub({ name: 'Driver', distance: 547 }, 'yards').distance).toBe('The distance must be between 0 and 546.');
  });

  it('defaults to yards for English in the United States and the United Kingdom, else metres', () => {
    expect(unitForLocale('en-US')).toBe('yards');
    expect(unitForLocale('en-GB')).toBe('yards');
    expect(unitForLocale('en_gb')).toBe('yards');
    expect(unitForLocale('en-Latn-US')).toBe('yards');
    expect(unitForLocale('en')).toBe('metres');
    expect(unitForLocale('en-IE')).toBe('metres');
    expect(unitForLocale('es-ES')).toBe('metres');
    expect(unitForLocale('es-US')).toBe('metres');
    expect(unitForLocale(undefined)).toBe('metres');
    expect(distanceUnitOf(undefined, 'en-US')).toBe('yards');
    expect(distanceUnitOf('metres', 'en-US')).toBe('metres');
    expect(distanceUnitOf('yards', 'de-DE')).toBe('yards');
  });
});
