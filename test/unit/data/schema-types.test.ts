import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CourseDoc, MatchDoc, ScoreCardDoc, ScoreCardHole, UserDataDoc } from '../../../src/data/types.ts';
import { collectionSchemas } from '../../../schemas/index.ts';

describe('schema-derived document types', () => {
  it('types the fields of docs/PRODUCT.md', () => {
    expectTypeOf<ScoreCardDoc['date']>().toEqualTypeOf<number>();
    expectTypeOf<ScoreCardDoc['event']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ScoreCardHole['fairway']>().toEqualTypeOf<0 | 1 | 2 | 3 | 4 | 5 | 6>();
    expectTypeOf<NonNullable<CourseDoc['tees']>[number]['type']>().toEqualTypeOf<'Golf' | 'PAR3' | 'Pitch and Putt'>();
    expectTypeOf<MatchDoc['players']>().toEqualTypeOf<Record<string, 1> | undefined>();
    expectTypeOf<NonNullable<UserDataDoc['inPlay']>['currentHole']>().toEqualTypeOf<number | undefined>();
  });

  it('serialises every schema to plain JSON unchanged', () => {
    for (const schema of Object.values(collectionSchemas)) {
      expect(JSON.parse(JSON.stringify(schema))).toEqual(schema);
    }
  });
});
