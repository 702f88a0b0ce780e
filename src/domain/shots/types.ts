// Shots measured by GPS (docs/GOLF.md, "Shots and club distances"): a golfer marks where the ball lies
// after each shot; the shots and the clubs' distances are computed from those marks.
import type { LatLng } from '../types.ts';

/** Where the ball lies (Mark Broadie's lies; the stored values of schemas/enums.ts `LIES`). */
export const LIES = ['tee', 'fairway', 'rough', 'sand', 'recovery', 'green'] as const;
export type Lie = (typeof LIES)[number];

/** Where the ball lay at one moment of a hole, as the golfer marked it. */
export interface ShotMark {
  id: string;
  latitude: number;
  longitude: number;
  /** The fix's accuracy in metres (the radius the browser reports). */
  accuracy: number;
  /** The bag club that played the ball here (absent: not said; a tee mark has none). */
  club?: string;
  /** Epoch milliseconds of the mark. */
  at: number;
  /** The shot that ended here was not a full swing (a chip, a punch-out). */
  partial?: boolean;
  /** The ball on the tee, before the first shot: where the first shot starts. */
  tee?: boolean;
  /** Where the ball lay (absent: not said). */
  lie?: Lie;
}

/** One shot: from where it was played to where the ball came to rest (the next mark). */
export interface Shot {
  /** The mark where the ball came to rest. */
  markId: string;
  from: LatLng;
  to: LatLng;
  /** Metres, unrounded. */
  distance: number;
  club?: string;
  partial: boolean;
  /** A fix at either end is worse than MAX_SHOT_ACCURACY_M: shown, left out of the club distances. */
  flagged: boolean;
}

/** A club as the distances see it: the bag's id, name and typed distance (metres), and its kind. */
export interface BagClub {
  id: string;
  name: string;
  type?: string;
  /** The typed carry, metres. */
  distance?: number;
}
