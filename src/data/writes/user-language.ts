// The golfer's language choice, kept with their private data so every device follows it
// (docs/ARCHITECTURE.md, "Languages"). Absent: the browser's languages decide.
import type { Language } from '../../../schemas/enums.ts';
import type { GolfDatabase, UserDataDoc } from '../types.ts';
import { modifyOrCreate } from './util.ts';

/** Stores `language`, or removes the choice (undefined: follow the browser). */
export function setLanguage(db: GolfDatabase, uid: string, language: Language | undefined): Promise<UserDataDoc> {
  return modifyOrCreate(db.userdata, uid, (current) => ({ ...current, id: uid, language }));
}
