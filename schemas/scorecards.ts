// Score cards: one golfer's round on one tee. RTDB path `scoreCards/{id}`.
import { RESULT_CODES } from './enums.ts';
import {
  courseHandicapField,
  epochMsField,
  handicapIndexField,
  holeLayoutProperties,
  holeLayoutRequired,
  idField,
  longText,
  refOrEmptyField,
  shortText,
  updatedAtField,
} from './parts.ts';

/** A played hole: the tee's layout copied at card creation, plus what happened. `shotCount` 0 = not
 * played, -1 = picked up. `modifiedAt`: epoch ms of the hole's last edit, as the device stamped it
 * (never more than a few minutes ahead of the server, the rules say); it orders no merge. */
export const scoreCardHoleSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...holeLayoutProperties,
    extraShots: { type: 'integer', minimum: -10, maximum: 10 },
    shotCount: { type: 'integer', minimum: -1, maximum: 30 },
    puttCount: { type: 'integer', minimum: 0, maximum: 20 },
    bunkerCount: { type: 'integer', minimum: 0, maximum: 20 },
    penaltyCount: { type: 'integer', minimum: 0, maximum: 20 },
    fairway: { type: 'integer', enum: RESULT_CODES },
    gir: { type: 'integer', enum: RESULT_CODES },
    /** Ids of the bag's clubs used on the hole, in order. */
    clubs: { type: 'array', maxItems: 30, items: { type: 'string', maxLength: 128 } },
    modifiedAt: epochMsField,
    /** Set (true) by the card's player when they say this hole's score is wrong, instead of confirming
     * the card; absent otherwise. Only the player writes it (docs/ARCHITECTURE.md, "Security rules").
     * Since version 1. */
    disputed: { type: 'boolean' },
  },
  required: [
    ...holeLayoutRequired,
    'extraShots',
    'shotCount',
    'puttCount',
    'bunkerCount',
    'penaltyCount',
    'fairway',
    'gir',
    'modifiedAt',
  ],
} as const;

export const scoreCardsSchema = {
  title: 'score cards',
  description: "A golfer's round: the tee played, handicaps at the time, and the holes.",
  version: 1,
  primaryKey: 'id',
  type: 'object',
  additionalProperties: false,
  properties: {
    id: idField,
    /** When the round is played (tee time). */
    date: epochMsField,
    creationDate: epochMsField,
    /** Last edit of the card's own fields or of any hole. */
    modifiedDate: epochMsField,
    event: shortText,
    courseName: shortText,
    courseId: idField,
    teeId: { type: 'string', minLength: 1, maxLength: 128 },
    teeName: shortText,
    holeCount: { type: 'integer', minimum: 1, maximum: 18 },
    holes: { type: 'array', minItems: 1, maxItems: 18, items: scoreCardHoleSchema },
    /** Totals kept on the card for lists (recomputed from the holes on every hole edit). */
    shotCount: { type: 'integer', minimum: 0, maximum: 600 },
    stableford: { type: 'integer', minimum: 0, maximum: 200 },
    /** The course handicap on this tee. */
    handicap: courseHandicapField,
    /** The playing handicap after a match format's allowance, when it differs. */
    handicapPlay: courseHandicapField,
    handicapGolf: handicapIndexField,
    handicapPitchAndPutt: handicapIndexField,
    isCompetition: { type: 'boolean' },
    notes: longText,
    greenFee: { type: 'number', minimum: 0, maximum: 100_000 },
    usedBuggy: { type: 'boolean' },
    /** The golfer whose round it is. */
    userId: idField,
    /** Who created the card (a match organiser may create cards for the other players). */
    creatorId: idField,
    /** '' when the card is not part of a match / tournament. */
    matchId: refOrEmptyField,
    tournamentId: refOrEmptyField,
    /** Length of the round in minutes. */
    duration: { type: 'integer', minimum: 0, maximum: 1440 },
    /** When the player accepted a card someone else created for them (a match's invitation); absent
     * until then. Only the player writes it. Since version 1. */
    acceptedAt: epochMsField,
    /** When the player confirmed (signed) the card's scores; absent while not confirmed. Only the
     * player writes it. Since version 1. */
    confirmedAt: epochMsField,
    updatedAt: updatedAtField,
  },
  required: [
    'id',
    'date',
    'creationDate',
    'modifiedDate',
    'courseName',
    'courseId',
    'teeId',
    'teeName',
    'holeCount',
    'holes',
    'shotCount',
    'stableford',
    'handicap',
    'handicapGolf',
    'handicapPitchAndPutt',
    'isCompetition',
    'userId',
    'creatorId',
    'matchId',
    'tournamentId',
  ],
  indexes: ['date', ['userId', 'date'], ['courseId', 'date'], ['matchId', 'date'], ['tournamentId', 'date']],
} as const;
