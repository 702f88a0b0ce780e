// The security rules of the app (docs/ARCHITECTURE.md, "Security rules"): who reads and writes each path,
// written here, and the shape of every document, translated from schemas/. `rulesDocument()` is what
// database.rules.json holds; `write.ts` regenerates the file and a unit test keeps the two equal.
import { collectionSchemas, RTDB_PATHS, type CollectionName } from '../index.ts';
import { DIRECTORY_SEARCH } from '../limits.ts';
import { schemaToRules, type RulesTree, type SchemaNode } from './schema-to-rules.ts';

const SIGNED_IN = 'auth != null';
/** The admin role: `admins/{uid}: true`, set from the console (only after SIGNED_IN). */
const IS_ADMIN = "root.child('admins').child(auth.uid).val() === true";

// Who sees what (docs/ARCHITECTURE.md, "Security rules"): every rule below is written for real
// Firebase semantics. `.read`/`.write` grant at and below their path only; `.validate` checks the new
// data; in a write, `root` is the tree before it and `newData.parent()...` the tree after it (a
// multi-path update included). Membership is always decided by the document that owns it: a card is
// shared through its match only while the match lists the card's player, and only a match's creator
// writes its players.

// Snapshot expressions: `doc` is a document snapshot and `tree` the root it is looked up in.
const child = (snap: string, path: string) => `${snap}.child('${path}')`;
const matchOf = (card: string, tree: string) => `${tree}.child('matches').child(${card}.child('matchId').val())`;
const tournamentOf = (doc: string, tree: string) => `${tree}.child('tournaments').child(${doc}.child('tournamentId').val())`;
const hasRef = (doc: string, field: string) => `(${doc}.child('${field}').isString() && ${doc}.child('${field}').val() !== '')`;

/** `uid` (an expression) is listed in the match `m` or created it. */
const inMatch = (m: string, uid: string) => `(${m}.child('players').child(${uid}).exists() || ${m}.child('creatorId').val() === ${uid})`;
/** `uid` organizes the tournament `t` or is one of its listed players (`playerIds`). */
const inTournament = (t: string, uid: string) => `(${t}.child('organizer').child('id').val() === ${uid} || ${t}.child('playerIds').child(${uid}).exists())`;

/** The card's match, while it still lists the card's player, lists `uid` too. */
function sharesMatch(card: string, tree: string, uid: string): string {
  const m = matchOf(card, tree);
  return `(${hasRef(card, 'matchId')} && ${inMatch(m, `${card}.child('userId').val()`)} && ${inMatch(m, uid)})`;
}

/** The card's tournament, while it still lists the card's player, lists `uid` too. */
function sharesTournament(card: string, tree: string, uid: string): string {
  const t = tournamentOf(card, tree);
  return `(${hasRef(card, 'tournamentId')} && ${inTournament(t, `${card}.child('userId').val()`)} && ${inTournament(t, uid)})`;
}

/** Who reads a score card: its player, its creator, its match's and its tournament's members. */
function cardRead(card: string, tree: string): string {
  return `${child(card, 'userId')}.val() === auth.uid || ${child(card, 'creatorId')}.val() === auth.uid || ${sharesMatch(card, tree, 'auth.uid')} || ${sharesTournament(card, tree, 'auth.uid')}`;
}

/**
 * Who writes a score card: its player; the match's creator, for a card of a player of that match;
 * the match's marker while both are in that match, on a card that exists already (only the player
 * and the match's creator create cards); the tournament's organizer, for a card of a listed player.
 * A plain player of the match does not. What each of them may change is in CARD_FAIR_PLAY.
 */
function cardWrite(card: string, tree: string): string {
  const m = matchOf(card, tree);
  const marker = `data.exists() && ${markerIs(m, 'auth.uid')}`;
  const shared = `${hasRef(card, 'matchId')} && ${inMatch(m, `${card}.child('userId').val()`)} && (${child(m, 'creatorId')}.val() === auth.uid || (${marker}))`;
  return `${child(card, 'userId')}.val() === auth.uid || (${shared}) || ${organizesFor(card, tree)}`;
}

/** Who reads a match: its creator, its players, its tournament's organizer and players. */
function matchRead(m: string, tree: string): string {
  return `${inMatch(m, 'auth.uid')} || (${hasRef(m, 'tournamentId')} && ${inTournament(tournamentOf(m, tree), 'auth.uid')})`;
}

/**
 * Who writes a match: its creator; a round of a tournament (a match naming it), only that tournament's
 * organizer, whoever created it. Read before and after the write (memberWrite), so nobody else puts a
 * match into a tournament, changes a round or takes one out, and the organizer can remove any round.
 */
function matchWrite(m: string, tree: string): string {
  const organizer = `${tournamentOf(m, tree)}.child('organizer').child('id').val() === auth.uid`;
  return `(${hasRef(m, 'tournamentId')} ? ${organizer} : ${m}.child('creatorId').val() === auth.uid)`;
}

