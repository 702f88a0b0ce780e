import { describe, expect, it } from 'vitest';
import type { CourseDoc, MatchDoc, ScoreCardDoc, TournamentDoc, UserDoc } from '../../../../src/data/types.ts';
import { formatLabel, gatherTeeTimes, guestsLabel, isMyMatch, type TeeTimeSources } from '../../../../src/features/calendar/tee-times.ts';

const at = (hours: number, minutes = 0) => new Date(2026, 10, 24, hours, minutes).getTime();

const course: CourseDoc = { id: 'pv', name: 'Pine Valley', nameSort: 'pine valley', creationDate: 1, lastModifiedDate: 1, creatorId: 'me' };
const user = (id: string, firstName?: string, lastName?: string): UserDoc => ({ id, firstName, lastName });

function match(id: string, fields: Partial<MatchDoc> = {}): MatchDoc {
  return {
    id,
    date: at(10, 30),
    creationDate: 1,
    modifiedDate: 1,
    courseId: 'pv',
    tournamentId: '',
    isCompetition: false,
    creatorId: 'me',
    playMode: 'Fourball',
    scoringMode: 'Stableford',
    userId: 'me',
    holeCount: 18,
    ...fields,
  };
}

function card(id: string, fields: Partial<ScoreCardDoc> = {}): ScoreCardDoc {
  return {
    id,
    date: at(8, 15),
    creationDate: 1,
    modifiedDate: 1,
    courseName: 'Pine Valley',
    courseId: 'pv',
    teeId: 'yellow',
    teeName: 'Yellow',
    holeCount: 18,
    holes: [],
    shotCount: 0,
    stableford: 0,
    handicap: 18,
    handicapGolf: 18,
    handicapPitchAndPutt: 18,
    isCompetition: false,
    userId: 'me',
    creatorId: 'me',
    matchId: '',
    tournamentId: '',
    ...fields,
  };
}

const cup: TournamentDoc = { id: 't1', name: 'Autumn Cup', creationDate: 1, modifiedDate: 1, organizer: { id: 'tom' }, players: [{ userId: 'me' }] };

function sources(fields: Partial<TeeTimeSources>): TeeTimeSources {
  return { me: 'me', matches: [], cards: [], courses: [course], users: [user('me', 'Ana'), user('tom', 'Tom'), user('ben', 'Ben')], tournaments: [cup], ...fields };
}

describe('gatherTeeTimes', () => {
  it('gathers matches, tournament rounds and my own rounds in time order, each with its full name', () => {
    const teeTimes = gatherTeeTimes(
      sources({
        matches: [
          match('m2', { date: at(14), playMode: 'Individual', tournamentId: 't1', creatorId: 'tom', userId: 'tom', players: { tom: 1 } }),
          match('m1', { players: { me: 1, tom: 1, ben: 1 }, scoreCards: ['c1', 'c2'] }),
        ],
        cards: [card('r1'), card('c1', { matchId: 'm1', date: at(10, 30) }), card('c2', { matchId: 'm1', userId: 'tom', teeName: 'White', date: at(10, 30) })],
      }),
    );
    expect(teeTimes.map((t) => [t.kind, t.id, t.name])).toEqual([
      ['round', 'r1', '08:15, Pine Valley, round on the Yellow tee'],
      ['match', 'm1', '10:30, Pine Valley, Fourball with Ben, Tom'],
      ['tournament', 'm2', '14:00, Pine Valley, Autumn Cup, Individual with Tom'],
    ]);
    expect(teeTimes[1]).toMatchObject({
      players: ['You', 'Ben', 'Tom'],
      teeNames: ['Yellow', 'White'],
      cards: [
        { id: 'c1', playerName: 'You' },
        { id: 'c2', playerName: 'Tom' },
      ],
    });
    expect(teeTimes[2]).toMatchObject({ tournamentName: 'Autumn Cup', players: ['Tom'], teeNames: [], cards: [] });
    expect(teeTimes[0]).toMatchObject({ players: ['You'], cards: [{ id: 'r1', playerName: 'You' }], teeNames: ['Yellow'] });
  });

  it("leaves out other golfers' matches and cards, and my cards that belong to a match", () => {
    const teeTimes = gatherTeeTimes(
      sources({
        matches: [match('theirs', { creatorId: 'ben', userId: 'ben', players: { ben: 1 } })],
        cards: [card('tom-round', { userId: 'tom' }), card('in-match', { matchId: 'theirs' })],
      }),
    );
    expect(teeTimes).toEqual([]);
  });

  it('says "a guest" for players this device has no profile of, and names an unknown course', () => {
    const [one] = gatherTeeTimes(sources({ matches: [match('m', { courseId: 'gone', players: { me: 1, tom: 1, x: 1, y: 1 } })] }));
    expect(one?.name).toBe('10:30, Unknown course, Fourball with Tom, 2 guests');
    const [two] = gatherTeeTimes(sources({ matches: [match('m', { playMode: 'Scramble', players: { x: 1 } })] }));
    expect(two?.name).toBe('10:30, Pine Valley, Scramble with a guest');
    expect(two?.players).toEqual(['a guest']);
  });

  it('takes the course name from a card when the course is not on this device', () => {
    const [t] = gatherTeeTimes(sources({ courses: [], matches: [match('m')], cards: [card('c', { matchId: 'm', courseName: 'Old Course' })] }));
    expect(t?.courseName).toBe('Old Course');
  });

  it('orders equal times matches first, then by id, so the order never changes', () => {
    const teeTimes = gatherTeeTimes(sources({ matches: [match('b'), match('a')], cards: [card('r', { date: at(10, 30) })] }));
    expect(teeTimes.map((t) => t.key)).toEqual(['match:a', 'match:b', 'card:r']);
  });
});

describe('isMyMatch', () => {
  const tournaments = new Map([['t1', cup]]);
  it('is true for a player, the creator, the golfer it is for, and a tournament player or organiser', () => {
    expect(isMyMatch(match('m', { creatorId: 'x', userId: 'x', players: { me: 1 } }), 'me', tournaments)).toBe(true);
    expect(isMyMatch(match('m', { userId: 'x' }), 'me', tournaments)).toBe(true);
    expect(isMyMatch(match('m', { creatorId: 'x' }), 'me', tournaments)).toBe(true);
    expect(isMyMatch(match('m', { creatorId: 'x', userId: 'x', tournamentId: 't1' }), 'me', tournaments)).toBe(true);
    expect(isMyMatch(match('m', { creatorId: 'x', userId: 'x', tournamentId: 't1' }), 'tom', tournaments)).toBe(true);
    expect(isMyMatch(match('m', { creatorId: 'x', userId: 'x', tournamentId: 't2' }), 'me', tournaments)).toBe(false);
    expect(isMyMatch(match('m', { creatorId: 'x', userId: 'x', players: { y: 1 } }), 'me', tournaments)).toBe(false);
  });
});

describe('names', () => {
  it('counts the guests', () => {
    expect([guestsLabel(1), guestsLabel(3)]).toEqual(['a guest', '3 guests']);
  });

  it('labels the format', () => {
    expect(formatLabel({ playMode: 'Foursome', scoringMode: 'Strokes', holeCount: 9 })).toBe('Foursome · Strokes · 9 holes');
    expect(formatLabel({ holeCount: 18 })).toBe('18 holes');
  });
});
