// Tournaments: a named series organised by one user. RTDB path `tournaments/{id}`.
import { epochMsField, idField, shortText, updatedAtField } from './parts.ts';

export const tournamentsSchema = {
  title: 'tournaments',
  description: 'A tournament: its organizer and its players.',
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
