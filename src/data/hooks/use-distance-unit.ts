// The unit a golfer sees distances in (docs/ARCHITECTURE.md, "Distance units"): their choice in the
// private user data, kept on every device; until they choose, the browser's locale decides.
import { distanceUnitOf, type DistanceUnit } from '../../domain/index.ts';
import { useUserData } from './documents.ts';

/** The browser's language tag, read where there is a browser. */
function browserLocale(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

export function useDistanceUnit(uid: string | undefined): DistanceUnit {
  const { userData } = useUserData(uid);
  return distanceUnitOf(userData?.units, browserLocale());
}
