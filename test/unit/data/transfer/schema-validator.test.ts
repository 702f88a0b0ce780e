// The import's schema validator (src/data/transfer/schema-validator.ts) answers as ajv, which the
// collections use in development: same verdict and same first error (path, keyword, message) for valid
// documents of every collection and for each way a document can break its schema.
import { getValidator } from 'rxdb/plugins/validate-ajv';
import { describe, expect, it } from 'vitest';
import { collectionSchemas, type CollectionName } from '../../../../schemas/index.ts';
import { schemaErrors, type SchemaNode } from '../../../../src/data/transfer/schema-validator.ts';
import { course, hole, match, scoreCard, shotMarks, tournament, user, userData } from '../../rules/fixtures.ts';

type Doc = Record<string, unknown>;

/** A valid document of each collection (the rules fixtures, without the server's updatedAt). */
const VALID: Record<CollectionName, Doc> = {
  courses: course('c1', 'alice'),
  scorecards: scoreCard('sc1', 'alice', 'alice', 'm1', { notes: 'windy', event: 'Club Cup' }),
  matches: match('m1', 'alice', ['alice', 'bob'], { sides: { sc1: 1, sc2: 2 }, playMode: 'Fourball' }),
  tournaments: tournament('t1', 'alice', { handicapAllowance: 95 }),
  users: user('alice'),
  userdata: userData('alice'),
  shotmarks: shotMarks('sc1', 'alice'),
};

const set = (doc: Doc, path: (string | number)[], value: unknown): Doc => {
  const copy = structuredClone(doc);
  let node: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
};

/** Ways to break a document, each `[collection, path, value]` (undefined removes the field). */
const BROKEN: [CollectionName, (string | number)[], unknown][] = [
  ['courses', ['name'], ''],
  ['courses', ['name'], 5],
  ['courses', ['id'], 'a/b'],
  ['courses', ['nameSort'], undefined],
  ['courses', ['rating'], 3],
  ['courses', ['tees', 0, 'type'], 'Links'],
  ['courses', ['tees', 0, 'slope'], 200],
  ['courses', ['tees', 0, 'slope'], 120.5],
  ['courses', ['tees', 0, 'holes'], []],
  ['courses', ['tees', 0, 'holes', 1, 'par'], 9],
  ['courses', ['tees', 0, 'holes', 1, 'obstacles', 0, 'name'], 'x'.repeat(61)],
  ['courses', ['tees', 0, 'holes', 1, 'obstacles', 0, 'latitude'], undefined],
  ['courses', ['tees', 0, 'holes', 0, 'notes'], '🏌'.repeat(501)],
  ['courses', ['tees'], Array.from({ length: 11 }, () => course('c', 'a').tees?.[0])],
  ['courses', ['tees', 0], 'tee'],
  ['scorecards', ['holes', 0, 'shotCount'], 31],
  ['scorecards', ['holes', 0, 'fairway'], 7],
  ['scorecards', ['holes', 0, 'score'], 3],
  ['scorecards', ['holes', 1], { ...hole(2), clubs: Array.from({ length: 31 }, () => 'pw') }],
  ['scorecards', ['holes', 1, 'clubs', 0], 7],
  ['scorecards', ['matchId'], 'a.b'],
  ['scorecards', ['userId'], undefined],
  ['scorecards', ['isCompetition'], 'no'],
  ['scorecards', ['date'], -1],
  ['scorecards', ['date'], 1.5],
  ['matches', ['players', 'carol'], 2],
  ['matches', ['sides', 'sc1'], 0],
  ['matches', ['playMode'], 'Skins'],
  ['matches', ['scoreCards'], 'sc1'],
  ['tournaments', ['players', 0, 'userId'], undefined],
  ['tournaments', ['handicapAllowance'], 120],
  ['tournaments', ['organizer'], 'alice'],
  ['users', ['handicap'], 80],
  ['users', ['email'], 'a@example.com'],
  ['userdata', ['displayStyle'], 'Neon'],
  ['userdata', ['inPlay', 'currentHole'], 18],
  ['userdata', ['bag', 0, 'loft'], 91],
  ['shotmarks', ['holes', 0, 'marks', 0, 'accuracy'], -1],
  ['shotmarks', ['holes', 0, 'marks', 0, 'latitude'], 91],
  ['userdata', [], null],
];

function ajvErrors(collection: CollectionName, doc: unknown) {
  const errors = getValidator(collectionSchemas[collection]) as (d: unknown) => { instancePath: string; keyword: string; message?: string }[];
  return errors(doc).map((e) => ({ instancePath: e.instancePath, keyword: e.keyword, message: e.message }));
}

const ours = (collection: CollectionName, doc: unknown) =>
  schemaErrors(collectionSchemas[collection] as SchemaNode, doc).map((e) => ({ instancePath: e.instancePath, keyword: e.keyword, message: e.message }));

describe('the import schema validator', () => {
  it.each(Object.keys(VALID) as CollectionName[])('accepts a valid %s document, as ajv does', (collection) => {
    const { updatedAt: _updatedAt, ...doc } = VALID[collection];
    expect(ajvErrors(collection, doc)).toEqual([]);
    expect(ours(collection, doc)).toEqual([]);
  });

  it('counts characters as ajv does, in code points: 500 golfers (two UTF-16 units each) are 500', () => {
    const { updatedAt: _updatedAt, ...valid } = VALID.courses;
    const doc = set(valid, ['tees', 0, 'holes', 0, 'notes'], '🏌'.repeat(500));
    expect(ajvErrors('courses', doc)).toEqual([]);
    expect(ours('courses', doc)).toEqual([]);
  });

  it.each(BROKEN.map(([collection, path, value]) => [`${collection} ${path.join('.') || 'itself'} = ${JSON.stringify(value)?.slice(0, 40)}`, collection, path, value] as const))(
    'answers as ajv: %s',
    (_name, collection, path, value) => {
      const { updatedAt: _updatedAt, ...valid } = VALID[collection];
      const doc = path.length === 0 ? value : set(valid, path, value);
      expect(ajvErrors(collection, doc)).not.toEqual([]);
      expect(ours(collection, doc)).toEqual(ajvErrors(collection, doc));
    },
  );
});
