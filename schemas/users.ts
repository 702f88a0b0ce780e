// Public user profiles. RTDB path `users/{uid}`; `id` is the Firebase uid.
import { handicapIndexField, idField, updatedAtField } from './parts.ts';

export const usersSchema = {
  title: 'users',
  description: "A golfer's public profile and handicaps.",
  version: 0,
  primaryKey: 'id',
  type: 'object',
  additionalProperties: false,
  properties: {
    id: idField,
    firstName: { type: 'string', maxLength: 100 },
    lastName: { type: 'string', maxLength: 100 },
    email: { type: 'string', maxLength: 320 },
    /** Absent handicaps mean the default, 36. */
    handicap: handicapIndexField,
    handicapGolf: handicapIndexField,
    handicapPitchAndPutt: handicapIndexField,
    updatedAt: updatedAtField,
  },
  required: ['id', 'email'],
} as const;
