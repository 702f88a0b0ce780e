// The sizes documents accept, in a file of their own: the forms check them (the sign-up form before an
// account is created, src/auth/account/new-profile.ts; the course and tee forms) without loading the
// schemas themselves. database.rules.json is generated from the schemas, so the server enforces the
// same numbers.

/** A first or last name in the public profile (users). */
export const NAME_MAX_LENGTH = 100;
/** The e-mail address in the private user data (userdata). */
export const EMAIL_MAX_LENGTH = 320;

/**
 * A course's size (docs/ARCHITECTURE.md, "Documents"): every device pulls every course, so a course is
 * bounded, at most about 400 KB with every field full (10 tees of 18 holes, each hole with its
 * coordinates, notes and obstacles), a few KB as golfers fill it in.
 */
export const COURSE_LIMITS = {
  /** Tees of one course (men's and women's tees of a big club fit). */
  tees: 10,
  /** Holes of one tee. */
  holes: 18,
  /** Named points (bunker, water, tree) on one hole. */
  obstaclesPerHole: 10,
  /** An obstacle's name ("Fairway bunker left"). */
  obstacleName: 60,
  /** A hole's notes. */
  holeNotes: 500,
} as const;

/**
 * The directory searches (docs/ARCHITECTURE.md, "Course directory"): the bounded prefix queries the
 * rules allow on the course directory and the public profiles, and the only ones the app makes.
 */
export const DIRECTORY_SEARCH = {
  /** Where the course directory's entries live. */
  coursesPath: 'directory/courses',
  /** The character after every other, ending a prefix query (`endAt(prefix + end)`). */
  prefixEnd: '\uf8ff',
  /** Results of one name search. */
  nameResults: 20,
  /** Results of one geohash cell of a search by place. */
  cellResults: 50,
  /** Characters of the shortest name prefix (folded). */
  nameMin: 2,
  /** Characters of the widest geohash cell (3: about 156 km across). */
  cellMin: 3,
} as const;

/** Shots marked by GPS (docs/ARCHITECTURE.md, "Documents", shot marks). */
export const SHOT_MARK_LIMITS = {
  /** Marks on one hole: a tee mark and every ball position of a long hole played badly. */
  marksPerHole: 20,
  /** The largest accuracy (metres) a mark may carry: a fix worse than that is no position at all. */
  accuracy: 10_000,
} as const;
