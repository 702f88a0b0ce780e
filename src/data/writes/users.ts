// Writing the user's own profile and private data.
import type { DistanceUnit } from '../../domain/index.ts';
import type { Club, DisplayStyle, GolfDatabase, UserDataDoc, UserDoc } from '../types.ts';
import { golferNameKeys } from '../golfer-name-keys.ts';
import { modifyOrCreate } from './util.ts';

export type ProfilePatch = Partial<Omit<UserDoc, 'id' | 'updatedAt' | 'nameSort' | 'lastNameSort'>>;

/** Creates or updates `uid`'s public profile, with its directory search keys. A field given as
 * `undefined` is removed. */
export function saveUserProfile(db: GolfDatabase, uid: string, patch: ProfilePatch): Promise<UserDoc> {
  return modifyOrCreate(db.users, uid, (current) => {
    const next = { ...current, ...patch, id: uid } as UserDoc;
    return { ...next, ...golferNameKeys(next) };
  });
}

function modifyUserData(db: GolfDatabase, uid: string, change: (d: UserDataDoc) => UserDataDoc): Promise<UserDataDoc> {
  return modifyOrCreate(db.userdata, uid, (current) => change({ ...current, id: uid }));
}

/** Marks the round in play; `currentHole` is zero-based. */
export function setInPlay(db: GolfDatabase, uid: string, scoreCardId: string, currentHole: number): Promise<UserDataDoc> {
  return modifyUserData(db, uid, (d) => ({ ...d, inPlay: { scoreCardId, currentHole } }));
}

/**
 * Moves the round in play to `currentHole`, only while `scoreCardId` is still the round in play: a hole
 * change kept in the tap journal never brings back a round that has ended since (docs/ARCHITECTURE.md,
 * "How a tap becomes durable").
 */
export function moveInPlay(db: GolfDatabase, uid: string, scoreCardId: string, currentHole: number): Promise<UserDataDoc> {
  return modifyUserData(db, uid, (d) => (d.inPlay?.scoreCardId === scoreCardId ? { ...d, inPlay: { scoreCardId, currentHole } } : d));
}

/** Ends the round in play (the field is removed: RTDB would drop an empty object anyway). */
export function clearInPlay(db: GolfDatabase, uid: string): Promise<UserDataDoc> {
  return modifyUserData(db, uid, (d) => ({ ...d, inPlay: undefined }));
}

/** Replaces the bag; an empty bag is stored absent. */
export function setBag(db: GolfDatabase, uid: string, clubs: readonly Club[]): Promise<UserDataDoc> {
  return modifyUserData(db, uid, (d) => ({ ...d, bag: clubs.length > 0 ? [...clubs] : undefined }));
}

/** Adds a club, or replaces the club with the same id. */
export function upsertClub(db: GolfDatabase, uid: string, club: Club): Promise<UserDataDoc> {
  return modifyUserData(db, uid, (d) => {
    const bag = d.bag ?? [];
    return { ...d, bag: bag.some((c) => c.id === club.id) ? bag.map((c) => (c.id === club.id ? club : c)) : [...bag, club] };
  });
}

export function removeClub(db: GolfDatabase, uid: string, clubId: string): Promise<UserDataDoc> {
  return modifyUserData(db, uid, (d) => {
    const bag = (d.bag ?? []).filter((c) => c.id !== clubId);
    return { ...d, bag: bag.length > 0 ? bag : undefined };
  });
}

export function setDisplayStyle(db: GolfDatabase, uid: string, displayStyle: DisplayStyle): Promise<UserDataDoc> {
  return modifyUserData(db, uid, (d) => ({ ...d, displayStyle }));
}

/** The unit distances are shown and typed in; stored distances stay metres (docs/ARCHITECTURE.md, "Distance units"). */
export function setDistanceUnit(db: GolfDatabase, uid: string, units: DistanceUnit): Promise<UserDataDoc> {
  return modifyUserData(db, uid, (d) => ({ ...d, units }));
}

/** The private e-mail address, kept as the account's own after the golfer changes it (sign-in and security). */
export function setPrivateEmail(db: GolfDatabase, uid: string, email: string): Promise<UserDataDoc> {
  return modifyUserData(db, uid, (d) => ({ ...d, email }));
}

/** Which handicap new rounds use: the computed index or the profile's manual handicap. */
export function setHandicapSource(db: GolfDatabase, uid: string, handicapSource: 'computed' | 'manual'): Promise<UserDataDoc> {
  return modifyUserData(db, uid, (d) => ({ ...d, handicapSource }));
}

/** Adds a course to "My courses" (docs/ARCHITECTURE.md, "Course directory"): this golfer's devices keep
 * it, and a device that does not hold it yet fetches it. */
export function saveCourse(db: GolfDatabase, uid: string, courseId: string): Promise<UserDataDoc> {
  return modifyUserData(db, uid, (d) => ({ ...d, savedCourses: { ...d.savedCourses, [courseId]: 1 } }));
}

/** Takes a course out of "My courses"; a device that keeps it for nothing else lets it go. */
export function unsaveCourse(db: GolfDatabase, uid: string, courseId: string): Promise<UserDataDoc> {
  return modifyUserData(db, uid, (d) => {
    const { [courseId]: _gone, ...rest } = d.savedCourses ?? {};
    return { ...d, savedCourses: Object.keys(rest).length > 0 ? rest : undefined };
  });
}

/** Keeps a golfer chosen from the directory: this golfer's devices keep (and fetch) their profile. */
export function saveGolfer(db: GolfDatabase, uid: string, golferId: string): Promise<UserDataDoc> {
  return modifyUserData(db, uid, (d) => (d.savedGolfers?.[golferId] ? d : { ...d, savedGolfers: { ...d.savedGolfers, [golferId]: 1 } }));
}

/** The round in play, or null (absent and `{}` both mean none). */
export function currentInPlay(data: Pick<UserDataDoc, 'inPlay'> | null | undefined): { scoreCardId: string; currentHole: number } | null {
  const p = data?.inPlay;
  return p?.scoreCardId ? { scoreCardId: p.scoreCardId, currentHole: p.currentHole ?? 0 } : null;
}

/**
 * Deletes the golfer's public profile (a tombstone that replication pushes) and returns what it held,
 * so restoreUserProfile can put it back; null when there was none.
 */
export async function removeUserProfile(db: GolfDatabase, uid: string): Promise<UserDoc | null> {
  const doc = await db.users.findOne(uid).exec();
  const saved = doc?.toMutableJSON() ?? null;
  await doc?.remove();
  return saved;
}

/** Puts a removed profile back: inserting over a tombstone brings the document back (RxDB updates it). */
export async function restoreUserProfile(db: GolfDatabase, profile: UserDoc): Promise<void> {
  await db.users.insert(profile);
}
