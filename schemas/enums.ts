// The enumerations of docs/PRODUCT.md, "3. Entities and their fields", as they are stored in documents.
// The schemas are the source of truth for stored values; src/domain may re-export or mirror these.

/** Fairway / green result codes: 0 No data, 1 Fairway/Green (hit), 2 Gone left, 3 Gone right,
 * 4 Bad shot, 5 Missed short, 6 Missed long. Stored in a hole's `fairway` and `gir`. */
export const RESULT_CODES = [0, 1, 2, 3, 4, 5, 6] as const;
export const TEE_TYPES = ['Golf', 'PAR3', 'Pitch and Putt'] as const;
export const TEE_COLOURS = ['red', 'blue', 'yellow', 'white', 'black', 'green'] as const;
export const PLAY_MODES = ['Individual', 'Fourball', 'Foursome', 'Scramble'] as const;
export const SCORING_MODES = ['Stableford', 'Strokes'] as const;
/** A side game's scores: gross, or net with the match's allowances (docs/GOLF.md, "Side games: skins and Nassau"). */
export const GAME_BASES = ['gross', 'net'] as const;
/** How a Nassau's bets are won: hole by hole, or on the strokes over the bet's holes. */
export const NASSAU_PLAYS = ['match', 'stroke'] as const;
export const DISPLAY_STYLES = ['Default Colors', 'Geometry Shapes', 'The Open Colors', 'DP World Tour Colors'] as const;

/** Where a marked ball lay (docs/GOLF.md, "Strokes gained from marked shots"): Mark Broadie's lies. */
export const LIES = ['tee', 'fairway', 'rough', 'sand', 'recovery', 'green'] as const;

export const DISTANCE_UNITS = ['metres', 'yards'] as const;
export const LANGUAGES = ['en', 'es'] as const;

export type ResultCode = (typeof RESULT_CODES)[number];
export type TeeType = (typeof TEE_TYPES)[number];
export type TeeColour = (typeof TEE_COLOURS)[number];
export type PlayMode = (typeof PLAY_MODES)[number];
export type ScoringMode = (typeof SCORING_MODES)[number];
export type DisplayStyle = (typeof DISPLAY_STYLES)[number];
export type Lie = (typeof LIES)[number];
export type DistanceUnit = (typeof DISTANCE_UNITS)[number];
export type Language = (typeof LANGUAGES)[number];
