// The side games on the match page (src/features/matches/games.ts): fed with the cards the match
// counts like the board, named, and put in words (docs/GOLF.md, "Side games: skins and Nassau").
import { describe, expect, it } from 'vitest';
import type { MatchDoc, ScoreCardDoc } from '../../../../src/data/types.ts';
import { buildScoreCard } from '../../../../src/data/writes/scorecards.ts';
import { betLabel, matchBetState, matchGamesView, settlementText, strokeBetState } from '../../../../src/features/matches/games.ts';
import { matchesText } from '../../../../src/features/matches/i18n/index.ts';
import { course, tee18 } from '../../data/fixtures.ts';

const t = matchesText.t;

function card(id: string, userId: string, handicap: number, shots: number[]): ScoreCardDoc {
  const built = buildScoreCard({ id, userId, creatorId: 'ana', course: course(), teeId: 'white', player: { handicapGolf: handicap }, handicapPlay: handicap, matchId: 'm' }, 0);
  return { ...built, holes: built.holes.map((h, i) => ({ ...h, shotCount: shots[i] ?? 0 })) };
}

function matchOf(cards: readonly ScoreCardDoc[], over: Partial<MatchDoc>): MatchDoc {
  return {
    id: 'm',
    date: 0,
    creationDate: 0,
    modifiedDate: 0,
    courseId: 'c1',
    tournamentId: '',
    isCompetition: false,
    creatorId: 'ana',
    playMode: 'Individual',
    scoringMode: 'Stableford',
    userId: 'ana',
    holeCount: 18,
    scoreCards: cards.map((c) => c.id),
    players: Object.fromEntries(cards.map((c) => [c.userId, 1 as const])),
    ...over,
  };
}

const byUser = (c: ScoreCardDoc) => c.userId;

describe('matchGamesView', () => {
  it('shows net skins with match play strokes and a Nassau with its presses, thru the last hole both played', () => {
    // Ben's course handicap 2 on the tee (slope 113, rating = par): 2 match play strokes, holes 1 and 2.
    const cards = [card('k1', 'ana', 0, [4, 4, 3, 3, 4, 4, 4]), card('k2', 'ben', 2, [5, 5, 4, 4, 4, 4, 4])];
    const match = matchOf(cards, { games: { skins: { basis: 'net', carryOver: true }, nassau: { play: 'match', basis: 'gross', press: true } } });
    const view = matchGamesView(match, cards, byUser, tee18());
    if (!view) throw new Error('games expected');
    const { result } = view;
    expect(result.over).toBe(false);
    expect(result.skins?.holes.slice(0, 8).map((h) => [h.number, h.state, h.winner === null ? null : view.names.get(h.winner), h.skins])).toEqual([
      [1, 'tied', null, 1],
      [2, 'tied', null, 2],
      [3, 'won', 'ana', 3],
      [4, 'won', 'ana', 1],
      [5, 'tied', null, 1],
      [6, 'tied', null, 2],
      [7, 'tied', null, 3],
      [8, 'waiting', null, 4],
    ]);
    expect(result.skins?.carried).toBe(3);
    if (result.nassau?.play !== 'match') throw new Error('match play expected');
    const lines = result.nassau.pairs[0]?.bets.map((b) => t('games.bet', { bet: betLabel(t, b), state: matchBetState(t, b, view.names) }));
    expect(lines).toEqual([
      // Four up with three to play after the sixth: the front nine is Ana's.
      'Front 9: ana won 4&3',
      'Press from 3: ana 2 up thru 7',
      'Press from 5: all square thru 7',
      'Back 9: not started',
      'Overall: ana 4 up thru 7',
      'Press from 3: ana 2 up thru 7',
      'Press from 5: all square thru 7',
    ]);
    // Units so far: the skins decided and the one bet finished.
    expect(result.units.map((u) => [view.names.get(u.key), u.skins, u.nassau, u.total])).toEqual([
      ['ana', 4, 1, 5],
      ['ben', -4, -1, -5],
    ]);
  });

  it('settles a finished round and writes the settlement to share', () => {
    const cards = [card('k1', 'ana', 0, Array<number>(18).fill(4)), card('k2', 'ben', 0, Array<number>(18).fill(5))];
    const match = matchOf(cards, { games: { skins: { basis: 'gross', carryOver: false, value: 2 }, nassau: { play: 'stroke', basis: 'gross', press: false, value: 3 } } });
    const view = matchGamesView(match, cards, byUser, tee18());
    if (!view) throw new Error('games expected');
    expect(view.result.over).toBe(true);
    if (view.result.nassau?.play !== 'stroke') throw new Error('stroke play expected');
    expect(view.result.nassau.bets.map((b) => strokeBetState(t, b, view.names))).toEqual(['ana won by 9', 'ana won by 9', 'ana won by 18']);
    expect(settlementText(t, view, { course: 'Royal Test', date: 'Sat 12 Jun, 09:00' }).split('\n')).toEqual([
      'Royal Test · Sat 12 Jun, 09:00',
      'Skins: ana 18 skins (+36), ben 0 skins (-36)',
      'Nassau: ana +9, ben -9',
      'Total: ana +45, ben -45',
      'ben pays ana 45 units',
    ]);
  });

  it('leaves out a player who left the match: the games are played again among those left', () => {
    const cards = [card('k1', 'ana', 0, [4, 5]), card('k2', 'ben', 0, [5, 5]), card('k3', 'carla', 0, [3, 4])];
    const games = { skins: { basis: 'gross', carryOver: true } } as const;
    const all = matchGamesView(matchOf(cards, { games }), cards, byUser, tee18());
    expect(all?.result.skins?.won.map((w) => [w.key, w.skins])).toEqual([
      ['k1', 0],
      ['k2', 0],
      ['k3', 2],
    ]);
    // Carla left: the match no longer lists her, so her card no longer counts.
    const left = matchOf(cards, { games, players: { ana: 1, ben: 1 } });
    const view = matchGamesView(left, cards, byUser, tee18());
    expect(view?.keys).toEqual(['k1', 'k2']);
    expect(view?.result.skins?.holes.slice(0, 2).map((h) => [h.state, h.winner])).toEqual([
      ['won', 'k1'],
      ['tied', null],
    ]);
  });

  it('plays the games between the sides in Fourball, on the better ball', () => {
    const cards = [card('k1', 'ana', 0, [5, 4]), card('k2', 'bob', 0, [3, 5]), card('k3', 'carla', 0, [4, 4]), card('k4', 'dan', 0, [4, 4])];
    const match = matchOf(cards, { playMode: 'Fourball', sides: { k1: 1, k2: 1, k3: 2, k4: 2 }, games: { skins: { basis: 'gross', carryOver: true } } });
    const view = matchGamesView(match, cards, byUser, tee18());
    expect([...(view?.names.values() ?? [])]).toEqual(['ana & bob', 'carla & dan']);
    expect(view?.result.skins?.holes.slice(0, 2).map((h) => [h.state, h.winner === null ? null : view.names.get(h.winner)])).toEqual([
      ['won', 'ana & bob'],
      ['tied', null],
    ]);
  });

  it('is null for a match without games', () => {
    const cards = [card('k1', 'ana', 0, [4])];
    expect(matchGamesView(matchOf(cards, {}), cards, byUser)).toBeNull();
  });
});
