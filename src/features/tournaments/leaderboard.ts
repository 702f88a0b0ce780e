// A tournament's rounds and leaderboard from what this device holds: its matches (rounds are the
// matches of one local calendar day, each match a group) and the score cards each match counts
// (countedCards: the ones it lists, one a player), fed to the domain's tournamentLeaderboard. Pure, so the screens and the tests compute the same board.
import {
  cardPlayerKey,
  competitors,
  countedCards,
  isoDateOf,
  cardSides,
  tournamentLeaderboard,
  type LeaderboardRow,
  type PlayMode,
  type RankBasis,
  type ScoredHole,
} from '../../domain/index.ts';
import type { MatchDoc, ScoreCardDoc, TournamentDoc } from '../../data/types.ts';

export interface TournamentRound {
  /** 0-based; shown as "Round n + 1". */
  index: number;
  day: string;
  /** The first tee time of the round. */
  date: number;
  /** Its groups, in tee time order. */
  matches: MatchDoc[];
  holeCount: number;
}

/** Rounds: the tournament's matches grouped by local day, in date order. */
export function roundsOf(matches: readonly MatchDoc[]): TournamentRound[] {
  const byDay = new Map<string, MatchDoc[]>();
  for (const m of [...matches].sort((a, b) => a.date - b.date || a.id.localeCompare(b.id))) {
    const day = isoDateOf(m.date);
    byDay.set(day, [...(byDay.get(day) ?? []), m]);
  }
  return [...byDay.entries()].map(([day, ms], index) => ({
    index,
    day,
    date: ms[0]?.date ?? 0,
    matches: ms,
    holeCount: Math.max(...ms.map((m) => m.holeCount)),
  }));
}

/** What the leaderboard ranks on: points (Stableford), net strokes, gross strokes for a scratch event
 * (0% handicap allowance). */
export function basisOf(t: Pick<TournamentDoc, 'scoringMode' | 'handicapAllowance'>): RankBasis {
  if ((t.scoringMode ?? 'Stableford') === 'Stableford') return 'stableford';
  return t.handicapAllowance === 0 ? 'gross' : 'net';
}

export interface BoardLine extends LeaderboardRow {
  playerIds: string[];
}

export interface TournamentBoard {
  basis: RankBasis;
  playMode: PlayMode;
  rounds: TournamentRound[];
  rows: BoardLine[];
  /** The newest change to any card of the tournament (epoch ms), or null without cards. */
  lastUpdate: number | null;
}

/** A match's competitors: players (Individual) or sides (its `sides` map, else consecutive pairs of
 * `scoreCards`), keyed by their sorted uids so that a side is the same competitor in every round. Only
 * the cards the match counts play: a card that merely names the match or the tournament does not. */
function matchCompetitors(playMode: PlayMode, match: MatchDoc, cards: readonly ScoreCardDoc[]): { key: string; playerIds: string[]; holes: ScoredHole[] }[] {
  const ofMatch = countedCards(match, cards);
  const sides = cardSides({ ...match, playMode }, ofMatch.map((c) => c.id));
  const input = ofMatch.map((c) => {
    const player = cardPlayerKey(match, c);
    return { playerId: player, side: playMode === 'Individual' ? player : (sides.get(c.id) ?? c.id), holes: c.holes };
  });
  return competitors(playMode, input).map((c) => {
    const playerIds = [...new Set(c.playerIds)].sort();
    return { key: playerIds.join('+'), playerIds, holes: c.holes };
  });
}

export function tournamentBoard(tournament: TournamentDoc, matches: readonly MatchDoc[], cards: readonly ScoreCardDoc[]): TournamentBoard {
  const playMode = tournament.playMode ?? matches[0]?.playMode ?? 'Individual';
  const basis = basisOf(tournament);
  const rounds = roundsOf(matches);
  const entries = new Map<string, { playerIds: string[]; rounds: (ScoredHole[] | null)[] }>();
  const entry = (key: string, playerIds: string[]) => {
    let e = entries.get(key);
    if (!e) {
      e = { playerIds, rounds: rounds.map(() => null) };
      entries.set(key, e);
    }
    return e;
  };
  // Every listed player is on the board in Individual play, so a missing round shows.
  if (playMode === 'Individual') for (const p of tournament.players ?? []) entry(p.userId, [p.userId]);
  for (const round of rounds) {
    for (const match of round.matches) {
      for (const c of matchCompetitors(playMode, match, cards)) {
        const e = entry(c.key, c.playerIds);
        e.rounds[round.index] ??= c.holes;
      }
    }
  }
  const rows = tournamentLeaderboard({
    basis,
    playMode,
    roundHoleCounts: rounds.map((r) => r.holeCount),
    competitors: [...entries.entries()].map(([key, e]) => ({ key, rounds: e.rounds })),
  });
  const roundCards = matches.flatMap((m) => countedCards(m, cards));
  const lastUpdate = roundCards.length > 0 ? Math.max(...roundCards.map((c) => c.modifiedDate)) : null;
  return { basis, playMode, rounds, rows: rows.map((r) => ({ ...r, playerIds: entries.get(r.key)?.playerIds ?? [] })), lastUpdate };
}

/** Strokes relative to par as golfers write it: "E", "+3", "-2". */
export function toParLabel(n: number): string {
  return n === 0 ? 'E' : n > 0 ? `+${n}` : `${n}`;
}

/** The figure a row or a round column shows for the basis. */
export function scoreLabel(t: { points: number; net: number; gross: number; netToPar: number; grossToPar: number; holesPlayed: number }, basis: RankBasis): string {
  if (t.holesPlayed === 0) return '-';
  if (basis === 'stableford') return `${t.points}`;
  return basis === 'net' ? `${t.net}` : `${t.gross}`;
}

export function toParOf(t: { netToPar: number; grossToPar: number; holesPlayed: number }, basis: RankBasis): string | null {
  if (basis === 'stableford' || t.holesPlayed === 0) return null;
  return toParLabel(basis === 'net' ? t.netToPar : t.grossToPar);
}

/** Whether countback decided this row's place (it was tied and is no longer, or shares a smaller tie). */
export function decidedByCountback(row: Pick<LeaderboardRow, 'positionLabel' | 'decidedLabel'>): boolean {
  return row.positionLabel !== row.decidedLabel;
}

/** A group's players in the order the tournament lists them (anyone else after). */
export function groupPlayers(match: Pick<MatchDoc, 'players'>, tournament: Pick<TournamentDoc, 'players'>): string[] {
  const order = (tournament.players ?? []).map((p) => p.userId);
  const rank = (uid: string) => (order.includes(uid) ? order.indexOf(uid) : order.length);
  return Object.keys(match.players ?? {}).sort((a, b) => rank(a) - rank(b));
}
