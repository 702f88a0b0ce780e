// Document types derived from the schemas (schemas/ is the single source of truth for shape).
import type { ExtractDocumentTypeFromTypedRxJsonSchema, RxCollection, RxDatabase, RxDocument } from 'rxdb';
import type {
  clubSchema,
  courseHoleSchema,
  coursesSchema,
  matchesSchema,
  scoreCardHoleSchema,
  scoreCardsSchema,
  shotMarkSchema,
  shotMarksSchema,
  teeSchema,
  tournamentsSchema,
  userdataSchema,
  usersSchema,
} from '../../schemas/index.ts';

type Doc<S> = ExtractDocumentTypeFromTypedRxJsonSchema<S>;

export type ScoreCardHole = Doc<typeof scoreCardHoleSchema>;
export type ScoreCardDoc = Doc<typeof scoreCardsSchema>;
export type CourseHole = Doc<typeof courseHoleSchema>;
export type Tee = Doc<typeof teeSchema>;
export type CourseDoc = Doc<typeof coursesSchema>;
/** `players` and `sides` are maps (patternProperties), which the schema-derived type cannot express. */
export type MatchDoc = Omit<Doc<typeof matchesSchema>, 'players' | 'sides'> & { players?: Record<string, 1>; sides?: Record<string, number> };
/** `playerIds` is a map (patternProperties), as match `players`. */
export type TournamentDoc = Omit<Doc<typeof tournamentsSchema>, 'playerIds'> & { playerIds?: Record<string, 1> };
export type UserDoc = Doc<typeof usersSchema>;
export type Club = Doc<typeof clubSchema>;
/** `savedCourses` and `savedGolfers` are id sets (patternProperties), as match `players`. */
export type UserDataDoc = Omit<Doc<typeof userdataSchema>, 'savedCourses' | 'savedGolfers'> & {
  savedCourses?: Record<string, 1>;
  savedGolfers?: Record<string, 1>;
};
export type InPlay = NonNullable<UserDataDoc['inPlay']>;
/** Where the ball lay on each hole of one card (docs/ARCHITECTURE.md, "Documents", shot marks). */
export type ShotMarksDoc = Doc<typeof shotMarksSchema>;
export type ShotMarkEntry = Doc<typeof shotMarkSchema>;
export type ShotMarksHole = NonNullable<ShotMarksDoc['holes']>[number];

export interface DocTypes {
  courses: CourseDoc;
  scorecards: ScoreCardDoc;
  matches: MatchDoc;
  tournaments: TournamentDoc;
  users: UserDoc;
  userdata: UserDataDoc;
  shotmarks: ShotMarksDoc;
}

export type GolfCollections = { [K in keyof DocTypes]: RxCollection<DocTypes[K]> };
export type GolfDatabase = RxDatabase<GolfCollections>;

export type ScoreCard = RxDocument<ScoreCardDoc>;
export type Course = RxDocument<CourseDoc>;
export type Match = RxDocument<MatchDoc>;
export type Tournament = RxDocument<TournamentDoc>;
export type UserProfile = RxDocument<UserDoc>;
export type UserData = RxDocument<UserDataDoc>;

export type {
  DisplayStyle,
  PlayMode,
  ResultCode,
  ScoringMode,
  TeeColour,
  TeeType,
} from '../../schemas/enums.ts';