/** A document read: only by the members above (admins read everything, at the collection). A path
 * that holds nothing reads as null for any signed-in user: a push transaction reads before it creates. */
const docRead = (access: string) => `${SIGNED_IN} && (!data.exists() || ${IS_ADMIN} || (${access}))`;

/** The tree after the write, seen from a document (`collection/{id}`). */
const NEW_ROOT = 'newData.parent().parent()';

/**
 * Write access held before and after the write: the writer must have access to the existing document
 * and keep it in the new one (nobody writes others' documents, nor hands one over and locks themselves
 * out). Only admins delete: everyone else writes tombstones (`deleted: true`), so every device learns
 * of a deletion.
 */
function memberWrite(access: (snap: string, tree: string) => string): string {
  return `${SIGNED_IN} && (${IS_ADMIN} || (newData.exists() && (!data.exists() || (${access('data', 'root')})) && (${access('newData', NEW_ROOT)})))`;
}

/** Courses keep the old model: creator or admin, purges allowed. */
function ownerWrite(access: (snap: string) => string): string {
  return `${SIGNED_IN} && (${IS_ADMIN} || ((!data.exists() || (${access('data')})) && (!newData.exists() || (${access('newData')}))))`;
}

/** Fields only a document's first writer sets: on create it is the writer, afterwards it never changes. */
const IMMUTABLE_CREATOR = `(data.exists() ? newData.val() === data.val() : newData.val() === auth.uid) || ${IS_ADMIN}`;

/** A card's player (`userId`) is set when the card is created and never changes afterwards (admins
 * excepted): nobody moves a card, and its round, into another golfer's record. */
const FIXED_PLAYER = `!data.exists() || newData.val() === data.val() || ${IS_ADMIN}`;

/** A stored e-mail address is the account's own: a new or changed one must be the sign-in token's
 * (an account without an address, a phone-only one, stores none). An unchanged one is kept as written. */
const OWN_EMAIL = 'newData.val() === data.val() || newData.val() === auth.token.email';

/** The ids of courses imported from the golf course API (`importedCourseId` of src/domain/course-import). */
export const IMPORTED_COURSE_ID_PREFIX = 'gca-';
/** Only an administrator creates a course under an imported course's id: nobody takes it first. */
const NOT_RESERVED_COURSE_ID = `(data.exists() || !$courseId.beginsWith('${IMPORTED_COURSE_ID_PREFIX}'))`;

/** A reference that changes (or is new) must point at a document that lists the card's player then. */
function referenceJoin(field: string, member: (doc: string) => string): string {
  const unchanged = `data.parent().child('${field}').val() === newData.val()`;
  const card = 'newData.parent()';
  return `newData.val() === '' || ${unchanged} || ${IS_ADMIN} || ${member(card)}`;
}
const MATCH_JOIN = referenceJoin('matchId', (card) => inMatch(`newData.parent().parent().parent().child('matches').child(newData.val())`, `${card}.child('userId').val()`));
const CARD_TOURNAMENT_JOIN = referenceJoin('tournamentId', (card) =>
  inTournament(`newData.parent().parent().parent().child('tournaments').child(newData.val())`, `${card}.child('userId').val()`),
);
/** A match joins a tournament only when its creator organizes it or plays in it. */
const MATCH_TOURNAMENT_JOIN = referenceJoin('tournamentId', (m) =>
  inTournament(`newData.parent().parent().parent().child('tournaments').child(newData.val())`, `${m}.child('creatorId').val()`),
);

/** How far ahead of the server's clock a client's time stamp may be (docs/ARCHITECTURE.md, "Sync",
 * client times): a few minutes of drift and latency. Stamps order no merge; the limit keeps a writer
 * from claiming a time nobody can have, and the app brings an honest phone's stamps down to it. */
export const CLIENT_TIME_AHEAD_MS = 5 * 60 * 1000;
/** A client time stamp no further ahead of the server's `now` than that. */
const NOT_AHEAD_OF_SERVER = `newData.val() <= now + ${CLIENT_TIME_AHEAD_MS}`;
/** The score card's client time stamps: each hole's `modifiedAt` and the card's `modifiedDate`. */
const CARD_CLIENT_TIMES = { modifiedDate: NOT_AHEAD_OF_SERVER, 'holes/*/modifiedAt': NOT_AHEAD_OF_SERVER };

// Fair play on a score card (docs/ARCHITECTURE.md, "Security rules"). A competition card (one with a
// match or a tournament) has terms (course, tee, the holes' layout and strokes, handicaps, hole
// count, date, competition flag), set by its match's creator or its tournament's organizer; its play
// (shots, putts, bunkers, penalties, fairway, green, clubs, notes) is written by its player and its
// match's marker; its player's own answers (accepted, confirmed, a hole disputed) by the player alone.
// Each is "unchanged, or the writer is one who may set it", checked where a removal is seen too: at
// the card for its own fields, at the hole for the hole's. Times of edits (`modifiedDate`, a hole's
// `modifiedAt`) and the stored totals are free to anyone who may write the card: the boards and the
// leaderboard score from the holes, never from the totals.

