// Tournaments: a named series organised by one user. RTDB path `tournaments/{id}`.
import { epochMsField, idField, shortText, updatedAtField } from './parts.ts';

export const tournamentsSchema = {
  title: 'tournaments',
  description: 'A tournament: its organizer and its players.',
  version: 0,
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
