// Shot mark queries (docs/ARCHITECTURE.md, "Documents", shot marks).
import type { RxDocument, RxQuery } from 'rxdb';
import type { GolfDatabase, ShotMarksDoc } from '../types.ts';

/** Every card's shot marks of one golfer (as the player). */
export function shotMarksOfUser(db: GolfDatabase, userId: string): RxQuery<ShotMarksDoc, RxDocument<ShotMarksDoc>[]> {
  return db.shotmarks.find({ selector: { userId } });
}