/** `uid` is the match `m`'s marker: its `markerId`, or its creator in a match written before that
 * field; only a listed player marks. */
function markerIs(m: string, uid: string): string {
  const named = `(${m}.child('markerId').exists() ? ${m}.child('markerId').val() === ${uid} : ${m}.child('creatorId').val() === ${uid})`;
  return `(${m}.child('players').child(${uid}).exists() && ${named})`;
}

/** The writer organizes the card's tournament, which lists the card's player. */
function organizesFor(card: string, tree: string): string {
  const t = tournamentOf(card, tree);
  return `(${hasRef(card, 'tournamentId')} && ${inTournament(t, `${card}.child('userId').val()`)} && ${t}.child('organizer').child('id').val() === auth.uid)`;
}

/** The writer sets the terms of `card` as it stands in `tree`: for a card of no match and no
 * tournament its player; else the creator of its match (which lists the player) or the organizer of
 * its tournament (which lists the player). */
function setsTerms(card: string, tree: string): string {
  const m = matchOf(card, tree);
  const player = `${card}.child('userId').val()`;
  const creator = `(${hasRef(card, 'matchId')} && ${m}.child('creatorId').val() === auth.uid && ${inMatch(m, player)})`;
  const competition = `(${hasRef(card, 'matchId')} || ${hasRef(card, 'tournamentId')})`;
  return `(${competition} ? (${creator} || ${organizesFor(card, tree)}) : ${player} === auth.uid)`;
}

/** The writer may change the terms: they set them before the write (or the card is new) and after it. */
const termsWriter = (before: string, after: string, tree: string) =>
  `(${IS_ADMIN} || ((!${before}.exists() || ${setsTerms(before, 'root')}) && ${setsTerms(after, tree)}))`;

/** The writer may change the play: the card's player, or its match's marker (for a card of a player
 * of that match) while the player has not confirmed the card. */
function playWriter(card: string, tree: string): string {
  const m = matchOf(card, tree);
  const marked = `${hasRef(card, 'matchId')} && ${inMatch(m, `${card}.child('userId').val()`)} && ${markerIs(m, 'auth.uid')} && !${card}.child('confirmedAt').exists()`;
  return `(${IS_ADMIN} || ${card}.child('userId').val() === auth.uid || (${marked}))`;
}

/** The writer is the card's player, before and after the write: the player's word is theirs alone,
 * admins included, but for an administrator restoring a card that is not on the server (an import of
 * a whole-database export carries the answers the player gave). */
const playerOnly = (before: string, after: string) =>
  `((${after}.child('userId').val() === auth.uid && (!${before}.exists() || ${before}.child('userId').val() === auth.uid)) || (${IS_ADMIN} && !${before}.exists()))`;

/**
 * A match's creator turns a card of that match into a tombstone (the match form taking a player out
 * deletes the player's card). The creator's device pushes the match first (push order), so the match
 * may no longer list the player: this asks only that the card names the writer's match before and
 * after. Every other condition of the card still holds, so the tombstone changes nothing else.
 */
const REMOVED_FROM_OWN_MATCH = `(data.exists() && data.child('deleted').val() !== true && newData.child('deleted').val() === true && ${hasRef('data', 'matchId')} && newData.child('matchId').val() === data.child('matchId').val() && ${matchOf('data', 'root')}.child('creatorId').val() === auth.uid)`;

/** The fields keep their values (a missing field reads as null, so a removal is a change). */
const unchanged = (fields: readonly string[]) => `(${fields.map((f) => `newData.child('${f}').val() === data.child('${f}').val()`).join(' && ')})`;

/** `event` is a term: on a match card it holds a guest's name, which decides whose card it is (a guest's
 * or its creator's own) on the board and the leaderboard. */
const CARD_TERMS = ['date', 'event', 'courseName', 'courseId', 'teeId', 'teeName', 'holeCount', 'handicap', 'handicapPlay', 'handicapGolf', 'handicapPitchAndPutt', 'isCompetition'];
const CARD_PLAY = ['notes', 'greenFee', 'usedBuggy', 'duration'];
const CARD_PLAYER_ONLY = ['acceptedAt', 'confirmedAt'];
const HOLE_TERMS = [
  'number', 'hcp', 'par', 'distance', 'extraShots', 'latitude', 'longitude', 'teeLatitude', 'teeLongitude',
  'greenFrontLatitude', 'greenFrontLongitude', 'greenEndLatitude', 'greenEndLongitude', 'middleLatitude', 'middleLongitude',
];
const HOLE_PLAY = ['shotCount', 'puttCount', 'bunkerCount', 'penaltyCount', 'fairway', 'gir', 'notes'];
/** A hole as a card's creator makes it for another golfer: nothing played yet (notes come from the course). */
const BLANK_HOLE = `(${['shotCount', 'puttCount', 'bunkerCount', 'penaltyCount', 'fairway', 'gir'].map((f) => `newData.child('${f}').val() === 0`).join(' && ')} && !newData.child('clubs').exists())`;

