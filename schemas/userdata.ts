// Private per-user data. RTDB path `userData/{uid}`; `id` is the Firebase uid.
import { DISPLAY_STYLES, DISTANCE_UNITS, LANGUAGES } from './enums.ts';
import { EMAIL_MAX_LENGTH } from './limits.ts';
import { idField, updatedAtField } from './parts.ts';

export const clubSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    id: { type: 'string', minLength: 1, maxLength: 128 },
    name: { type: 'string', minLength: 1, maxLength: 100 },
    /** Driver, Wood, Hybrid, Iron, Wedge, Putter... free text so any bag fits. */
    type: { type: 'string', maxLength: 50 },
    /** Degrees. */
    loft: { type: 'number', minimum: 0, maximum: 90 },
    /** Typical carry in metres. */
    distance: { type: 'number', minimum: 0, maximum: 500 },
  },
  required: ['id', 'name'],
} as const;

/** A set of document ids as RTDB keeps one: id -> 1 (RTDB cannot store an array as a set). */
const keptIdsField = {
  type: 'object',
  additionalProperties: false,
  patternProperties: { '^[^.$#\\[\\]/]{1,128}$': { type: 'integer', enum: [1] } },
} as const;

export const userdataSchema = {
  title: 'user data',
  description: "A user's private data: the round in play, the bag of clubs, the score display style, the handicap source, the e-mail address.",
  version: 3,
  primaryKey: 'id',
  type: 'object',
  additionalProperties: false,
  properties: {
    id: idField,
    /** The round in play; absent (or `{}` in old data) when none. `currentHole` is zero-based. */
    inPlay: {
      type: 'object',
      additionalProperties: false,
      properties: {
        scoreCardId: idField,
        currentHole: { type: 'integer', minimum: 0, maximum: 17 },
      },
    },
    /** Absent when empty (RTDB drops empty arrays). */
    bag: { type: 'array', maxItems: 30, items: clubSchema },
    displayStyle: { type: 'string', enum: DISPLAY_STYLES },
    /** The account's e-mail address (private: version 1 moved it here from the public profile). */
    email: { type: 'string', maxLength: EMAIL_MAX_LENGTH },
    /** Which handicap new rounds use: the index computed from the golfer's cards (WHS) or the
     * profile's manual handicap. Absent: manual when the profile has a golf handicap, else computed. */
    handicapSource: { type: 'string', enum: ['computed', 'manual'] },
    /** How distances are shown and typed (stored distances are always metres). Absent: from the
     * browser's locale (yards for en-US and en-GB). Since version 2. */
    units: { type: 'string', enum: DISTANCE_UNITS },
    /** The app's language. Absent: the browser's. Since version 2. */
    language: { type: 'string', enum: LANGUAGES },
    /** "My courses": courseId -> 1 for each course the golfer saved, kept on their devices whether or
     * not they play it (docs/ARCHITECTURE.md, "Course directory"). Absent when none. Since version 3. */
    savedCourses: keptIdsField,
    /** golfer uid -> 1 for each golfer chosen from the directory, whose profile is kept on the
     * golfer's devices. Absent when none. Since version 3. */
    savedGolfers: keptIdsField,
    updatedAt: updatedAtField,
  },
  required: ['id'],
} as const;
