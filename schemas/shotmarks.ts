// Shots marked by GPS on one score card (docs/ARCHITECTURE.md, "Documents", shot marks). RTDB path
// `shotMarks/{cardId}`: one document per card, under the card's id, apart from the card itself because
// more golfers read a card (its match's and tournament's members) than may read where a golfer's ball
// lay; only the card's player and its match's marker read and write these.
import { LIES } from './enums.ts';
import { SHOT_MARK_LIMITS } from './limits.ts';
import { epochMsField, idField, latitudeField, longitudeField, updatedAtField } from './parts.ts';

/** Where the ball lay after a shot (or on the tee, before the first one). */
export const shotMarkSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Unique within the hole. */
    id: { type: 'string', minLength: 1, maxLength: 32, pattern: '^[A-Za-z0-9_-]+$' },
    latitude: latitudeField,
    longitude: longitudeField,
    /** The fix's accuracy, metres (the radius the browser reports). */
    accuracy: { type: 'number', minimum: 0, maximum: SHOT_MARK_LIMITS.accuracy },
    /** The id of the bag club that played the ball here; absent when not said (a tee mark has none). */
    club: { type: 'string', minLength: 1, maxLength: 128 },
    /** When it was marked: the device's server-corrected clock, never far ahead of the server's. */
    at: epochMsField,
    /** The shot that ended here was no full swing (a chip, a punch-out): left out of full-shot distances. */
    partial: { type: 'boolean' },
    /** The ball on the tee: where the first shot starts. */
    tee: { type: 'boolean' },
    /** Where the ball lay (fairway, rough, sand...): the strokes gained of the shots from and to here.
     * Absent when not said. Since version 1. */
    lie: { type: 'string', enum: LIES },
  },
  required: ['id', 'latitude', 'longitude', 'accuracy', 'at'],
} as const;

/** One hole's marks, in the order they were made; a hole with none has no entry. */
export const shotMarksHoleSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    number: { type: 'integer', minimum: 1, maximum: 18 },
    marks: { type: 'array', minItems: 1, maxItems: SHOT_MARK_LIMITS.marksPerHole, items: shotMarkSchema },
  },
  required: ['number', 'marks'],
} as const;

export const shotMarksSchema = {
  title: 'shot marks',
  description: "Where a golfer's ball lay on each hole of one score card, marked by GPS.",
  version: 1,
  primaryKey: 'id',
  type: 'object',
  additionalProperties: false,
  properties: {
    /** The score card's id. */
    id: idField,
    /** The card's player (the card's `userId`). */
    userId: idField,
    /** By hole number; absent when no hole has a mark (RTDB drops empty arrays). */
    holes: { type: 'array', maxItems: 18, items: shotMarksHoleSchema },
    updatedAt: updatedAtField,
  },
  required: ['id', 'userId'],
  indexes: ['userId'],
} as const;
