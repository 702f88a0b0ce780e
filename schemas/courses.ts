// Courses with their tees embedded, holes embedded in the tees. RTDB path `courses/{id}`. Version 1
// bounded a course's size (COURSE_LIMITS): at most 10 tees, 10 obstacles a hole, shorter obstacle names
// and hole notes (src/data/migrations.ts fits older courses). Version 2 added the nines' ratings and
// the OpenStreetMap origin.
import { TEE_COLOURS, TEE_TYPES } from './enums.ts';
import { COURSE_LIMITS } from './limits.ts';
import { epochMsField, holeLayoutProperties, holeLayoutRequired, idField, obstacleSchema, shortText, updatedAtField } from './parts.ts';

export const courseHoleSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...holeLayoutProperties,
    notes: { type: 'string', maxLength: COURSE_LIMITS.holeNotes },
    obstacles: {
      type: 'array',
      maxItems: COURSE_LIMITS.obstaclesPerHole,
      items: { ...obstacleSchema, properties: { ...obstacleSchema.properties, name: { type: 'string', maxLength: COURSE_LIMITS.obstacleName } } },
    },
  },
  required: holeLayoutRequired,
} as const;

/** A nine's own course rating (about half an 18-hole rating) and slope. */
export const nineRatingSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    cr: { type: 'number', minimum: 5, maximum: 45 },
    slope: { type: 'integer', minimum: 55, maximum: 155 },
  },
  required: ['cr', 'slope'],
} as const;

export const teeSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    /** Unique within its course. */
    id: { type: 'string', minLength: 1, maxLength: 128 },
    name: shortText,
    type: { type: 'string', enum: TEE_TYPES },
    colour: { type: 'string', enum: TEE_COLOURS },
    holeCount: { type: 'integer', minimum: 1, maximum: 18 },
    holes: { type: 'array', minItems: 1, maxItems: COURSE_LIMITS.holes, items: courseHoleSchema },
    /** Course rating (an 18-hole rating, also for 9-hole tees). */
    cr: { type: 'number', minimum: 10, maximum: 90 },
    slope: { type: 'integer', minimum: 55, maximum: 155 },
    /** The 9-hole ratings of an 18-hole tee's front and back nines (WHS Rule 6.1: a 9-hole round's
     * course handicap uses its nine's own rating). Since version 2. */
    front9: nineRatingSchema,
    back9: nineRatingSchema,
  },
  required: ['id', 'name', 'type', 'holeCount', 'holes'],
} as const;

export const coursesSchema = {
  title: 'courses',
  description: 'Golf and pitch-and-putt courses with their tees and holes.',
  version: 2,
  primaryKey: 'id',
  type: 'object',
  additionalProperties: false,
  properties: {
    id: idField,
    name: { type: 'string', minLength: 1, maxLength: 200 },
    /** Derived from `name` by `courseNameSortKey` (src/data): the case- and accent-insensitive
     * order of the course list. Writers set it; the sync layer recomputes it for pulled documents. */
    nameSort: { type: 'string', maxLength: 200 },
    creationDate: epochMsField,
    lastModifiedDate: epochMsField,
    creatorId: idField,
    tees: { type: 'array', maxItems: COURSE_LIMITS.tees, items: teeSchema },
    /** Where the course's geometry came from, when OpenStreetMap: the element it was built from
     * (`way/123`, `relation/456`). Its presence means the "© OpenStreetMap contributors" attribution is
     * shown wherever the geometry is. Since version 2. */
    osmElement: { type: 'string', maxLength: 40, pattern: '^(way|relation|node)/[0-9]+$' },
    updatedAt: updatedAtField,
  },
  required: ['id', 'name', 'nameSort', 'creationDate', 'lastModifiedDate', 'creatorId'],
  indexes: ['nameSort'],
} as const;
