// Marking the ball on one hole of one card (docs/PRODUCT.md, "Marking shots"): what the "Mark ball"
// button records, whether it can now (and why not), and the edits of a mark. Every write goes to the
// phone's database at once; a refused one says why and is kept on screen.
import { useCallback, useState } from 'react';
import { SHOT_MARK_LIMITS } from '../../../../schemas/limits.ts';
import { stampNow } from '../../../data/clock.ts';
import { useGolfDatabase } from '../../../data/hooks/database.ts';
import type { Club, ShotMarkEntry, ShotMarksDoc } from '../../../data/types.ts';
import { addShotMark, deleteShotMark, editShotMark, type ShotMarkPatch } from '../../../data/writes/shot-marks.ts';
import {
  atLastMark,
  distanceMeters,
  isTeeMark,
  lastPosition,
  likelyClubPlayed,
  onTheGreen,
  type ClubDistance,
  type GreenPoints,
  type LatLng,
} from '../../../domain/index.ts';
import type { Fix } from '../../../scoring/gps/current-position.ts';
import { errorText } from '../../../ui/error-text.ts';

/** Six decimals of a degree are about 10 cm: finer than any phone's GPS. */
const DECIMALS = 6;
const round6 = (n: number) => Number(n.toFixed(DECIMALS));

/** A fix whose accuracy is not a number is stored at the schema's bound: kept, and flagged. */
const storedAccuracy = (a: number) => (Number.isFinite(a) && a >= 0 ? Math.min(a, SHOT_MARK_LIMITS.accuracy) : SHOT_MARK_LIMITS.accuracy);

export const EMPTY_MARKS: readonly ShotMarkEntry[] = [];

export function marksOfHole(doc: ShotMarksDoc | null, hole: number): readonly ShotMarkEntry[] {
  return doc?.holes?.find((h) => h.number === hole)?.marks ?? EMPTY_MARKS;
}

export interface ShotMarking {
  /** Why "Mark ball" cannot record now (the hole is full), or null when it can. */
  blocked: 'full' | null;
  /** Records the ball at `fix`; a failure (also of getting the fix) is the hook's `error`. A fix where the
   * ball was last marked records nothing and answers 'same-spot'. */
  mark: (fix: () => Promise<Fix>) => Promise<ShotMarkEntry | 'same-spot' | null>;
  edit: (markId: string, patch: ShotMarkPatch) => void;
  remove: (markId: string) => void;
  /** The last write's failure, in words. */
  error: string | null;
}

export function useShotMarking(args: {
  cardId: string;
  userId: string;
  hole: number;
  marks: readonly ShotMarkEntry[];
  teePoint: LatLng | null;
  /** The hole's green from the course: a mark on it gets the green as its lie. */
  green?: GreenPoints;
  bag: readonly Club[];
  measured: ReadonlyMap<string, ClubDistance>;
}): ShotMarking {
  const { cardId, userId, hole, marks, teePoint, green, bag, measured } = args;
  const db = useGolfDatabase();
  const [error, setError] = useState<string | null>(null);
  const blocked = marks.length >= SHOT_MARK_LIMITS.marksPerHole ? 'full' : null;

  const mark = useCallback(async (getFix: () => Promise<Fix>) => {
    if (blocked !== null) return null;
    try {
      const { position, accuracy } = await getFix();
      const fix = { latitude: round6(position.latitude), longitude: round6(position.longitude) };
      // The same ball tapped twice: no 0 m shot (docs/GOLF.md, "Shots and club distances").
      if (atLastMark(fix, marks)) return 'same-spot';
      const tee = isTeeMark(fix, marks.length, teePoint);
      // The lie the course's geometry knows (docs/GOLF.md, "Strokes gained from marked shots").
      const lie = tee ? 'tee' : green && onTheGreen(fix, green) ? 'green' : undefined;
      const from = lastPosition(marks, teePoint);
      const firstShot = marks.every((m) => m.tee === true);
      const club = tee ? undefined : likelyClubPlayed(from ? distanceMeters(from, fix) : null, firstShot, bag, measured);
      const entry = await addShotMark(db, cardId, userId, hole, {
        ...fix,
        accuracy: storedAccuracy(accuracy),
        at: stampNow(),
        ...(club ? { club } : {}),
        ...(tee ? { tee: true } : {}),
        ...(lie ? { lie } : {}),
      });
      setError(null);
      return entry;
    } catch (err) {
      setError(errorText(err));
      return null;
    }
  }, [blocked, marks, teePoint, green, bag, measured, db, cardId, userId, hole]);

  const edit = useCallback(
    (markId: string, patch: ShotMarkPatch) => {
      editShotMark(db, cardId, hole, markId, patch).then(
        () => setError(null),
        (err: unknown) => setError(errorText(err)),
      );
    },
    [db, cardId, hole],
  );

  const remove = useCallback(
    (markId: string) => {
      deleteShotMark(db, cardId, hole, markId).then(
        () => setError(null),
        (err: unknown) => setError(errorText(err)),
      );
    },
    [db, cardId, hole],
  );

  return { blocked, mark, edit, remove, error };
}
