import { describe, expect, it } from 'vitest';
import { gridKeyTarget } from '../../../../src/domain/index.ts';
import { inTimeZone } from './time-zone.ts';

const key = (name: string, extra: { shiftKey?: boolean; ctrlKey?: boolean; altKey?: boolean; metaKey?: boolean } = {}) => ({ key: name, ...extra });

function keyChecks() {
  it('moves by a day with left and right, across the year end', () => {
    expect(gridKeyTarget('2026-12-31', key('ArrowRight'))).toBe('2027-01-01');
    expect(gridKeyTarget('2027-01-01', key('ArrowLeft'))).toBe('2026-12-31');
  });

  it('moves by a week with up and down', () => {
    expect(gridKeyTarget('2026-12-28', key('ArrowDown'))).toBe('2027-01-04');
    expect(gridKeyTarget('2026-12-03', key('ArrowUp'))).toBe('2026-11-26');
    expect(gridKeyTarget('2026-10-22', key('ArrowDown'))).toBe('2026-10-29');
    expect(gridKeyTarget('2026-03-31', key('ArrowUp'))).toBe('2026-03-24');
  });

  it('goes to Monday with Home and to Sunday with End, even in another month', () => {
    expect(gridKeyTarget('2026-12-31', key('Home'))).toBe('2026-12-28');
    expect(gridKeyTarget('2026-12-31', key('End'))).toBe('2027-01-03');
    expect(gridKeyTarget('2026-11-23', key('Home'))).toBe('2026-11-23');
    expect(gridKeyTarget('2026-11-29', key('End'))).toBe('2026-11-29');
  });

  it('moves by a month with PageUp/PageDown and by a year with Shift, clamping to the month end', () => {
    expect(gridKeyTarget('2026-12-15', key('PageDown'))).toBe('2027-01-15');
    expect(gridKeyTarget('2026-03-31', key('PageUp'))).toBe('2026-02-28');
    expect(gridKeyTarget('2026-11-23', key('PageUp', { shiftKey: true }))).toBe('2025-11-23');
    expect(gridKeyTarget('2028-02-29', key('PageDown', { shiftKey: true }))).toBe('2029-02-28');
  });
}

describe('gridKeyTarget', () => {
  keyChecks();

  it('opens the day with Enter or Space', () => {
    expect(gridKeyTarget('2026-11-23', key('Enter'))).toBe('open');
    expect(gridKeyTarget('2026-11-23', key(' '))).toBe('open');
  });

  it('leaves other keys and modified keys to the browser', () => {
    for (const other of ['Tab', 'Escape', 'a', 'F5']) expect(gridKeyTarget('2026-11-23', key(other))).toBeNull();
    expect(gridKeyTarget('2026-11-23', key('ArrowLeft', { altKey: true }))).toBeNull();
    expect(gridKeyTarget('2026-11-23', key('Home', { ctrlKey: true }))).toBeNull();
    expect(gridKeyTarget('2026-11-23', key('ArrowRight', { metaKey: true }))).toBeNull();
  });
});

describe('gridKeyTarget over clock changes (America/New_York)', () => {
  inTimeZone('America/New_York');
  keyChecks();
  it('crosses the 23- and 25-hour days one calendar day at a time', () => {
    expect(gridKeyTarget('2026-03-08', key('ArrowRight'))).toBe('2026-03-09');
    expect(gridKeyTarget('2026-11-02', key('ArrowLeft'))).toBe('2026-11-01');
    expect(gridKeyTarget('2026-10-29', key('ArrowDown'))).toBe('2026-11-05');
  });
});
