// What saving an imported course would do to the course database, in words for the preview: create the
// course, update the administrator's own earlier import, or merge into a course someone else owns under
// the same id. The last is never done silently: the preview says so and asks first.
import type { CourseDoc } from '../../data/types.ts';
import { adminText } from './i18n/index.ts';

export type ImportTarget =
  | { kind: 'new' }
  | { kind: 'own'; text: string }
  /** `ownerId` created the course under this id; saving keeps them its creator. */
  | { kind: 'someone-else'; ownerId: string; text: string; confirm: string };

export function importTarget(existing: Pick<CourseDoc, 'name' | 'creatorId'> | null, uid: string, ownerName: string): ImportTarget {
  if (!existing) return { kind: 'new' };
  if (existing.creatorId === uid) {
    return { kind: 'own', text: adminText.t('target.own') };
  }
  return {
    kind: 'someone-else',
    ownerId: existing.creatorId,
    text: adminText.t('target.other', { course: existing.name, owner: ownerName }),
    confirm: adminText.t('target.confirm', { owner: ownerName }),
  };
}
