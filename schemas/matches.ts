// Matches: several players' score cards on one course and day. RTDB path `matches/{id}`.
import { GAME_BASES, NASSAU_PLAYS, PLAY_MODES, SCORING_MODES } from './enums.ts';
import { epochMsField, idField, longText, refOrEmptyField, updatedAtField } from './parts.ts';

/** A game's worth in units: a whole number from 1 to 1,000. */
const gameUnits = { type: 'integer', minimum: 1, maximum: 1000, multipleOf: 1 } as const;

export const matchesSchema = {
  title: 'matches',
  description: 'A match between players: play and scoring mode, and the score cards of its players.',
  version: 3,
  primaryKey: 'id',
  type: 'object',
  additionalProperties: false,
  properties: {
    id: idField,
    date: epochMsField,
    creationDate: epochMsField,
    modifiedDate: epochMsField,
    courseId: idField,
    /** '' when the match is not part of a tournament. */
    tournamentId: refOrEmptyField,
    isCompetition: { type: 'boolean' },
    notes: longText,
    /** Ids of the match's score cards. Absent when there are none (RTDB drops empty arrays). */
    scoreCards: { type: 'array', maxItems: 100, items: idField },
    creatorId: idField,
    playMode: { type: 'string', enum: PLAY_MODES },
    scoringMode: { type: 'string', enum: SCORING_MODES },
    userId: idField,
    /** userId -> 1 for every player, rebuilt from the score cards on each update. */
    players: {
      type: 'object',
      additionalProperties: false,
      patternProperties: { '^[^.$#\\[\\]/]{1,128}$': { type: 'integer', enum: [1] } },
    },
    /** Card id -> side number (from 1) in Fourball, Foursome and Scramble; absent in Individual play
     * and in matches written before version 1 (their sides are consecutive pairs of `scoreCards`). */
    sides: {
      type: 'object',
      additionalProperties: false,
      patternProperties: { '^[^.$#\\[\\]/]{1,128}$': { type: 'integer', minimum: 1, maximum: 50 } },
    },
    holeCount: { type: 'integer', minimum: 1, maximum: 18, default: 18 },
    /** The player who keeps the group's cards (writes every card's play); chosen by the creator, by
     * default the first player. Absent in matches written before version 2: the creator then. */
    markerId: idField,
    /** The side games the group plays, set by the creator (version 3; absent: none). Units are whole
     * numbers the group gives a worth to; absent value: 1. docs/GOLF.md, "Side games: skins and Nassau". */
    games: {
      type: 'object',
      additionalProperties: false,
      properties: {
        skins: {
          type: 'object',
          additionalProperties: false,
          properties: {
            basis: { type: 'string', enum: GAME_BASES },
            carryOver: { type: 'boolean' },
            value: gameUnits,
          },
          required: ['basis', 'carryOver'],
        },
        nassau: {
          type: 'object',
          additionalProperties: false,
          properties: {
            play: { type: 'string', enum: NASSAU_PLAYS },
            basis: { type: 'string', enum: GAME_BASES },
            press: { type: 'boolean' },
            value: gameUnits,
          },
          required: ['play', 'basis', 'press'],
        },
      },
    },
    updatedAt: updatedAtField,
  },
  required: [
    'id',
    'date',
    'creationDate',
    'modifiedDate',
    'courseId',
    'tournamentId',
    'isCompetition',
    'creatorId',
    'playMode',
    'scoringMode',
    'userId',
    'holeCount',
  ],
  indexes: ['date', ['tournamentId', 'date']],
} as const;
