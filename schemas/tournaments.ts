// Tournaments: a named series organised by one user. RTDB path `tournaments/{id}`.
import { PLAY_MODES, SCORING_MODES } from './enums.ts';
import { epochMsField, idField, shortText, updatedAtField } from './parts.ts';

export const tournamentsSchema = {
  title: 'tournaments',
  description: 'A tournament: its organizer, its players, its dates and the format of its rounds.',
  version: 1,
  primaryKey: 'id',
  type: 'object',
  additionalProperties: false,
  properties: {
    id: idField,
    name: { type: 'string', minLength: 1, maxLength: 200 },
    creationDate: epochMsField,
    modifiedDate: epochMsField,
    /** Absent when there are none (RTDB drops empty arrays). */
    players: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { userId: idField, name: shortText },
        required: ['userId'],
      },
    },
    /** userId -> 1 for every listed player: the membership the security rules can check (they cannot
     * search the `players` list). Kept equal to `players` by its writers; absent when there are none. */
    playerIds: {
      type: 'object',
      additionalProperties: false,
      patternProperties: { '^[^.$#\\[\\]/]{1,128}$': { type: 'integer', enum: [1] } },
    },
    /** The first and last day, each as the epoch ms of that day's local midnight. Optional: tournaments
     * written before these fields have none. */
    startDate: epochMsField,
    endDate: epochMsField,
    /** The format every round is played in (its matches are created with it). */
    playMode: { type: 'string', enum: PLAY_MODES },
    scoringMode: { type: 'string', enum: SCORING_MODES },
    /** Holes of each round: 9 or 18. */
    holeCount: { type: 'integer', enum: [9, 18] },
    /** Handicap allowance in percent of the course handicap (Individual and Fourball; WHS: 95 and 85).
     * Foursome and Scramble use their side allowances. */
    handicapAllowance: { type: 'integer', minimum: 0, maximum: 100 },
    organizer: {
      type: 'object',
      additionalProperties: false,
      properties: { id: idField, name: shortText },
      required: ['id'],
    },
    updatedAt: updatedAtField,
  },
  required: ['id', 'name', 'creationDate', 'modifiedDate', 'organizer'],
  indexes: ['creationDate', 'organizer.id'],
} as const;
