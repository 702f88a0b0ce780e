// Writing score cards: create from a course tee, patch one hole, patch or edit the card, delete. Every
// score card write of the app goes through here, so the stored totals always follow the holes.
import { storedCardTotals, startRound, strokesReceived, type PlayerHandicaps } from '../../domain/index.ts';
import { DEFAULT_HANDICAP } from '../../domain/index.ts';
import { stampNow } from '../clock.ts';
import { isInvitation } from '../card-rights.ts';
import { newId } from '../ids.ts';
import type { CourseDoc, GolfDatabase, ScoreCardDoc, ScoreCardHole } from '../types.ts';
import { readableWrite } from '../validation-errors.ts';
import { modifyExisting, removeById, withoutUndefined } from './util.ts';
import { dataText } from '../i18n/index.ts';

export interface NewScoreCard {
  /** The golfer whose round it is. */
  userId: string;
  /** Who creates it; the golfer by default. */
  creatorId?: string;
  course: Pick<CourseDoc, 'id' | 'name' | 'tees'>;
  teeId: string;
  /** The golfer's handicaps at the time (absent = 36). */
  player: PlayerHandicaps;
  /** Tee time (epoch ms); now by default. */
  date?: number;
  /** A match format's playing handicap: when given, extra shots are spread from it. */
  handicapPlay?: number;
  /** A round of the tee's first holes only (a match's 9 holes on an 18-hole tee); all by default. */
  holeCount?: number;
  matchId?: string;
  tournamentId?: string;
  isCompetition?: boolean;
  event?: string;
  id?: string;
}

/** Builds (without storing) a new card on a course tee: course handicap, extra shots per hole. */
export function buildScoreCard(input: NewScoreCard, now: number = Date.now()): ScoreCardDoc {
  const tee = input.course.tees?.find((t) => t.id === input.teeId);
  if (!tee) throw new Error(dataText.t('write.noTee', { course: input.course.name, tee: input.teeId }));
  const round = startRound(tee, input.player, input.holeCount);
  // Off an 18-hole figure the strokes fall as on the whole tee; off a 9-hole one, over the nine played.
  const spreadOver = round.nineHole ? round.holes : [...tee.holes].sort((a, b) => a.number - b.number);
  const extra =
    input.handicapPlay === undefined
      ? round.holes.map((h) => h.extraShots)
      : strokesReceived(input.handicapPlay, spreadOver.map((h) => h.hcp), round.nineHole).slice(0, round.holes.length);
  const holes: ScoreCardHole[] = round.holes.map((h, i) => ({ ...h, extraShots: extra[i] ?? 0, modifiedAt: now }));
  return withoutUndefined({
    id: input.id ?? newId(now),
    date: input.date ?? now,
    creationDate: now,
    modifiedDate: now,
    event: input.event,
    courseName: input.course.name,
    courseId: input.course.id,
    teeId: tee.id,
    teeName: tee.name,
    holeCount: input.holeCount === undefined ? tee.holeCount : holes.length,
    holes,
    ...storedCardTotals(holes),
    handicap: round.courseHandicap,
    handicapPlay: input.handicapPlay,
    handicapGolf: input.player.handicapGolf ?? DEFAULT_HANDICAP,
    handicapPitchAndPutt: input.player.handicapPitchAndPutt ?? DEFAULT_HANDICAP,
    isCompetition: input.isCompetition ?? false,
    userId: input.userId,
    creatorId: input.creatorId ?? input.userId,
    matchId: input.matchId ?? '',
    tournamentId: input.tournamentId ?? '',
  });
}

export async function createScoreCard(db: GolfDatabase, input: NewScoreCard, now: number = Date.now()): Promise<ScoreCardDoc> {
  return insertScoreCard(db, buildScoreCard(input, now));
}

/** Stores a card built with buildScoreCard (a form may build it first to check it). */
export async function insertScoreCard(db: GolfDatabase, card: ScoreCardDoc): Promise<ScoreCardDoc> {
  return readableWrite(async () => (await db.scorecards.insert(card)).toMutableJSON());
}

/** What a golfer records on a hole (the layout, `modifiedAt` and the player's `disputed` are not
 * edited this way). */
export type HolePatch = Partial<Omit<ScoreCardHole, 'number' | 'modifiedAt' | 'disputed'>>;

/** One edit of one hole, as the tap journal keeps it (src/data/tap-journal). */
export interface HoleEdit {
  hole: number;
  patch: HolePatch;
  /** The hole's `modifiedAt` once the edit is in: unique per edit, and after the hole's stamp when it was made. */
  at: number;
}

