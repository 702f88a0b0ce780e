// The signatures a leaderboard shows per round: confirmed when every player of the row confirmed the
// card their group lists for them, the holes any of them disputes.
import { describe, expect, it } from 'vitest';
import type { MatchDoc, ScoreCardDoc } from '../../../../src/data/types.ts';
import { roundsOf } from '../../../../src/features/tournaments/leaderboard.ts';
import { roundSignatures } from '../../../../src/features/tournaments/signatures.ts';

const DAY1 = new Date(2026, 5, 1, 8, 0).getTime();
const DAY2 = new Date(2026, 5, 2, 8, 0).getTime();

function match(id: string, date: number, players: string[]): MatchDoc {
  return {
    id, date, creationDate: 1, modifiedDate: 1, courseId: 'c1', tournamentId: 't1', isCompetition: true, scoreCards: players.map((p) => `${id}-${p}`),
    creatorId: 'org', playMode: 'Individual', scoringMode: 'Stableford', userId: 'org', players: Object.fromEntries(players.map((p) => [p, 1 as const])), holeCount: 9,
  };
}

function card(matchId: string, userId: string, over: Partial<ScoreCardDoc> = {}, disputed: number[] = []): ScoreCardDoc {
  const holes: ScoreCardDoc['holes'] = Array.from({ length: 9 }, (_, i) => ({
    number: i + 1, hcp: i + 1, par: 4, extraShots: 0, shotCount: 4, puttCount: 0, bunkerCount: 0, penaltyCount: 0, fairway: 0 as const, gir: 0 as const, modifiedAt: 1,
    ...(disputed.includes(i + 1) ? { disputed: true } : {}),
  }));
  return {
    id: `${matchId}-${userId}`, date: DAY1, creationDate: 1, modifiedDate: 1, courseName: 'Links', courseId: 'c1', teeId: 'y', teeName: 'Yellow', holeCount: 9, holes,
    shotCount: 36, stableford: 18, handicap: 0, handicapGolf: 0, handicapPitchAndPutt: 0, isCompetition: true, userId, creatorId: 'org', matchId, tournamentId: 't1', ...over,
  };
}

describe('roundSignatures', () => {
  const matches = [match('r1', DAY1, ['ana', 'ben']), match('r2', DAY2, ['ana', 'ben'])];
  const rounds = roundsOf(matches);

  it('marks a player\'s round confirmed once they confirmed the card their group lists', () => {
    const signatureOf = roundSignatures(rounds, [card('r1', 'ana', { confirmedAt: 9 }), card('r1', 'ben'), card('r2', 'ana')]);
    expect(signatureOf(['ana'], 0)).toEqual({ confirmed: true, disputed: [] });
    expect(signatureOf(['ben'], 0)).toEqual({ confirmed: false, disputed: [] });
    expect(signatureOf(['ana'], 1)).toEqual({ confirmed: false, disputed: [] });
    // No card in the round, or no such round.
    expect(signatureOf(['ben'], 1)).toEqual({ confirmed: false, disputed: [] });
    expect(signatureOf(['ana'], 5)).toEqual({ confirmed: false, disputed: [] });
  });

  it('a side is confirmed only when each partner confirmed; disputes of either show', () => {
    const signatureOf = roundSignatures(rounds, [card('r1', 'ana', { confirmedAt: 9 }), card('r1', 'ben', {}, [7, 2])]);
    expect(signatureOf(['ana', 'ben'], 0)).toEqual({ confirmed: false, disputed: [2, 7] });
  });

  it('ignores a card its group does not list', () => {
    const planted = { ...card('r1', 'ben', { confirmedAt: 9 }), id: 'planted' };
    expect(roundSignatures(rounds, [planted])(['ben'], 0).confirmed).toBe(false);
  });
});
