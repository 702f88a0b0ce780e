// Public user profiles. RTDB path `users/{uid}`; `id` is the Firebase uid. Every signed-in user reads
// them (to pick players), so nothing private belongs here: the e-mail address lives in userData
// (version 1 moved it there; src/data/migrations.ts).
import { NAME_MAX_LENGTH } from './limits.ts';
import { handicapIndexField, idField, updatedAtField } from './parts.ts';

export const usersSchema = {
  title: 'users',
  description: "A golfer's public profile and handicaps.",
  version: 2,
  primaryKey: 'id',
  type: 'object',
  additionalProperties: false,
  properties: {
    id: idField,
    firstName: { type: 'string', maxLength: NAME_MAX_LENGTH },
    lastName: { type: 'string', maxLength: NAME_MAX_LENGTH },
    /** Absent handicaps mean the default, 36. */
    handicap: handicapIndexField,
    handicapGolf: handicapIndexField,
    handicapPitchAndPutt: handicapIndexField,
    /** Search keys of the golfer directory (docs/ARCHITECTURE.md, "Course directory"): the names folded
     * by `golferNameKeys` (src/data), first name first and last name first, for a prefix query by either
     * name. Absent without a name. Writers set them; the sync pull recomputes them. Since version 2. */
    nameSort: { type: 'string', maxLength: NAME_MAX_LENGTH * 2 + 1 },
    lastNameSort: { type: 'string', maxLength: NAME_MAX_LENGTH * 2 + 1 },
    updatedAt: updatedAtField,
  },
  required: ['id'],
} as const;
