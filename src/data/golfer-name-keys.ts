// The golfer directory's search keys (the profile's `nameSort` and `lastNameSort`; docs/ARCHITECTURE.md,
// "Course directory"): the names folded as course names are (case and accents ignored), first name
// first and last name first, so a prefix query on either finds "Ana Ruiz" by "ana" or by "ruiz".
import { usersSchema } from '../../schemas/users.ts';
import { courseNameSortKey } from './course-name.ts';
import type { UserDoc } from './types.ts';

const MAX = usersSchema.properties.nameSort.maxLength;

/** Folds a typed name as the keys are folded (for the query's prefix). */
export function golferNameKey(text: string): string {
  return courseNameSortKey(text).slice(0, MAX);
}

/** The profile's search keys; both absent when it has no name. */
export function golferNameKeys(profile: Pick<UserDoc, 'firstName' | 'lastName'>): Pick<UserDoc, 'nameSort' | 'lastNameSort'> {
  const first = golferNameKey(profile.firstName ?? '');
  const last = golferNameKey(profile.lastName ?? '');
  if (!first && !last) return { nameSort: undefined, lastNameSort: undefined };
  return { nameSort: golferNameKey(`${first} ${last}`), lastNameSort: golferNameKey(`${last} ${first}`) };
}
