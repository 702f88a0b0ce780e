// User profile and user data lookups.
import type { RxQuery } from 'rxdb';
import type { GolfDatabase, UserData, UserDataDoc, UserDoc, UserProfile } from '../types.ts';

/** Every known profile (the live users list; ordered by id, the UI sorts by name). */
export function allUsers(db: GolfDatabase): RxQuery<UserDoc, UserProfile[]> {
  return db.users.find();
}

export function userProfile(db: GolfDatabase, uid: string): RxQuery<UserDoc, UserProfile | null> {
  return db.users.findOne(uid);
}

export function userData(db: GolfDatabase, uid: string): RxQuery<UserDataDoc, UserData | null> {
  return db.userdata.findOne(uid);
}
