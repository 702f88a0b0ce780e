// Test documents and a fresh database per test.
import { indexedDB, IDBKeyRange } from 'fake-indexeddb';
import { openUserDatabase, removeUserDatabase, type CourseDoc, type GolfDatabase, type Tee } from '../../../src/data/index.ts';

let counter = 0;

/** A database under a fresh uid, on its own fake IndexedDB factory instance. */
export async function freshDatabase(uid = `User${++counter}X${Date.now()}`): Promise<GolfDatabase> {
  return openUserDatabase(uid, { indexedDB, IDBKeyRange, multiInstance: false });
}

export async function dispose(db: GolfDatabase | undefined): Promise<void> {
  if (db && !db.closed) await removeUserDatabase(db);
}

export function tee18(id = 'white'): Tee {
  return {
    id,
    name: 'White',
    type: 'Golf',
    colour: 'white',
    holeCount: 18,
    cr: 72,
    slope: 113,
    holes: Array.from({ length: 18 }, (_, i) => ({ number: i + 1, hcp: i + 1, par: 4, distance: 350 })),
  };
}

export function course(id = 'c1', name = 'Royal Test'): Omit<CourseDoc, 'nameSort' | 'creationDate' | 'lastModifiedDate'> {
  return { id, name, creatorId: 'u1', tees: [tee18()] };
}