/** A card's match or tournament reference: unchanged, cleared by the player (leaving), or moved by
 * one who sets the terms before and after. */
const referenceTerms = `data.val() === newData.val() || (newData.val() === '' && ${playerOnly('data.parent()', 'newData.parent()')}) || ${termsWriter('data.parent()', 'newData.parent()', 'newData.parent().parent().parent()')}`;

/** Every hole the card had is still there: a removed hole's own checks do not run (`.validate` never
 * runs on a deleted node), and a player dropping a bad last hole would better their round to par. */
const HOLES_KEPT = `(${Array.from({ length: 18 }, (_, i) => `(!data.child('holes').child('${i}').exists() || newData.child('holes').child('${i}').exists())`).join(' && ')})`;

/**
 * A score card's revision (docs/ARCHITECTURE.md, "Security rules", the revision): `rev` counts the
 * card's writes on the server, and a write that carries it must carry the stored one plus one (1 for a
 * card without one), so a write made on a state the server has left is refused (its writer reads the
 * server's card, merges and writes again) and no write can skip or lower it. A write without `rev` is
 * a release from before the revision (it writes the whole card in a transaction, whose hash already
 * checks the state it was made on): it is taken, and leaves the card without a revision, which the
 * next write of this release starts again at 1.
 */
const CARD_REVISION = "(!newData.child('rev').exists() || newData.child('rev').val() === (data.child('rev').exists() ? data.child('rev').val() + 1 : 1))";
/** Fields the server keeps beside a document's schema, by collection: a score card's revision. */
const SERVER_FIELDS: Partial<Record<CollectionName, Record<string, SchemaNode>>> = {
  scorecards: { rev: { type: 'integer', minimum: 1 } },
};

/** Extra `.validate` conditions of a score card, by property path (see schemaToRules). */
const CARD_FAIR_PLAY: Record<string, string> = {
  '': [
    `(${unchanged(CARD_TERMS)} || ${termsWriter('data', 'newData', NEW_ROOT)})`,
    `(${HOLES_KEPT} || ${termsWriter('data', 'newData', NEW_ROOT)})`,
    `(${unchanged(CARD_PLAY)} || ${playWriter('newData', NEW_ROOT)})`,
    `(${unchanged(CARD_PLAYER_ONLY)} || ${playerOnly('data', 'newData')})`,
    // A tombstone: the player, or one who sets the terms, or the match's creator taking a player out; not the marker.
    `(${unchanged(['deleted'])} || newData.child('userId').val() === auth.uid || ${termsWriter('data', 'newData', NEW_ROOT)} || ${REMOVED_FROM_OWN_MATCH})`,
  ].join(' && '),
  matchId: referenceTerms,
  tournamentId: referenceTerms,
  'holes/*': [
    `(${unchanged(HOLE_TERMS)} || ${termsWriter('data.parent().parent()', 'newData.parent().parent()', 'newData.parent().parent().parent().parent()')})`,
    `(${unchanged(HOLE_PLAY)} || ${playWriter('newData.parent().parent()', 'newData.parent().parent().parent().parent()')} || (!data.exists() && ${BLANK_HOLE}))`,
    `(${unchanged(['disputed'])} || ${playerOnly('data.parent().parent()', 'newData.parent().parent()')})`,
  ].join(' && '),
  'holes/*/clubs/*': `data.val() === newData.val() || ${playWriter('newData.parent().parent().parent().parent()', 'newData.parent().parent().parent().parent().parent().parent()')}`,
  'holes/*/obstacles/*': `${unchanged(['name', 'latitude', 'longitude'])} || ${termsWriter('data.parent().parent().parent().parent()', 'newData.parent().parent().parent().parent()', 'newData.parent().parent().parent().parent().parent().parent()')}`,
};

// Mapping a hole (docs/ARCHITECTURE.md, "Security rules"): any signed-in golfer may fill a hole's
// point that is missing (a tee, or the green's front, middle or back), with exactly
// `update(courses/{id}, {'tees/i/holes/j/<field>': x, ..., updatedAt: serverTimestamp()})`; changing a
// point that is set, removing one, and everything else of a course stay with its creator and admins
// (the course's own `.write`). These grants cover those paths only.

/** The coordinate pairs of a hole that a golfer records standing on them: the same list as
 * HOLE_POINTS of src/domain/hole-points.ts, which the rules may not import (a unit test holds the
 * two equal). */
export const HOLE_POINT_PAIRS = [
  ['teeLatitude', 'teeLongitude'],
  ['greenFrontLatitude', 'greenFrontLongitude'],
  ['middleLatitude', 'middleLongitude'],
  ['greenEndLatitude', 'greenEndLongitude'],
] as const;

