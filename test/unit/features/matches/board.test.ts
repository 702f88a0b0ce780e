import { describe, expect, it } from 'vitest';
import type { MatchDoc, ScoreCardDoc } from '../../../../src/data/types.ts';
import { buildScoreCard } from '../../../../src/data/writes/scorecards.ts';
import { matchBoardView } from '../../../../src/features/matches/board.ts';
import { course, tee18 } from '../../data/fixtures.ts';

function card(id: string, userId: string, handicapPlay: number, shots: number[]): ScoreCardDoc {
  const built = buildScoreCard({ id, userId, creatorId: 'ana', course: course(), teeId: 'white', player: { handicapGolf: handicapPlay }, handicapPlay, matchId: 'm' }, 0);
  return { ...built, holes: built.holes.map((h, i) => ({ ...h, shotCount: shots[i] ?? 0 })) };
}

const match: MatchDoc = {
  id: 'm',
  date: 0,
  creationDate: 0,
  modifiedDate: 0,
  courseId: 'c1',
  tournamentId: '',
  isCompetition: false,
  creatorId: 'ana',
  playMode: 'Fourball',
  scoringMode: 'Stableford',
  userId: 'ana',
  holeCount: 18,
  scoreCards: ['m-1', 'm-2', 'm-3', 'm-4'],
};

/** The match naming the cards' players, as `players` always does once it has cards. */
function playing(m: MatchDoc, cards: readonly ScoreCardDoc[]): MatchDoc {
  return { ...m, players: Object.fromEntries(cards.map((c) => [c.userId, 1 as const])) };
}

