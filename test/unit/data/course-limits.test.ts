// A course written before schema version 1 fitted into the size a course may have (COURSE_LIMITS).
import { describe, expect, it } from 'vitest';
import { COURSE_LIMITS } from '../../../schemas/limits.ts';
import { cutText, fitCourse } from '../../../src/data/course-limits.ts';

const hole = (over: Record<string, unknown> = {}) => ({ number: 1, hcp: 1, par: 4, ...over });
const tee = (id: string, holes: unknown[] = [hole()]) => ({ id, name: id, type: 'Golf', holeCount: holes.length, holes });

describe('fitCourse', () => {
  it('leaves a course within the limits as it is (the same object)', () => {
    const course = { id: 'c1', name: 'Links', tees: [tee('white'), tee('red')] };
    expect(fitCourse(course)).toBe(course);
    const noTees = { id: 'c2', name: 'New' };
    expect(fitCourse(noTees)).toBe(noTees);
  });

  it('keeps the first 10 tees, 10 obstacles a hole, and cuts obstacle names and hole notes', () => {
    const obstacles = Array.from({ length: 14 }, (_, i) => ({ name: `${'Bunker '.repeat(20)}${i}`, latitude: 1, longitude: 2 }));
    const big = hole({ notes: 'n'.repeat(4000), obstacles });
    const course = { id: 'c1', name: 'Big', tees: Array.from({ length: 13 }, (_, i) => tee(`t${i}`, [big])) };
    const fitted = fitCourse(course) as { tees: { id: string; holes: { notes: string; obstacles: { name: string }[] }[] }[] };
    expect(fitted.tees.map((t) => t.id)).toEqual(Array.from({ length: COURSE_LIMITS.tees }, (_, i) => `t${i}`));
    const [first] = fitted.tees[0]?.holes ?? [];
    expect(first?.notes.length).toBe(COURSE_LIMITS.holeNotes);
    expect(first?.obstacles.length).toBe(COURSE_LIMITS.obstaclesPerHole);
    expect(first?.obstacles.every((o) => o.name.length <= COURSE_LIMITS.obstacleName)).toBe(true);
    // The input is not changed.
    expect(course.tees.length).toBe(13);
  });

  it('cuts text without splitting a character made of two UTF-16 units', () => {
    expect(cutText('⛳'.repeat(3), 2)).toBe('⛳⛳');
    expect(cutText('a🏌b', 2)).toBe('a');
    expect(cutText('short', 10)).toBe('short');
  });
});
