// Courses with their tees embedded, holes embedded in the tees. RTDB path `courses/{id}`. Version 1
// bounded a course's size (COURSE_LIMITS): at most 10 tees, 10 obstacles a hole, shorter obstacle names
// and hole notes (src/data/migrations.ts fits older courses).
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
  },
  required: ['id', 'name', 'type', 'holeCount', 'holes'],
} as const;

export const coursesSchema = {
  title: 'courses',
  description: 'Golf and pitch-and-putt courses with their tees and holes.',
  version: 1,
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
    updatedAt: updatedAtField,
  },
  required: ['id', 'name', 'nameSort', 'creationDate', 'lastModifiedDate', 'creatorId'],
  indexes: ['nameSort'],
} as const;
