// The courses a golfer created, as the server knows them (docs/ARCHITECTURE.md, "Course directory"): the
// directory entries naming them as creator, followed live (entries are small; the courses themselves come
// through the kept pull). So a golfer's new phone keeps the courses they created on another one, or with
// an earlier version of the app, as it keeps those created on it.
import { equalTo, onValue, orderByChild, query, ref, type Database } from 'firebase/database';
import { BehaviorSubject, type Observable } from 'rxjs';
import { DIRECTORY_SEARCH } from '../../../schemas/limits.ts';

export interface OwnCourses {
  /** The ids, each time they change (an empty set until the server answered). */
  readonly ids$: Observable<ReadonlySet<string>>;
  stop(): void;
}

export function followOwnCourses(db: Database, uid: string, onError: (err: Error) => void): OwnCourses {
  const ids = new BehaviorSubject<ReadonlySet<string>>(new Set());
  const off = onValue(
    query(ref(db, DIRECTORY_SEARCH.coursesPath), orderByChild('creatorId'), equalTo(uid)),
    (snap) => {
      const found = new Set<string>();
      snap.forEach((entry) => {
        if (entry.key !== null) found.add(entry.key);
      });
      ids.next(found);
    },
    onError,
  );
  return {
    ids$: ids.asObservable(),
    stop() {
      off();
      ids.complete();
    },
  };
}
