// The import preview's word on where the course goes: never a silent merge into someone else's course.
import { describe, expect, it } from 'vitest';
import { importTarget } from '../../../../src/features/admin/import-target.ts';

describe('importTarget', () => {
  it('a course not in the database is new', () => {
    expect(importTarget(null, 'ada', '')).toEqual({ kind: 'new' });
  });

  it("the administrator's own earlier import is updated in place", () => {
    expect(importTarget({ name: 'Heideveld Golf', creatorId: 'ada' }, 'ada', 'Ada Admin')).toMatchObject({ kind: 'own', text: expect.stringMatching(/imported before/) });
  });

  it('a course someone else added under the id is named, with its owner, and the merge must be agreed', () => {
    const target = importTarget({ name: 'Heideveld Golf', creatorId: 'mallory' }, 'ada', 'Mallory Smith');
    expect(target).toMatchObject({ kind: 'someone-else', ownerId: 'mallory' });
    if (target.kind !== 'someone-else') return;
    expect(target.text).toContain('"Heideveld Golf"');
    expect(target.text).toContain('added by Mallory Smith, not by you');
    expect(target.text).toContain('Mallory Smith can still edit it');
    expect(target.confirm).toBe('Merge the import into the course Mallory Smith added');
  });
});
