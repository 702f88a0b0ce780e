// Schema fragments shared by several collections. Every bound here exists so that ajv refuses
// garbage (a typo'd field, a string where a number belongs, an absurd value) before it is stored
// locally or pushed to the server.

/** A document id or a reference to one: RTDB keys (push ids, Firebase uids up to 128 characters)
 * never contain `. $ # [ ] /`. */
export const idField = { type: 'string', minLength: 1, maxLength: 128, pattern: '^[^.$#\\[\\]/]+$' } as const;

/** An optional reference that must be indexed: RxDB indexes need required fields, so "none" is the
 * empty string rather than a missing field. */
export const refOrEmptyField = { type: 'string', maxLength: 128, pattern: '^[^.$#\\[\\]/]*$' } as const;

/** An instant in epoch milliseconds (indexable: integer steps with finite bounds). */
export const epochMsField = { type: 'integer', minimum: 0, maximum: 8_640_000_000_000_000, multipleOf: 1 } as const;

/** Written only by the server (`serverTimestamp()`); absent until the document reached the server. */
export const updatedAtField = epochMsField;

export const shortText = { type: 'string', maxLength: 200 } as const;
export const longText = { type: 'string', maxLength: 4000 } as const;

/** A handicap index (WHS caps it at 54; plus handicaps are negative). */
export const handicapIndexField = { type: 'number', minimum: -20, maximum: 72 } as const;
/** A course or playing handicap: up to 54 x 155 / 113 plus rating minus par. */
export const courseHandicapField = { type: 'integer', minimum: -30, maximum: 120 } as const;

export const latitudeField = { type: 'number', minimum: -90, maximum: 90 } as const;
export const longitudeField = { type: 'number', minimum: -180, maximum: 180 } as const;

/** A named point on a hole (bunker, water, tree...). */
export const obstacleSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: shortText,
    latitude: latitudeField,
    longitude: longitudeField,
  },
  required: ['latitude', 'longitude'],
} as const;

/** What a hole is, as a course's tee describes it (no play data). Distance in metres. */
export const holeLayoutProperties = {
  number: { type: 'integer', minimum: 1, maximum: 18 },
  hcp: { type: 'integer', minimum: 1, maximum: 18 },
  par: { type: 'integer', minimum: 2, maximum: 7 },
  distance: { type: 'number', minimum: 0, maximum: 1000 },
  notes: longText,
  latitude: latitudeField,
  longitude: longitudeField,
  teeLatitude: latitudeField,
  teeLongitude: longitudeField,
  greenFrontLatitude: latitudeField,
  greenFrontLongitude: longitudeField,
  greenEndLatitude: latitudeField,
  greenEndLongitude: longitudeField,
  middleLatitude: latitudeField,
  middleLongitude: longitudeField,
  obstacles: { type: 'array', maxItems: 50, items: obstacleSchema },
} as const;

export const holeLayoutRequired = ['number', 'hcp', 'par'] as const;