/** The course above a hole's field (`courses/$courseId/tees/$i/holes/$j/<field>`), before the write. */
const COURSE_OF_POINT = 'data.parent().parent().parent().parent().parent()';

/**
 * Filling one field of a missing pair: the hole and its course exist and the course is not deleted
 * (nobody adds a hole or a tee this way), the pair was missing before (neither field stored, or both
 * 0, how older data stored none: `isPointMissing` of src/domain/hole-points.ts), and after the write
 * both fields are stored and are not both 0 (no half pair, no removal).
 */
function fillMissingField(partner: string): string {
  const partnerBefore = `data.parent().child('${partner}')`;
  const partnerAfter = `newData.parent().child('${partner}')`;
  const missingBefore = `((!data.exists() && !${partnerBefore}.exists()) || (data.val() === 0 && ${partnerBefore}.val() === 0))`;
  const storedAfter = `newData.exists() && ${partnerAfter}.exists() && !(newData.val() === 0 && ${partnerAfter}.val() === 0)`;
  return `${SIGNED_IN} && data.parent().exists() && ${COURSE_OF_POINT}.child('deleted').val() !== true && ${missingBefore} && ${storedAfter}`;
}

/** The grants of a course document (below `courses/$courseId`) that let any golfer fill missing points. */
function coursePointFills(): RulesTree {
  const hole: RulesTree = {};
  for (const [latitude, longitude] of HOLE_POINT_PAIRS) {
    hole[latitude] = { '.write': fillMissingField(longitude) };
    hole[longitude] = { '.write': fillMissingField(latitude) };
  }
  return {
    // The variables are the ones schema-to-rules names the arrays' items: one `$` child per level.
    tees: { $teesIndex: { holes: { $holesIndex: hole } } },
    // The fill's own stamp (every write into a document sets it): on a course that exists and is not
    // deleted. A stamp alone changes nothing; it makes devices pull the course again, as any new
    // course does.
    updatedAt: { '.write': `${SIGNED_IN} && data.parent().exists() && data.parent().child('deleted').val() !== true` },
  };
}

// Shot marks (docs/ARCHITECTURE.md, "Security rules", shot marks): `shotMarks/{cardId}` holds where the
// ball lay on each hole of one card. A card is read by its match's and tournament's members too, and a
// read grant covers everything below it, so the marks live beside the card under its id, where only the
// card's player and its match's marker read and write them, as they write the card's play.

/** The card the marks `doc` belong to, in `tree`: the score card under the same id (the marks' `id`
 * is their key, checked at the document). */
const cardOfMarks = (doc: string, tree: string) => `${tree}.child('scoreCards').child(${doc}.child('id').val())`;

/** `auth.uid` marks for the card's player: the card's match (in `tree`) lists the player and has
 * auth.uid as its marker. */
function marksCard(card: string, tree: string): string {
  const m = matchOf(card, tree);
  return `(${hasRef(card, 'matchId')} && ${inMatch(m, `${card}.child('userId').val()`)} && ${markerIs(m, 'auth.uid')})`;
}

/** Who reads a card's marks: its player, and its match's marker (the card and match as they stand in
 * `tree`). */
function marksRead(doc: string, tree: string): string {
  const card = cardOfMarks(doc, tree);
  return `${doc}.child('userId').val() === auth.uid || (${doc}.child('userId').val() === ${card}.child('userId').val() && ${marksCard(card, tree)})`;
}

/** Who writes a card's marks: they belong to the card's player (its `userId`, on a card that exists), and
 * the writer is that player, or the card's marker while the player has not confirmed the card. */
function marksWrite(doc: string, tree: string): string {
  const card = cardOfMarks(doc, tree);
  const marker = `${marksCard(card, tree)} && !${card}.child('confirmedAt').exists()`;
  return `${doc}.child('userId').val() === ${card}.child('userId').val() && (${doc}.child('userId').val() === auth.uid || (${marker}))`;
}

/** A mark's time is a client time stamp, as a hole's `modifiedAt`. */
const MARK_CLIENT_TIMES = { 'holes/*/marks/*/at': NOT_AHEAD_OF_SERVER };

/** A match's marker is one of its players. */
const MARKER_IS_A_PLAYER = "newData.parent().child('players').child(newData.val()).exists()";

/** Two maps of extra conditions, both required where they name the same path. */
function allOf(a: Record<string, string>, b: Record<string, string>): Record<string, string> {
  const out = { ...a };
  for (const [path, rule] of Object.entries(b)) out[path] = out[path] === undefined ? rule : `(${out[path]}) && (${rule})`;
  return out;
}

