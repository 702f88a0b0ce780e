import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { replacedValueText, reportReplacedValues } from '../../../src/sync/merge-notice-report.ts';
import { dismissMergeNotice, mergeNoticesAtom } from '../../../src/sync/merge-notices.ts';

describe('merge notices', () => {
  it('says which hole and what changed, in a golfer\'s words', () => {
    expect(replacedValueText('Sunset Links', { hole: 7, field: 'puttCount', typed: 2, kept: 3 })).toBe(
      'Hole 7 of Sunset Links: your putts (2) were replaced by 3 from another device.',
    );
    expect(replacedValueText('Links', { hole: 2, field: 'shotCount', typed: -1, kept: 5 })).toBe(
      'Hole 2 of Links: your shots (picked up) were replaced by 5 from another device.',
    );
    expect(replacedValueText('Links', { hole: 4, field: 'fairway', typed: 1, kept: 2 })).toBe(
      'Hole 4 of Links: your fairway (hit) was replaced by gone left from another device.',
    );
    expect(replacedValueText('Links', { hole: 4, field: 'notes', typed: 'Wind', kept: undefined })).toBe(
      'Hole 4 of Links: your notes ("Wind") were replaced by nothing from another device.',
    );
  });

  it('lists a replacement once, however often the conflict is resolved, until dismissed', () => {
    const store = createStore();
    const replaced = [{ hole: 7, field: 'puttCount', typed: 2, kept: 3 }];
    reportReplacedValues({ id: 'c1', courseName: 'Links' }, replaced, store);
    reportReplacedValues({ id: 'c1', courseName: 'Links' }, replaced, store);
    const notices = store.get(mergeNoticesAtom);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ cardId: 'c1', hole: 7 });
    dismissMergeNotice(notices[0]?.id ?? '', store);
    expect(store.get(mergeNoticesAtom)).toEqual([]);
  });
});
