// The security rules of the app (DESIGN.md section 4): who reads and writes each path, written here,
// and the shape of every document, translated from schemas/. `rulesDocument()` is what
// database.rules.json holds; `write.ts` regenerates the file and a unit test keeps the two equal.
import { collectionSchemas, RTDB_PATHS, type CollectionName } from '../../../../schemas/index.ts';
import { schemaToRules, type RulesTree, type SchemaNode } from './schema-to-rules.ts';

const SIGNED_IN = 'auth != null';
/** The admin role: `admins/{uid}: true`, set from the console (only after SIGNED_IN). */
const IS_ADMIN = "root.child('admins').child(auth.uid).val() === true";

/** Whether `snap` (a score card) gives the signed-in user write access in the tree `tree`. */
function cardAccess(snap: string, tree: string): string {
  return (
    `${snap}.child('userId').val() === auth.uid || ${snap}.child('creatorId').val() === auth.uid || ` +
    `(${snap}.child('matchId').isString() && ${snap}.child('matchId').val() !== '' && ` +
    `${tree}.child('matches').child(${snap}.child('matchId').val()).child('players').child(auth.uid).exists())`
  );
}

/**
 * Write access that holds before and after the write: the writer must have access to the existing
 * document and keep it in the new one, so nobody writes others' documents or hands a document to
 * someone else and so locks themselves out. `newRoot` is the tree after the write.
 */
function ownerWrite(access: (snap: string, tree: string) => string): string {
  const newRoot = 'newData.parent().parent()';
  return `${SIGNED_IN} && (${IS_ADMIN} || ((!data.exists() || ${access('data', 'root')}) && (!newData.exists() || ${access('newData', newRoot)})))`;
}

/** Fields only a document's first writer sets: on create it is the writer, afterwards it never changes. */
const IMMUTABLE_CREATOR = `(data.exists() ? newData.val() === data.val() : newData.val() === auth.uid) || ${IS_ADMIN}`;

interface CollectionRules {
  /** Read access to the whole collection (and so to queries on it). */
  read?: string;
  /** Read access to one document, for collections that are not readable as a whole. */
  docRead?: string;
  write: string;
  /** The `$` variable of the document id. */
  idVar: string;
  /** Extra conditions by property path (see schemaToRules). */
  extra?: Record<string, string>;
  indexOn: string[];
}

const COLLECTIONS: Record<CollectionName, CollectionRules> = {
  courses: {
    read: SIGNED_IN,
    // Anyone signed in creates (as its creator); the creator or an admin edits and deletes.
    write: ownerWrite((snap) => `${snap}.child('creatorId').val() === auth.uid`),
    idVar: '$courseId',
    indexOn: ['updatedAt', 'name', 'nameSort', 'creatorId'],
  },
  scorecards: {
    read: SIGNED_IN,
    write: ownerWrite(cardAccess),
    idVar: '$scoreCardId',
    extra: { creatorId: IMMUTABLE_CREATOR },
    indexOn: ['updatedAt', 'userId', 'courseId', 'matchId', 'tournamentId', 'date'],
  },
  matches: {
    read: SIGNED_IN,
    write: ownerWrite((snap) => `${snap}.child('creatorId').val() === auth.uid || ${snap}.child('players').child(auth.uid).exists()`),
    idVar: '$matchId',
    extra: { creatorId: IMMUTABLE_CREATOR },
    indexOn: ['updatedAt', 'date', 'courseId', 'tournamentId', 'userId'],
  },
  tournaments: {
    read: SIGNED_IN,
    write: ownerWrite((snap) => `${snap}.child('organizer').child('id').val() === auth.uid`),
    idVar: '$tournamentId',
    indexOn: ['updatedAt', 'name', 'creationDate'],
  },
  users: {
    read: SIGNED_IN,
    write: `${SIGNED_IN} && (auth.uid === $uid || ${IS_ADMIN})`,
    idVar: '$uid',
    indexOn: ['updatedAt'],
  },
  userdata: {
    // Private: read per document by that user; administrators read the collection (issue 16: the
    // users page and the whole-database export).
    read: `${SIGNED_IN} && ${IS_ADMIN}`,
    docRead: `${SIGNED_IN} && auth.uid === $uid`,
    write: `${SIGNED_IN} && auth.uid === $uid`,
    idVar: '$uid',
    indexOn: [],
  },
};

function documentRules(name: CollectionName, c: CollectionRules): RulesTree {
  const schema = collectionSchemas[name] as unknown as SchemaNode;
  // Every document that reaches the server carries `updatedAt`, and it is the server's clock.
  const withServerFields: SchemaNode = { ...schema, required: [...(schema.required ?? []), 'updatedAt'] };
  const doc = schemaToRules(withServerFields, name, {
    ...c.extra,
    // At the document level, so that every write into the document (even of one field) must set it.
    '': `newData.child('id').val() === ${c.idVar} && newData.child('updatedAt').val() === now`,
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
  tree[c.idVar] = { ...(c.docRead ? { '.read': c.docRead } : {}), '.write': c.write, ...doc };
  return tree;
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
  return { rules };
}

export const RULES_FILE_HEADER =
  '// Generated by `node --import tsx emulator/rtdb/rules/generate/write.ts` from schemas/ and\n' +
  '// emulator/rtdb/rules/generate/database-rules.ts: edit those and regenerate.\n';

export function rulesFileText(): string {
  return `${RULES_FILE_HEADER}${JSON.stringify(rulesDocument(), null, 2)}\n`;
}
