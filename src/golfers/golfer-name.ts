// How a golfer is named from their public profile (which carries no e-mail: that is private). Every
// screen that shows golfers takes its names from here, so a name reads the same on all of them; each
// screen only chooses the word for a golfer whose profile has no name.
import { golfersText } from './i18n/index.ts';

/** The name fields of a public profile (`users/{uid}`) or of an administrator's directory entry. */
export interface NameParts {
  firstName?: string | null;
  lastName?: string | null;
}

/** "Ana Ruiz": the first and last names, the blank ones left out; undefined when there is neither. */
export function fullName(profile: NameParts | null | undefined): string | undefined {
  const name = [profile?.firstName, profile?.lastName].filter((s) => s && s.trim() !== '').join(' ').trim();
  return name === '' ? undefined : name;
}

/** A golfer's name where one must stand (match players, the golfers found): the full name, else "A golfer". */
export function profileName(profile: NameParts | null | undefined): string {
  return fullName(profile) ?? golfersText.t('name.aGolfer');
}

/** The name a golfer goes by (the calendar's lists of players): the first name, else the last; null when
 * the profile has neither. */
export function shortName(profile: NameParts | null | undefined): string | null {
  const first = profile?.firstName?.trim() ?? '';
  const last = profile?.lastName?.trim() ?? '';
  return first || last || null;
}
