// Score card documents for the sync tests.
import { collectionSchemas } from '../../../../schemas/index.ts';
import type { ScoreCardDoc, ScoreCardHole } from '../../../../src/data/types.ts';
import { fromServer } from '../../../../src/backend/doc-shape.ts';
import type { Backend } from '../../../support/backend.ts';

let seq = 0;
/** Ids shaped like RTDB push ids, unique per run. */
export const newId = (prefix = 'c') => `-${prefix}${Date.now().toString(36)}${process.pid.toString(36)}${(++seq).toString(36).padStart(4, '0')}`;

export function blankHole(number: number): ScoreCardHole {
  return { number, hcp: number, par: 4, extraShots: 1, shotCount: 0, puttCount: 0, bunkerCount: 0, penaltyCount: 0, fairway: 0, gir: 0, modifiedAt: 0 };
}

export function newCard(owner: { uid: string }, extra: Partial<ScoreCardDoc> = {}): ScoreCardDoc {
  const now = Date.now();
  return {
    id: newId(),
    date: now,
    creationDate: now,
    modifiedDate: now,
    courseName: 'Old Links',
    courseId: 'course-1',
    teeId: 'white',
    teeName: 'White',
    holeCount: 18,
    holes: Array.from({ length: 18 }, (_, i) => blankHole(i + 1)),
    shotCount: 0,
    stableford: 0,
    handicap: 18,
    handicapGolf: 18,
    handicapPitchAndPutt: 18,
    isCompetition: false,
    userId: owner.uid,
    creatorId: owner.uid,
    matchId: '',
    tournamentId: '',
    ...extra,
  };
}

/** Records a hole the way the app does: the hole with its edit time, the card's modifiedDate. */
export function recordHole(card: ScoreCardDoc, number: number, shotCount: number, at = Date.now()): ScoreCardDoc {
  const holes = card.holes.map((h) => (h.number === number ? { ...h, shotCount, puttCount: 2, modifiedAt: at } : h));
  return { ...card, holes, modifiedDate: Math.max(card.modifiedDate, at) };
}

/** Score card shots per hole, in hole order (a compact thing to compare). */
export const shots = (card: { holes: { shotCount: number }[] } | null | undefined) => card?.holes.map((h) => h.shotCount);

/** The server's copy of a card in the local shape (RTDB may hand arrays back as index maps). */
export function serverCard(backend: Backend, id: string): (ScoreCardDoc & { _deleted: boolean }) | null {
  const doc = fromServer(backend.rtdb.getData(`scoreCards/${id}`), id, collectionSchemas.scorecards);
  return doc as unknown as (ScoreCardDoc & { _deleted: boolean }) | null;
}