/**
 * Changes one hole atomically: sets its `modifiedAt` and the card's `modifiedDate` to `now` (by default
 * the server-corrected clock, clock.ts) and recomputes the card totals. `modifiedAt` orders no merge
 * (docs/ARCHITECTURE.md, "Sync"); the hole writer tells its own edits by it. `by` is the golfer writing:
 * a hole the player writes on a card someone else made for them accepts it (docs/ARCHITECTURE.md,
 * "Matches").
 */
export function patchHole(
  db: GolfDatabase,
  cardId: string,
  holeNumber: number,
  patch: HolePatch,
  now: number = stampNow(),
  by?: string,
): Promise<ScoreCardDoc> {
  return modifyExisting(db.scorecards, cardId, (card) => withHoleEdits(card, [{ hole: holeNumber, patch, at: now }], by, false));
}

/**
 * The edits of the tap journal in one write, in their order (docs/ARCHITECTURE.md, "How a tap becomes
 * durable"). An edit the hole already holds, or that a later edit of the hole has passed (its `modifiedAt`
 * is at or after the edit's `at`), is skipped: a journal applied twice (a stop between the write and the
 * journal's clearing, two tabs) changes nothing the second time. Nothing is written when every edit is.
 */
export async function patchHoles(db: GolfDatabase, cardId: string, edits: readonly HoleEdit[], by?: string): Promise<ScoreCardDoc> {
  return modifyExisting(db.scorecards, cardId, (card) => withHoleEdits(card, edits, by, true));
}

function withHoleEdits(card: ScoreCardDoc, edits: readonly HoleEdit[], by: string | undefined, onlyNewer: boolean): ScoreCardDoc {
  let holes = card.holes;
  let last = 0;
  for (const { hole: holeNumber, patch, at } of edits) {
    const hole = holes.find((h) => h.number === holeNumber);
    if (!hole) throw new Error(dataText.t('write.cardNoHole', { card: card.id, hole: holeNumber }));
    if (onlyNewer && hole.modifiedAt >= at) continue;
    holes = holes.map((h) => (h === hole ? withoutUndefined({ ...h, ...patch, number: h.number, modifiedAt: at }) : h));
    last = Math.max(last, at);
  }
  // Every edit already in: the card as it is (RxDB writes no new revision for an unchanged document).
  if (holes === card.holes) return card;
  const accepted = by !== undefined && isInvitation(card, by) ? { acceptedAt: last } : {};
  return { ...card, ...accepted, holes, ...storedCardTotals(holes), modifiedDate: last };
}

/** The card's own fields a user edits (holes go through patchHole; ids and server fields never). */
export type ScoreCardPatch = Partial<Omit<ScoreCardDoc, 'id' | 'holes' | 'creationDate' | 'modifiedDate' | 'updatedAt' | 'shotCount' | 'stableford'>>;

/** Changes card fields and sets `modifiedDate`. A field given as `undefined` is removed. */
export function patchScoreCard(
  db: GolfDatabase,
  cardId: string,
  patch: ScoreCardPatch,
  now: number = stampNow(),
): Promise<ScoreCardDoc> {
  return modifyExisting(db.scorecards, cardId, (card) => ({ ...card, ...patch, id: card.id, modifiedDate: now }));
}

/**
 * Edits the card's own fields and, when given, the extra shots of its holes (in hole-number order), in
 * one atomic change: holes whose extra shots change get a new `modifiedAt`, the totals are recomputed
 * and `modifiedDate` is set. A field given as `undefined` is removed.
 */
export async function editScoreCard(
  db: GolfDatabase,
  cardId: string,
  fields: ScoreCardPatch,
  extraShots: readonly number[] | null,
  now: number = stampNow(),
): Promise<void> {
  await readableWrite(async () => {
    const doc = await db.scorecards.findOne(cardId).exec();
    if (!doc) throw new Error(dataText.t('write.cardGone'));
    await doc.incrementalModify((card) => {
      const byNumber = [...card.holes].sort((a, b) => a.number - b.number).map((h) => h.number);
      const holes = card.holes.map((h) => {
        const extra = extraShots?.[byNumber.indexOf(h.number)];
        return extra === undefined || extra === h.extraShots ? h : { ...h, extraShots: extra, modifiedAt: now };
      });
      return withoutUndefined({ ...card, ...fields, holes, ...storedCardTotals(holes), modifiedDate: now });
    });
  });
}

/** Deletes a card (a tombstone that replication propagates). False when there was none. */
export function deleteScoreCard(db: GolfDatabase, cardId: string): Promise<boolean> {
  return removeById(db.scorecards, cardId);
}
