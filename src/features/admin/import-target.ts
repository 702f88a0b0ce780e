// What saving an imported course would do to the course database, in words for the preview: create the
// course, update the administrator's own earlier import, or merge into a course someone else owns under
// the same id. The last is never done silently: the preview says so and asks first.
import type { CourseDoc } from '../../data/types.ts';

export type ImportTarget =
  | { kind: 'new' }
  | { kind: 'own'; text: string }
  /** `ownerId` created the course under this id; saving keeps them its creator. */
  | { kind: 'someone-else'; ownerId: string; text: string; confirm: string };

export function importTarget(existing: Pick<CourseDoc, 'name' | 'creatorId'> | null, uid: string, ownerName: string): ImportTarget {
  if (!existing) return { kind: 'new' };
  if (existing.creatorId === uid) {
    return { kind: 'own', text: 'This course was imported before: saving updates its imported tees and keeps tees added by hand.' };
  }
  return {
    kind: 'someone-else',
    ownerId: existing.creatorId,
    text:
      `The course database already holds "${existing.name}" under this course's id, added by ${ownerName}, not by you. ` +
      `Saving merges the imported tees into it, and ${ownerName} can still edit it.`,
    confirm: `Merge the import into the course ${ownerName} added`,
  };
}
