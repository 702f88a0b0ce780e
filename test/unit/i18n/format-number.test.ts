// formatNumber keeps one Intl formatter per locale and options (src/i18n/formats.ts): its text is the
// text of `toLocaleString` with the same locale and options, whichever was asked before.
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../src/i18n/formats.ts';

describe('formatNumber', () => {
  const cases: [number, string, Intl.NumberFormatOptions | undefined][] = [
    [4.25, 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }],
    [4.25, 'es-ES', { minimumFractionDigits: 1, maximumFractionDigits: 1 }],
    [0.62, 'en-GB', { style: 'percent' }],
    [0.62, 'es-ES', { style: 'percent' }],
    [12345.678, 'en-US', undefined],
    [12345.678, 'es-ES', undefined],
    [-3, 'en-GB', { signDisplay: 'exceptZero' }],
  ];

  it.each(cases)('prints %s in %s as toLocaleString does', (value, locale, options) => {
    expect(formatNumber(value, locale, options)).toBe(value.toLocaleString(locale, options));
    // Asked again (the kept formatter), and after other locales and options were asked.
    expect(formatNumber(value, locale, options)).toBe(value.toLocaleString(locale, options));
  });

  it('keeps locales and options apart', () => {
    expect(formatNumber(0.5, 'en-GB', { style: 'percent' })).toBe('50%');
    expect(formatNumber(0.5, 'en-GB')).toBe('0.5');
    expect(formatNumber(1.5, 'es-ES', { minimumFractionDigits: 1 })).toBe('1,5');
    expect(formatNumber(1.5, 'en-GB', { minimumFractionDigits: 1 })).toBe('1.5');
  });
});
