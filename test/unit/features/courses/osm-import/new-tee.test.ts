// The tee of a course made from OpenStreetMap (docs/ARCHITECTURE.md, "Course geometry from OpenStreetMap"):
// par and stroke index from the tags as the preview's inputs hold them, checked as the tee editor checks a
// tee, so a course is only created whole.
import { describe, expect, it } from 'vitest';
import { buildOsmCourses, playedTwice } from '../../../../../src/domain/course-import/osm/index.ts';
import { defaultTeeName, initialFigures, previewTee } from '../../../../../src/features/courses/osm-import/new-tee.ts';
import { line, square } from '../../../domain/course-import/osm/plan.ts';

const nine = (tags: (i: number) => Record<string, string>) => {
  const [c] = buildOsmCourses(Array.from({ length: 9 }, (_, i) => line({ golf: 'hole', ref: String(i + 1), ...tags(i) }, [[i * 100, -150], [i * 100, 0]])).concat(square({ golf: 'green' }, [0, 0], 15)));
  if (!c) throw new Error('no course');
  return c;
};

describe('the tee of a course from the map', () => {
  it('is ready when every hole has a par and a stroke index, from the tags', () => {
    const course = nine((i) => ({ par: '3', handicap: String(i + 1), 'dist:yellow': '90' }));
    expect(defaultTeeName(course)).toBe('Yellow');
    const { tee } = previewTee(course, 'Yellow', initialFigures(course));
    expect(tee).toMatchObject({ name: 'Yellow', type: 'Pitch and Putt', colour: 'yellow' });
    expect(tee?.holes).toHaveLength(9);
    expect(tee?.holes[0]).toMatchObject({ number: 1, par: 3, hcp: 1, distance: 90 });
  });

  it('asks for what the map lacks, and takes the golfer’s corrections over the tags', () => {
    const course = nine(() => ({ par: '4' }));
    expect(defaultTeeName(course)).toBe('Standard');
    const typed = initialFigures(course);
    const missing = previewTee(course, 'Standard', typed);
    expect(missing.tee).toBeNull();
    expect(missing.errors.byHole[0]?.hcp).toBe('Enter the stroke index.');
    for (let n = 1; n <= 9; n++) typed.hcp[n] = String(n);
    typed.par[2] = '5';
    const fixed = previewTee(course, 'Standard', typed);
    expect(fixed.tee?.holes[1]).toMatchObject({ number: 2, par: 5, hcp: 2 });
    // A stroke index used twice is refused as the tee editor refuses it.
    typed.hcp[9] = '1';
    expect(previewTee(course, 'Standard', typed).errors.byHole[8]?.hcp).toBe('Stroke index 1 is already used on hole 1.');
  });

  it('a nine played twice is an 18-hole tee with indexes 2n - 1 and 2n', () => {
    const course = playedTwice(nine((i) => ({ par: '4', handicap: String(i + 1) })));
    const { tee } = previewTee(course, 'Standard', initialFigures(course));
    expect(tee?.holes).toHaveLength(18);
    expect(tee?.holes.map((h) => h.hcp)).toEqual([1, 3, 5, 7, 9, 11, 13, 15, 17, 2, 4, 6, 8, 10, 12, 14, 16, 18]);
  });
});