interface CollectionRules {
  /** Read access to the whole collection (and so to queries on it). */
  read?: string;
  /** Read access to one document. */
  docRead?: string;
  write: string;
  /** The `$` variable of the document id. */
  idVar: string;
  /** Extra conditions by property path (see schemaToRules). */
  extra?: Record<string, string>;
  /** Rules added below the document node (e.g. a player's own entry of a match). */
  children?: RulesTree;
  indexOn: string[];
}

const ADMIN_READ = `${SIGNED_IN} && ${IS_ADMIN}`;

// The directories (docs/ARCHITECTURE.md, "Course directory"): a golfer's device keeps only the courses
// and profiles it uses and finds every other one with a bounded prefix query, one page of results for
// what was typed. Rules are not filters: a read of a whole directory, or a query without these bounds,
// is refused as a whole, so no client pulls a directory in one go.

export const PREFIX_END = DIRECTORY_SEARCH.prefixEnd;
export const NAME_SEARCH_LIMIT = DIRECTORY_SEARCH.nameResults;
export const CELL_SEARCH_LIMIT = DIRECTORY_SEARCH.cellResults;
const NAME_SEARCH_MIN = DIRECTORY_SEARCH.nameMin;
const CELL_SEARCH_MIN = DIRECTORY_SEARCH.cellMin;

/** A prefix query on `fields` (ordered by one of them), at most `limit` results, a prefix of `min` or more. */
function prefixQuery(fields: readonly string[], limit: number, min: number): string {
  const ordered = fields.map((f) => `query.orderByChild === '${f}'`).join(' || ');
  return `(query.limitToFirst !== null && query.limitToFirst <= ${limit} && (${ordered}) && query.startAt.length >= ${min} && query.endAt === query.startAt + '${PREFIX_END}')`;
}

/** The golfer search: public profiles whose folded names start with what was typed. */
const GOLFER_NAME_QUERY = prefixQuery(['nameSort', 'lastNameSort'], NAME_SEARCH_LIMIT, NAME_SEARCH_MIN);
/** The course search: by the folded name, or the courses of one geohash cell; and a golfer's own
 * courses (those they created), which their devices keep. */
const OWN_COURSES_QUERY = "(query.orderByChild === 'creatorId' && query.equalTo === auth.uid)";
const COURSE_DIRECTORY_QUERY = `(${prefixQuery(['nameSort'], NAME_SEARCH_LIMIT, NAME_SEARCH_MIN)} || ${prefixQuery(['geohash'], CELL_SEARCH_LIMIT, CELL_SEARCH_MIN)} || ${OWN_COURSES_QUERY})`;

/**
 * `directory/courses/{courseId} = { name, nameSort, creatorId, geohash? }`: the small entry a course is
 * found by (a course with its geometry is far too big to list), and by which its creator's devices know
 * it is theirs. Written by whoever pushes the course, after it
 * (src/sync/replication/course-directory.ts). An entry is the course's: its name and sort key are the
 * course's own in the tree after the write, and it exists only while the course does (not deleted).
 * Its position (`geohash`) is set by the course's creator (or an admin); anyone else may only keep it,
 * or give a course without one its first (as coordinates may be filled in). Anyone signed in may remove
 * the entry of a course that is gone.
 */
function directoryRules(): RulesTree {
  const course = "newData.parent().parent().parent().child('courses').child($courseId)";
  const gone = `(!${course}.exists() || ${course}.child('deleted').val() === true)`;
  const positionKept = "(newData.child('geohash').val() === data.child('geohash').val() || !data.child('geohash').exists())";
  // At `directory/courses` (DIRECTORY_SEARCH.coursesPath).
  return {
    courses: {
      '.read': `${SIGNED_IN} && (${IS_ADMIN} || ${COURSE_DIRECTORY_QUERY})`,
      '.indexOn': ['nameSort', 'geohash', 'creatorId'],
      $courseId: {
        '.read': SIGNED_IN,
        '.write': `${SIGNED_IN} && (${IS_ADMIN} || ${course}.child('creatorId').val() === auth.uid || (!newData.exists() && ${gone}) || (newData.exists() && ${positionKept}))`,
        '.validate': `newData.hasChildren(['name', 'nameSort', 'creatorId']) && !${gone} && newData.child('name').val() === ${course}.child('name').val() && newData.child('nameSort').val() === ${course}.child('nameSort').val() && newData.child('creatorId').val() === ${course}.child('creatorId').val()`,
        name: { '.validate': 'newData.isString()' },
        creatorId: { '.validate': 'newData.isString()' },
        nameSort: { '.validate': 'newData.isString()' },
        geohash: { '.validate': "newData.isString() && newData.val().matches(/^[0-9b-hjkmnp-z]{1,12}$/)" },
        $other: { '.validate': false },
      },
    },
  };
}

