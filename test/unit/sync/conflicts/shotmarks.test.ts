// docs/ARCHITECTURE.md, "Sync": the player's and the marker's shot marks of one card merge mark by mark.
import { describe, expect, it } from 'vitest';
import { mergeShotMarks } from '../../../../src/sync/conflicts/shotmarks.ts';
import type { DocWithDeleted } from '../../../../src/backend/doc-shape.ts';

const mark = (id: string, at: number, over: Record<string, unknown> = {}) => ({ id, latitude: 40, longitude: -3, accuracy: 4, at, ...over });
const doc = (holes: { number: number; marks: ReturnType<typeof mark>[] }[]): DocWithDeleted => ({
  id: 'c1',
  userId: 'bob',
  ...(holes.length ? { holes } : {}),
  _deleted: false,
});

describe('mergeShotMarks', () => {
  const base = doc([{ number: 1, marks: [mark('a', 1), mark('b', 2)] }]);

  it('keeps the marks each side added, in time order', () => {
    const ours = doc([{ number: 1, marks: [mark('a', 1), mark('b', 2), mark('c', 3)] }]);
    const theirs = doc([{ number: 1, marks: [mark('a', 1), mark('b', 2)] }, { number: 2, marks: [mark('d', 4)] }]);
    const merged = mergeShotMarks(ours, theirs, base);
    expect(merged.holes).toEqual([
      { number: 1, marks: [mark('a', 1), mark('b', 2), mark('c', 3)] },
      { number: 2, marks: [mark('d', 4)] },
    ]);
  });

  it('drops a mark one side deleted and keeps an edit the other made', () => {
    const ours = doc([{ number: 1, marks: [mark('a', 1)] }]);
    const theirs = doc([{ number: 1, marks: [mark('a', 1, { club: '7i' }), mark('b', 2)] }]);
    expect(mergeShotMarks(ours, theirs, base).holes).toEqual([{ number: 1, marks: [mark('a', 1, { club: '7i' })] }]);
    expect(mergeShotMarks(theirs, ours, base).holes).toEqual([{ number: 1, marks: [mark('a', 1, { club: '7i' })] }]);
  });

  it('takes the edit of the side that changed a mark, the server’s when both did', () => {
    const ours = doc([{ number: 1, marks: [mark('a', 1, { partial: true }), mark('b', 2)] }]);
    const theirs = doc([{ number: 1, marks: [mark('a', 1, { club: '9i' }), mark('b', 2)] }]);
    expect(mergeShotMarks(ours, base, base).holes).toEqual(ours.holes);
    expect(mergeShotMarks(ours, theirs, base).holes).toEqual(theirs.holes);
  });

  it('leaves out a hole whose marks are all gone', () => {
    const ours = doc([]);
    expect(mergeShotMarks(ours, base, base).holes).toBeUndefined();
  });
});
