import { describe, expect, it } from 'vitest';
import { collectionSchemas } from '../../../schemas/index.ts';
import {
  canonicalDoc,
  canonicalValue,
  fromServer,
  sameDoc,
  serverUpdatedAt,
  stableStringify,
  toServer,
} from '../../../src/backend/doc-shape.ts';

const userdata = collectionSchemas.userdata;
const scorecards = collectionSchemas.scorecards;
const matches = collectionSchemas.matches;

describe('canonicalValue', () => {
  it('drops nulls, empty objects and empty arrays as RTDB does', () => {
    expect(canonicalDoc({ id: 'u1', inPlay: {}, bag: [], displayStyle: null, _deleted: false }, userdata)).toEqual({
      id: 'u1',
      _deleted: false,
    });
  });

  it('turns an index-keyed object back into an array, closing holes', () => {
    const clubs = { type: 'array', items: { type: 'string' } } as const;
    expect(canonicalValue({ '0': 'a', '2': 'c', '10': 'k' }, clubs)).toEqual(['a', 'c', 'k']);
    expect(canonicalValue(['a', null, 'c'], clubs)).toEqual(['a', 'c']);
  });

  it('turns an array back into a map where the schema wants an object', () => {
    const players = matches.properties.players;
    expect(canonicalValue([1, 1], players)).toEqual({ '0': 1, '1': 1 });
    expect(canonicalValue({ alice: 1, bob: 1 }, players)).toEqual({ alice: 1, bob: 1 });
  });

  it('keeps a match sides map, and drops it when empty as RTDB does', () => {
    const sides = matches.properties.sides;
    expect(canonicalValue({ 'm1-1': 1, 'm1-2': 2 }, sides)).toEqual({ 'm1-1': 1, 'm1-2': 2 });
    expect(canonicalValue({}, sides)).toBeUndefined();
  });

  it('drops properties the schema does not know, and updatedAt', () => {
    const doc = canonicalDoc({ id: 'u1', displayStyle: 'Default Colors', legacy: 3, updatedAt: 5, _deleted: false }, userdata);
    expect(doc).toEqual({ id: 'u1', displayStyle: 'Default Colors', _deleted: false });
  });

  it('keeps empty strings and zeros, which RTDB keeps', () => {
    expect(canonicalValue({ scoreCardId: '', currentHole: 0 }, userdata.properties.inPlay)).toEqual({
      scoreCardId: '',
      currentHole: 0,
    });
  });
});

describe('fromServer / toServer', () => {
  it('round-trips a local document through the stored form', () => {
    const local = {
      id: 'u1',
      inPlay: { scoreCardId: 'c1', currentHole: 3 },
      bag: [{ id: 'd', name: 'Driver', loft: 10.5 }],
      _deleted: false,
    };
    const stored = toServer(local, userdata);
    expect(stored).toEqual({ id: 'u1', inPlay: { scoreCardId: 'c1', currentHole: 3 }, bag: [{ id: 'd', name: 'Driver', loft: 10.5 }] });
    // What RTDB gives back: the array as an index map, plus the server timestamp.
    const back = fromServer({ ...stored, bag: { '0': stored.bag && (stored.bag as unknown[])[0] }, updatedAt: 99 }, 'u1', userdata);
    expect(back).toEqual(local);
  });

  it('maps the tombstone both ways', () => {
    expect(toServer({ id: 'u1', displayStyle: 'Geometry Shapes', _deleted: true }, userdata)).toEqual({
      id: 'u1',
      displayStyle: 'Geometry Shapes',
      deleted: true,
    });
    expect(fromServer({ displayStyle: 'Geometry Shapes', deleted: true, updatedAt: 1 }, 'u1', userdata)).toEqual({
      id: 'u1',
      displayStyle: 'Geometry Shapes',
      _deleted: true,
    });
  });

  it('takes the id from the key (older data has no id field) and refuses non-documents', () => {
    expect(fromServer({ id: 'other', displayStyle: 'Geometry Shapes' }, 'u1', userdata)?.id).toBe('u1');
    expect(fromServer('text', 'u1', userdata)).toBeNull();
    expect(fromServer(null, 'u1', userdata)).toBeNull();
  });

  it('reads the server timestamp', () => {
    expect(serverUpdatedAt({ updatedAt: 12 })).toBe(12);
    expect(serverUpdatedAt({})).toBeNull();
    expect(serverUpdatedAt(null)).toBeNull();
  });
});

describe('sameDoc', () => {
  const hole = { number: 1, hcp: 1, par: 4, extraShots: 1, shotCount: 5, puttCount: 2, bunkerCount: 0, penaltyCount: 0, fairway: 1, gir: 0, modifiedAt: 10 };
  const card = {
    id: 'c1', date: 1, creationDate: 1, modifiedDate: 10, courseName: 'X', courseId: 'k', teeId: 't', teeName: 'T',
    holeCount: 1, holes: [hole], shotCount: 5, stableford: 2, handicap: 18, handicapGolf: 18, handicapPitchAndPutt: 18,
    isCompetition: false, userId: 'u', creatorId: 'u', matchId: '', tournamentId: '', _deleted: false,
  };

  it('treats what RTDB dropped or reshaped as equal', () => {
    const pulled = { ...card, holes: { '0': { ...hole, clubs: [] } }, notes: null, updatedAt: 5 };
    expect(sameDoc(card, pulled, scorecards)).toBe(true);
  });

  it('sees a real change, including a deletion', () => {
    expect(sameDoc(card, { ...card, holes: [{ ...hole, shotCount: 4 }] }, scorecards)).toBe(false);
    expect(sameDoc(card, { ...card, _deleted: true }, scorecards)).toBe(false);
  });
});

describe('stableStringify', () => {
  it('does not depend on key order', () => {
    expect(stableStringify({ b: 1, a: [{ d: 2, c: 3 }] })).toBe(stableStringify({ a: [{ c: 3, d: 2 }], b: 1 }));
    expect(stableStringify({ a: 1 })).not.toBe(stableStringify({ a: 2 }));
  });
});