const COLLECTIONS: Record<CollectionName, CollectionRules> = {
  courses: {
    // One course is open to anyone signed in; the collection whole to admins only: golfers find the
    // others through the directory (directoryRules) and keep only the ones they use.
    read: ADMIN_READ,
    docRead: SIGNED_IN,
    // Anyone signed in creates (as its creator), but not under an imported course's id; the creator or
    // an admin edits and deletes.
    write: `${ownerWrite((snap) => `${snap}.child('creatorId').val() === auth.uid`)} && (${IS_ADMIN} || ${NOT_RESERVED_COURSE_ID})`,
    idVar: '$courseId',
    // Any signed-in golfer fills a hole's missing points (coursePointFills).
    children: coursePointFills(),
    indexOn: ['updatedAt', 'name', 'nameSort', 'creatorId'],
  },
  scorecards: {
    read: ADMIN_READ,
    docRead: docRead(cardRead('data', 'root')),
    write: `(${memberWrite(cardWrite)}) || (${SIGNED_IN} && ${REMOVED_FROM_OWN_MATCH})`,
    idVar: '$scoreCardId',
    extra: allOf({ '': CARD_REVISION, creatorId: IMMUTABLE_CREATOR, userId: FIXED_PLAYER, matchId: MATCH_JOIN, tournamentId: CARD_TOURNAMENT_JOIN, ...CARD_CLIENT_TIMES }, CARD_FAIR_PLAY),
    indexOn: ['updatedAt', 'userId', 'courseId', 'matchId', 'tournamentId', 'date'],
  },
  matches: {
    read: ADMIN_READ,
    docRead: docRead(matchRead('data', 'root')),
    // Only the creator writes a match (players, sides, settings); only the organizer a tournament's round.
    write: memberWrite(matchWrite),
    idVar: '$matchId',
    extra: { creatorId: IMMUTABLE_CREATOR, tournamentId: MATCH_TOURNAMENT_JOIN, markerId: MARKER_IS_A_PLAYER },
    // A player leaves: `update(matches/{id}, {'players/{uid}': null, updatedAt: serverTimestamp()})`.
    // These grants cover exactly those two paths, and only for a listed player of a match that stays.
    children: {
      // The variable is the one schema-to-rules names the map's keys: one `$` child per level.
      players: {
        $playersKey: {
          '.write': `${SIGNED_IN} && auth.uid === $playersKey && data.exists() && !newData.exists() && newData.parent().parent().exists()`,
        },
      },
      updatedAt: {
        '.write': `${SIGNED_IN} && data.exists() && data.parent().child('players').child(auth.uid).exists()`,
      },
    },
    indexOn: ['updatedAt', 'date', 'courseId', 'tournamentId', 'userId'],
  },
  tournaments: {
    read: ADMIN_READ,
    docRead: docRead(inTournament('data', 'auth.uid')),
    write: memberWrite((snap) => `${snap}.child('organizer').child('id').val() === auth.uid`),
    idVar: '$tournamentId',
    indexOn: ['updatedAt', 'name', 'creationDate'],
  },
  users: {
    // Public profiles (names, handicaps): one profile is open to anyone signed in, to name and pick
    // players; the collection only to admins and to a bounded search by name (GOLFER_NAME_QUERY).
    read: `${SIGNED_IN} && (${IS_ADMIN} || ${GOLFER_NAME_QUERY})`,
    docRead: SIGNED_IN,
    write: `${SIGNED_IN} && (auth.uid === $uid || ${IS_ADMIN})`,
    idVar: '$uid',
    indexOn: ['updatedAt', 'nameSort', 'lastNameSort'],
  },
  userdata: {
    // Private (the e-mail address among it): that user, and admins (the whole collection: the users
    // page and the whole-database export).
    read: ADMIN_READ,
    docRead: `${SIGNED_IN} && auth.uid === $uid`,
    write: `${SIGNED_IN} && auth.uid === $uid`,
    idVar: '$uid',
    extra: { email: OWN_EMAIL },
    // The users page finds a golfer by e-mail (admins only read the collection).
    indexOn: ['email'],
  },
  shotmarks: {
    read: ADMIN_READ,
    docRead: docRead(marksRead('data', 'root')),
    write: memberWrite(marksWrite),
    idVar: '$cardId',
    extra: { userId: FIXED_PLAYER, ...MARK_CLIENT_TIMES },
    indexOn: ['updatedAt'],
  },
};

/** The collections each golfer pulls through a change feed (the others are read whole or per user);
 * the same list as src/sync/replication/feeds.ts, which the rules may not import. */
const FEED_COLLECTIONS = ['scorecards', 'matches', 'tournaments', 'shotmarks'] as const satisfies readonly CollectionName[];

/** Who reads a document of each fed collection (the read rules above, as one expression). */
const FEED_READERS: Record<(typeof FEED_COLLECTIONS)[number], (doc: string, tree: string) => string> = {
  scorecards: cardRead,
  matches: matchRead,
  tournaments: (t) => inTournament(t, 'auth.uid'),
  shotmarks: marksRead,
};