describe('matchBoardView', () => {
  it('ranks the sides on better-ball points and gives the match play state', () => {
    // Scratch players on par 4s: side 1 makes a birdie on hole 1, side 2 nothing but pars.
    const cards = [
      card('m-3', 'carla', 0, [4, 4]),
      card('m-1', 'ana', 0, [3, 4]),
      card('m-2', 'bob', 0, [5, 5]),
      card('m-4', 'dan', 0, [4, 4]),
    ];
    const view = matchBoardView(playing(match, cards), cards, (c) => c.userId, tee18());
    expect(view.rows.map((r) => [r.positionLabel, r.label, r.thru, r.points])).toEqual([
      ['1', 'ana & bob', '2', 5],
      ['2', 'carla & dan', '2', 4],
    ]);
    expect(view.rows[0]?.players.map((p) => p.handicapPlay)).toEqual([0, 0]);
    expect(view.matchPlay?.text).toBe('ana & bob 1 UP');
    expect(view.matchPlay?.statuses).toEqual(['1 UP', '1 DN']);
  });

  it('shows ties and an all square match', () => {
    const cards = ['m-1', 'm-2', 'm-3', 'm-4'].map((id) => card(id, id, 0, [4, 4, 4]));
    const view = matchBoardView(playing(match, cards), cards, (c) => c.userId);
    expect(view.rows.map((r) => r.positionLabel)).toEqual(['T1', 'T1']);
    expect(view.matchPlay?.text).toBe('All square');
  });

  it('has no match play state with three players', () => {
    const three = { ...match, playMode: 'Individual' as const, scoreCards: ['m-1', 'm-2', 'm-3'] };
    const cards = ['m-1', 'm-2', 'm-3'].map((id, i) => card(id, id, 0, [4 + i]));
    const view = matchBoardView(playing(three, cards), cards, (c) => c.userId);
    expect(view.matchPlay).toBeNull();
    expect(view.rows.map((r) => r.positionLabel)).toEqual(['1', '2', '3']);
  });

  it('groups a Scramble team of four and one of three by the sides map', () => {
    const scramble: MatchDoc = {
      ...match,
      playMode: 'Scramble',
      scoringMode: 'Strokes',
      scoreCards: ['m-1', 'm-2', 'm-3', 'm-4', 'm-5', 'm-6', 'm-7'],
      sides: { 'm-1': 1, 'm-2': 2, 'm-3': 1, 'm-4': 2, 'm-5': 1, 'm-6': 2, 'm-7': 1 },
    };
    // Each team plays one ball: every member's card holds the team's score. Team 1 (4 players,
    // playing handicap 11) takes 5 on hole 1, team 2 (3 players, 7) takes 4; a stroke received
    // there at most for either, so team 2 leads. Partners are one row, whatever their card order.
    const cards = [
      card('m-1', 'ana', 11, [5]),
      card('m-2', 'bob', 7, [4]),
      card('m-3', 'carla', 11, [5]),
      card('m-4', 'dan', 7, [4]),
      card('m-5', 'eva', 11, [5]),
      card('m-6', 'fred', 7, [4]),
      card('m-7', 'gil', 11, [5]),
    ];
    const view = matchBoardView(playing(scramble, cards), cards, (c) => c.userId);
    expect(view.rows.map((r) => [r.label, r.players.map((p) => p.handicapPlay)])).toEqual([
      ['bob & dan & fred', [7, 7, 7]],
      ['ana & carla & eva & gil', [11, 11, 11, 11]],
    ]);
  });

  it('does not move for a card the match does not count', () => {
    // Individual stroke play: Ana (creator) and Bob. Bob plants a better round of his own.
    const two = { ...match, playMode: 'Individual' as const, scoreCards: ['m-1', 'm-2'] };
    const cards = [card('m-1', 'ana', 0, [4, 4]), card('m-2', 'bob', 0, [5, 5])];
    const played = playing(two, cards);
    const before = matchBoardView(played, cards, (c) => c.userId);
    const planted = { ...card('m-9', 'bob', 0, [2, 2]), creatorId: 'bob' };
    // Listed under Bob's id but made by Bob in Ana's name, with a round better than hers.
    const relabelled = { ...card('m-2', 'ana', 0, [1, 1]), creatorId: 'bob' };
    const twice = { ...card('m-3', 'ana', 0, [3, 3]), creatorId: 'ana' };
    const withTwice = { ...played, scoreCards: ['m-1', 'm-3', 'm-2'] };
    const summary = (v: ReturnType<typeof matchBoardView>) => v.rows.map((r) => [r.label, r.points, r.positionLabel]);
    expect(summary(before)).toEqual([
      ['ana', 4, '1'],
      ['bob', 2, '2'],
    ]);
    expect(summary(matchBoardView(played, [...cards, planted], (c) => c.userId))).toEqual(summary(before));
    expect(summary(matchBoardView(played, [cards[0] as ScoreCardDoc, relabelled], (c) => c.userId))).toEqual([['ana', 4, '1']]);
    expect(summary(matchBoardView(withTwice, [...cards, twice], (c) => c.userId))).toEqual(summary(before));
  });

  it('reads the sides of a match without a sides map as consecutive pairs', () => {
    const cards = ['m-1', 'm-2', 'm-3', 'm-4'].map((id, i) => card(id, id, 0, [3 + i]));
    const view = matchBoardView(playing(match, cards), cards, (c) => c.userId);
    expect(view.rows.map((r) => r.label)).toEqual(['m-1 & m-2', 'm-3 & m-4']);
  });

  it('carries each card\'s signature: confirmed, or the holes its player disputes', () => {
    const [a, b, c, d] = ['m-1', 'm-2', 'm-3', 'm-4'].map((id) => card(id, id, 0, [4, 4]));
    const confirmed = { ...(a as ScoreCardDoc), confirmedAt: 1 };
    const disputed = { ...(b as ScoreCardDoc), holes: (b as ScoreCardDoc).holes.map((h) => (h.number === 2 ? { ...h, disputed: true } : h)) };
    const cards = [confirmed, disputed, c as ScoreCardDoc, d as ScoreCardDoc];
    const view = matchBoardView(playing(match, cards), cards, (x) => x.userId);
    const players = view.rows.flatMap((r) => r.players).sort((x, y) => x.cardId.localeCompare(y.cardId));
    expect(players.map((p) => [p.cardId, p.confirmed, p.disputed])).toEqual([
      ['m-1', true, []],
      ['m-2', false, [2]],
      ['m-3', false, []],
      ['m-4', false, []],
    ]);
  });

  it('a match on a 9-hole tee: match play strokes from the 9-hole course handicaps (docs/GOLF.md, "9-hole rounds")', () => {
    // Stored 70.6 / 121 (nine 35.3), par 36, SI 7, 11, 15, 1, 9, 5, 17, 13, 3. Singles match play, 100 %:
    // ana 9.5 -> 4.8 x 121 / 113 - 0.7 = 4.440; bob 5.0 -> 2.5 x 121 / 113 - 0.7 = 1.977 -> 4 and 2:
    // ana receives 2, on SI 1 and 3 (holes 4 and 9). The 18-hole figures (8.77 and 3.95 -> 9 and 4)
    // would have given her 5 over 18 indexes, 3 on the nine (SI 1, 3, 5).
    const nineTee = { ...tee18('nine'), holeCount: 9, cr: 70.6, slope: 121, holes: [7, 11, 15, 1, 9, 5, 17, 13, 3].map((hcp, i) => ({ number: i + 1, par: 4, hcp })) };
    const nineCourse = { ...course(), tees: [nineTee] };
    const onNine = (id: string, userId: string, handicapGolf: number): ScoreCardDoc => {
      const built = buildScoreCard({ id, userId, creatorId: 'ana', course: nineCourse, teeId: 'nine', player: { handicapGolf }, matchId: 'm' }, 0);
      // Both make 5 on holes 4, 6 and 9, 4 elsewhere.
      return { ...built, holes: built.holes.map((h) => ({ ...h, shotCount: [4, 6, 9].includes(h.number) ? 5 : 4 })) };
    };
    const cards = [onNine('m-1', 'ana', 9.5), onNine('m-2', 'bob', 5)];
    const singles: MatchDoc = { ...match, playMode: 'Individual', holeCount: 9, scoreCards: ['m-1', 'm-2'] };
    const view = matchBoardView(playing(singles, cards), cards, (c) => c.userId, nineTee);
    // Holes 4 and 9 to ana, hole 6 (SI 5) halved: 2 UP.
    expect(view.matchPlay?.text).toBe('ana won 2 UP');
  });
});
