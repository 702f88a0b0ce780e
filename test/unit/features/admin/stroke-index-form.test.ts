import { describe, expect, it } from 'vitest';
import { strokeIndexErrors } from '../../../../src/features/admin/stroke-index-form.ts';

describe('strokeIndexErrors', () => {
  const known = new Map([
    [1, 3],
    [3, 9],
    [5, 1],
  ]);

  it('accepts unused whole numbers from 1 to 18', () => {
    expect(strokeIndexErrors(known, { 2: '6', 4: ' 4 ' })).toEqual({});
  });

  it('asks for an empty hole, refuses other text, numbers out of range and fractions', () => {
    expect(strokeIndexErrors(known, { 2: '', 4: 'x', 6: '19', 7: '0', 8: '2.5' })).toEqual({
      2: 'Enter the stroke index of hole 2.',
      4: 'The stroke index of hole 4 is a whole number from 1 to 18.',
      6: 'The stroke index of hole 6 is a whole number from 1 to 18.',
      7: 'The stroke index of hole 7 is a whole number from 1 to 18.',
      8: 'The stroke index of hole 8 is a whole number from 1 to 18.',
    });
  });

  it('refuses an index another hole has, from the provider or typed', () => {
    expect(strokeIndexErrors(known, { 2: '9' })).toEqual({ 2: "Stroke index 9 is already hole 3's." });
    expect(strokeIndexErrors(known, { 2: '6', 4: '6' })).toEqual({ 4: "Stroke index 6 is already hole 2's." });
  });
});
