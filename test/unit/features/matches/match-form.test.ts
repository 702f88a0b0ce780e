import { describe, expect, it } from 'vitest';
import { course } from '../../data/fixtures.ts';
import { formMarker, gamesFormValues, nextSide, toSettings, type MatchFormValues } from '../../../../src/features/matches/match-form.ts';
import type { CourseDoc } from '../../../../src/data/types.ts';

const courses = [{ ...course(), nameSort: 'royal test', creationDate: 0, lastModifiedDate: 0 } as CourseDoc];

function values(patch: Partial<MatchFormValues> = {}): MatchFormValues {
  return {
    date: '2031-05-17',
    time: '08:40',
    courseId: 'c1',
    teeId: 'white',
    playMode: 'Fourball',
    scoringMode: 'Stableford',
    holeCount: 18,
    isCompetition: false,
    notes: '',
    markerId: '',
    games: gamesFormValues(undefined),
    players: [
      { key: 'a', userId: 'a', name: 'Ana', handicap: '10', side: 1 },
      { key: 'b', userId: 'b', name: 'Bob', handicap: '', side: 1 },
      { key: 'g', name: 'Carla', handicap: '30', side: 2 },
      { key: 'd', userId: 'd', name: 'Dan', handicap: '4.2', side: 2 },
    ],
    ...patch,
  };
}

describe('toSettings', () => {
  it('gives the writer the tee time, the course and the players with guests by name', () => {
    const result = toSettings(values(), courses);
    if (!('settings' in result)) throw new Error(JSON.stringify(result.errors));
    expect(result.settings.date).toBe(new Date('2031-05-17T08:40').getTime());
    expect(result.settings.course.id).toBe('c1');
    expect(result.settings.players).toEqual([
      { cardId: undefined, userId: 'a', guestName: undefined, handicapGolf: 10, handicapPitchAndPutt: 10, side: 1 },
      { cardId: undefined, userId: 'b', guestName: undefined, handicapGolf: undefined, handicapPitchAndPutt: undefined, side: 1 },
      { cardId: undefined, userId: undefined, guestName: 'Carla', handicapGolf: 30, handicapPitchAndPutt: 30, side: 2 },
      { cardId: undefined, userId: 'd', guestName: undefined, handicapGolf: 4.2, handicapPitchAndPutt: 4.2, side: 2 },
    ]);
  });

  it('says what is wrong: missing course, bad handicap, sides that are not pairs, unnamed guest', () => {
    expect(toSettings(values({ courseId: '' }), courses)).toEqual({ errors: { courseId: 'Choose the course.' } });
    expect(toSettings(values({ time: '' }), courses)).toMatchObject({ errors: { time: expect.any(String) } });
    const bad = values();
    bad.players[0] = { ...bad.players[0], key: 'a', name: 'Ana', handicap: 'x', side: 1 };
    expect(toSettings(bad, courses)).toMatchObject({ errors: { players: expect.stringContaining('Ana') } });
    expect(toSettings(values({ players: values().players.slice(0, 3) }), courses)).toMatchObject({ errors: { players: expect.stringContaining('sides of two') } });
    const unnamed = values({ playMode: 'Individual' });
    unnamed.players[2] = { key: 'g', name: ' ', handicap: '', side: 2 };
    expect(toSettings(unnamed, courses)).toMatchObject({ errors: { players: 'Give every guest a name.' } });
  });

  it('puts a new player on the first side with room', () => {
    expect(nextSide(values().players.slice(0, 3))).toBe(2);
    expect(nextSide(values().players)).toBe(3);
    // A Scramble team takes up to four: sides 1 and 2 hold two each, so the next joins side 1.
    expect(nextSide(values().players, 'Scramble')).toBe(1);
    expect(nextSide(values().players.map((p) => ({ ...p, side: 1 })), 'Scramble')).toBe(2);
  });

  it('takes Scramble teams of two, three or four, and says so otherwise', () => {
    const three = values({ playMode: 'Scramble', players: values().players.slice(0, 3).map((p) => ({ ...p, side: 1 })) });
    const ok = toSettings(three, courses);
    if (!('settings' in ok)) throw new Error(JSON.stringify(ok.errors));
    expect(ok.settings.players.map((p) => p.side)).toEqual([1, 1, 1]);
    const five = [...values().players, { key: 'e', name: 'Eva', handicap: '12', side: 1 }].map((p) => ({ ...p, side: 1 }));
    expect(toSettings(values({ playMode: 'Scramble', players: five }), courses)).toEqual({
      errors: { players: 'Scramble is played in teams of two, three or four: side 1 has 5 players.' },
    });
  });

  it('names the marker: the one chosen while listed, else the first registered player', () => {
    const settings = (v: MatchFormValues) => {
      const result = toSettings(v, courses);
      if (!('settings' in result)) throw new Error(JSON.stringify(result.errors));
      return result.settings;
    };
    expect(settings(values()).markerId).toBe('a');
    expect(settings(values({ markerId: 'd' })).markerId).toBe('d');
    // A marker removed from the list, or a guest's key: the first registered player again.
    expect(formMarker(values({ markerId: 'x' }))).toBe('a');
    expect(formMarker(values({ markerId: 'b', players: values().players.filter((p) => p.key !== 'b') }))).toBe('a');
    expect(settings(values({ playMode: 'Individual', players: [{ key: 'g', name: 'Carla', handicap: '', side: 1 }] })).markerId).toBeUndefined();
  });

  it('gives the side games chosen: no press at stroke play, 1 unit when empty, and says when units are not whole', () => {
    const settings = (v: MatchFormValues) => {
      const result = toSettings(v, courses);
      if (!('settings' in result)) throw new Error(JSON.stringify(result.errors));
      return result.settings;
    };
    const games = { ...gamesFormValues(undefined), skins: true, nassau: true, nassauPlay: 'stroke' as const, nassauValue: '3' };
    expect(settings(values({ games })).games).toEqual({ skins: { basis: 'net', carryOver: true }, nassau: { play: 'stroke', basis: 'net', press: false, value: 3 } });
    expect(settings(values()).games).toBeUndefined();
    const wrong = toSettings(values({ games: { ...games, skinsValue: '1.5' } }), courses);
    expect('errors' in wrong && wrong.errors.games).toBe('A game’s value is a whole number of units from 1 to 1,000 (empty: 1).');
    // The form of a match with games shows them.
    expect(gamesFormValues({ nassau: { play: 'match', basis: 'gross', press: false, value: 2 } })).toMatchObject({ skins: false, nassau: true, nassauBasis: 'gross', press: false, nassauValue: '2' });
  });
});
