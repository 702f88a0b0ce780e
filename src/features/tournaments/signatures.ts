// The signatures of a leaderboard's rounds: whether the players of a row confirmed their cards of a
// round (docs/GOLF.md, "Marker and certification"), or say a hole is wrong. A round's card of a player is the one its group's
// match lists for them. Pure, beside leaderboard.ts, so the screen and the tests agree.
import { disputedHoles } from '../../data/card-rights.ts';
import type { ScoreCardDoc } from '../../data/types.ts';
import type { TournamentRound } from './leaderboard.ts';

export interface RoundSignature {
  /** Every player of the row has confirmed their card of the round. */
  confirmed: boolean;
  /** The holes any of them says are wrong. */
  disputed: number[];
}

const NONE: RoundSignature = { confirmed: false, disputed: [] };

/** The signature of a row's players (their uids) in a round (its index), from the cards this device holds. */
export function roundSignatures(rounds: readonly TournamentRound[], cards: readonly ScoreCardDoc[]): (playerIds: readonly string[], round: number) => RoundSignature {
  const byRound = rounds.map((r) => {
    const cardOf = new Map<string, ScoreCardDoc>();
    for (const m of r.matches) {
      const listed = new Set(m.scoreCards ?? []);
      for (const c of cards) if (c.matchId === m.id && listed.has(c.id) && !cardOf.has(c.userId)) cardOf.set(c.userId, c);
    }
    return cardOf;
  });
  return (playerIds, round) => {
    const cardOf = byRound[round];
    if (!cardOf || playerIds.length === 0) return NONE;
    const own = playerIds.map((uid) => cardOf.get(uid));
    if (own.some((c) => c === undefined)) return NONE;
    const found = own as ScoreCardDoc[];
    const disputed = [...new Set(found.flatMap(disputedHoles))].sort((a, b) => a - b);
    return { confirmed: found.every((c) => c.confirmedAt !== undefined), disputed };
  };
}