/**
 * Per-user change feeds `feeds/{uid}/{path}/{docId} = server time of the change`: what a golfer pulls
 * (docs/ARCHITECTURE.md, "Sync"). Only its owner reads a feed. An entry says "look at this document
 * again"; the document's own read rule still decides what the owner gets, so an entry reveals nothing
 * and grants nothing. An entry is added, with the server's time, for a document that exists, by someone
 * who may read that document before or after the write (its writer; a player leaving a match writes
 * the entries in the same update as the leave), so nobody fills a stranger's feed; only the owner (or an
 * admin) removes entries.
 */
function feedRules(): RulesTree {
  const perCollection: RulesTree = {};
  const after = 'newData.parent().parent().parent().parent()';
  for (const name of FEED_COLLECTIONS) {
    const path = RTDB_PATHS[name];
    const read = FEED_READERS[name];
    const before = `root.child('${path}').child($docId)`;
    const now = `${after}.child('${path}').child($docId)`;
    perCollection[path] = {
      '.indexOn': '.value',
      $docId: {
        '.write': `${SIGNED_IN} && newData.exists() && ${now}.exists() && (${IS_ADMIN} || (${read(before, 'root')}) || (${read(now, after)}))`,
        '.validate': 'newData.isNumber() && newData.val() === now',
      },
    };
  }
  return {
    $feedUid: {
      '.read': `${SIGNED_IN} && auth.uid === $feedUid`,
      '.write': `${SIGNED_IN} && (auth.uid === $feedUid || ${IS_ADMIN})`,
      ...perCollection,
      $other: { '.validate': false },
    },
  };
}

function documentRules(name: CollectionName, c: CollectionRules): RulesTree {
  const schema = collectionSchemas[name] as unknown as SchemaNode;
  // Every document that reaches the server carries `updatedAt`, and it is the server's clock.
  const withServerFields: SchemaNode = {
    ...schema,
    properties: { ...schema.properties, ...SERVER_FIELDS[name] },
    required: [...(schema.required ?? []), 'updatedAt'],
  };
  const doc = schemaToRules(withServerFields, name, {
    ...c.extra,
    // At the document level, so that every write into the document (even of one field) must set it.
    '': `newData.child('id').val() === ${c.idVar} && newData.child('updatedAt').val() === now${c.extra?.[''] ? ` && ${c.extra['']}` : ''}`,
    updatedAt: 'newData.val() === now',
  });
  // The tombstone (RxDB `_deleted`): a deleted document keeps all its fields, validated as above.
  doc.deleted = { '.validate': 'newData.isBoolean()' };
  return doc;
}

function collectionRules(name: CollectionName, c: CollectionRules): RulesTree {
  const schemaIndexes = (collectionSchemas[name] as { indexes?: readonly (string | readonly string[])[] }).indexes ?? [];
  const indexOn = new Set([...c.indexOn, ...schemaIndexes.flat().map((f) => f.replace(/\./g, '/'))]);
  const tree: RulesTree = {};
  if (c.read) tree['.read'] = c.read;
  if (indexOn.size) tree['.indexOn'] = [...indexOn];
  const doc = documentRules(name, c);
  tree[c.idVar] = { ...(c.docRead ? { '.read': c.docRead } : {}), '.write': c.write, ...mergeRules(doc, c.children ?? {}) };
  return tree;
}

/** `extra` laid over `base`, key by key (rules of both at the same node are kept). */
function mergeRules(base: RulesTree, extra: RulesTree): RulesTree {
  const out: RulesTree = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const here = out[key];
    out[key] =
      typeof value === 'object' && !Array.isArray(value) && typeof here === 'object' && !Array.isArray(here) ? mergeRules(here, value) : value;
  }
  return out;
}

export function rulesDocument(): { rules: RulesTree } {
  const rules: RulesTree = {};
  for (const name of Object.keys(COLLECTIONS) as CollectionName[]) {
    rules[RTDB_PATHS[name]] = collectionRules(name, COLLECTIONS[name]);
  }
  // The role itself: a user sees their own entry, administrators the whole list; an administrator
  // grants (`true`) or revokes (removes) the role of another user, never their own (so the last
  // administrator cannot lock everyone out by mistake); nobody else writes it.
  rules.admins = {
    '.read': `${SIGNED_IN} && ${IS_ADMIN}`,
    $uid: {
      '.read': `${SIGNED_IN} && auth.uid === $uid`,
      '.write': `${SIGNED_IN} && ${IS_ADMIN} && auth.uid !== $uid`,
      '.validate': 'newData.val() === true',
    },
  };
  rules.feeds = feedRules();
  rules.directory = directoryRules();
  return { rules };
}

export const RULES_FILE_HEADER =
  '// Generated by `npm run rules` (schemas/rules/write.ts) from schemas/ and\n' +
  '// schemas/rules/database-rules.ts: edit those and regenerate.\n';

export function rulesFileText(): string {
  return `${RULES_FILE_HEADER}${JSON.stringify(rulesDocument(), null, 2)}\n`;
}
