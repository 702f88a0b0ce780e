import { describe, expect, it } from 'vitest';
import { fullName, profileName, shortName } from '../../../src/golfers/golfer-name.ts';

describe('fullName', () => {
  it('joins the first and last names, leaving out the blank ones', () => {
    expect(fullName({ firstName: 'Ann', lastName: 'Smith' })).toBe('Ann Smith');
    expect(fullName({ firstName: ' ', lastName: 'Smith' })).toBe('Smith');
    expect(fullName({ firstName: 'Ann' })).toBe('Ann');
  });

  it('is undefined when there is no name', () => {
    expect(fullName({ firstName: '', lastName: '' })).toBeUndefined();
    expect(fullName({})).toBeUndefined();
    expect(fullName(undefined)).toBeUndefined();
  });
});

describe('profileName', () => {
  it('names a golfer without a name "A golfer"', () => {
    expect(profileName({ firstName: 'Ana', lastName: 'Ruiz' })).toBe('Ana Ruiz');
    expect(profileName({ firstName: '  ', lastName: null })).toBe('A golfer');
    expect(profileName(null)).toBe('A golfer');
  });
});

describe('shortName', () => {
  it('uses the first name, else the last, else nothing', () => {
    expect(shortName({ firstName: ' Ana ', lastName: 'Ruiz' })).toBe('Ana');
    expect(shortName({ firstName: '', lastName: 'Ruiz' })).toBe('Ruiz');
    expect(shortName({})).toBeNull();
    expect(shortName(undefined)).toBeNull();
  });
});
