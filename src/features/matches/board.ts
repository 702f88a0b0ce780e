// The match board as the page shows it: the domain's rows (src/domain/competition) fed with the
// cards that count for the match (countedCards: the ones it lists, one a player) in side order, with the players' names, their cards and playing handicaps, and the
// match play state when exactly two players or sides meet. No golf is computed here.
import {
  competitors,
  countedCards,
  courseHandicapExactOnTee,
  matchBoard,
  nineOf,
  playsNineHoleHandicap,
  matchPlay,
  matchStatus,
  playingHandicaps,
  cardSides,
  withStrokesReceived,
  type BoardRow,
  type CompetitorCard,
  type MatchPlayState,
} from '../../domain/index.ts';
import { disputedHoles } from '../../data/card-rights.ts';
import type { MatchDoc, ScoreCardDoc, Tee } from '../../data/types.ts';
import type { Translate } from '../../i18n/catalog.ts';
import { matchesText, type MatchesKey } from './i18n/index.ts';

export interface BoardPlayer {
  cardId: string;
  name: string;
  handicapPlay: number;
  /** The card's signature: confirmed by its player, or the holes they say are wrong. */
  confirmed: boolean;
  disputed: number[];
}

export interface MatchBoardRow extends BoardRow {
  /** "Ana" or "Ana & Carla". */
  label: string;
  players: BoardPlayer[];
}

export interface MatchPlaySummary {
  state: MatchPlayState;
  /** The two competitors' names, in the state's side order. */
  names: [string, string];
  /** "Ana & Carla 2 UP", "All square", "Ana & Carla won 3&2", "Halved". */
  text: string;
  /** Each side's status: "2 UP", "AS", "1 DN" (or the final result). */
  statuses: [string, string];
}

export interface MatchBoardView {
  rows: MatchBoardRow[];
  matchPlay: MatchPlaySummary | null;
}

/** The counted cards as the domain's competitor cards: each card its own player, on its side. */
export function competitorCards(match: MatchDoc, ordered: readonly ScoreCardDoc[]): CompetitorCard[] {
  const sides = cardSides(match, ordered.map((c) => c.id));
  return ordered.map((c) => ({ playerId: c.id, side: sides.get(c.id) ?? c.id, holes: c.holes }));
}

/** The holes a card plays when they are one nine of its tee (a 9-hole match on an 18-hole tee). */
function nineHoles(card: ScoreCardDoc, tee: Tee): number[] | undefined {
  const numbers = card.holes.map((h) => h.number);
  return nineOf(tee, numbers) ? numbers : undefined;
}

/** A card's unrounded course handicap on its tee, a 9-hole one on a nine with its own rating (the
 * rounded one stored on the card when the course is not on this device). */
function exactCourseHandicap(card: ScoreCardDoc, tee: Tee | undefined): number {
  return tee ? courseHandicapExactOnTee(tee, card, nineHoles(card, tee)) : card.handicap;
}

/**
 * The competitor cards with match play strokes in place of the cards' own: off the lowest playing
 * handicap of the match, with the format's match play allowance, re-spread over the holes (the board's
 * match play, net skins and a net match play Nassau). `input` is competitorCards of `ordered`.
 */
export function withMatchPlayStrokes(match: MatchDoc, ordered: readonly ScoreCardDoc[], input: readonly CompetitorCard[], tee: Tee | undefined): CompetitorCard[] {
  const entries = input.map((c, i) => ({ playerId: c.playerId, side: c.side, courseHandicapExact: exactCourseHandicap(ordered[i] as ScoreCardDoc, tee) }));
  const strokes = new Map(playingHandicaps(match.playMode, 'match', entries).map((e) => [e.playerId, e.strokes]));
  const nine = (i: number) => (tee ? playsNineHoleHandicap(tee, nineHoles(ordered[i] as ScoreCardDoc, tee)) : false);
  return input.map((c, i) => ({ ...c, holes: withStrokesReceived(c.holes, strokes.get(c.playerId) ?? 0, nine(i)) }));
}

function summary(t: Translate<MatchesKey>, state: MatchPlayState, names: [string, string]): MatchPlaySummary {
  const [first, second] = state.sides;
  const leader = state.up > 0 ? names[0] : names[1];
  let text: string;
  if (state.finished) text = state.winner === null ? t('mp.halved') : t('mp.won', { leader, result: result(t, state) });
  else if (state.up === 0) text = state.played === 0 ? t('mp.notStarted') : t('mp.allSquare');
  else text = t(state.dormie ? 'mp.upDormie' : 'mp.up', { leader, count: Math.abs(state.up) });
  const statusOf = (side: string): string => {
    if (!state.finished) return matchStatus(state, side);
    if (state.winner === null) return t('mp.halved');
    if (state.winner === side) return t('mp.sideWon', { result: result(t, state) });
    // "Lost 3&2"; a match won on the last hole is lost "1 DN".
    return t('mp.sideLost', { result: state.remaining > 0 ? result(t, state) : matchStatus(state, side) });
  };
  return { state, names, text, statuses: [statusOf(first), statusOf(second)] };
}

/** The result of a finished match: the notation ("3&2", "2 UP"), or the word for a halved one. */
function result(t: Translate<MatchesKey>, state: MatchPlayState): string {
  return state.up === 0 ? t('mp.halved') : (state.result ?? '');
}

/**
 * The board of a match from the cards this device holds; only those the match counts are on it (a card
 * that merely names the match is not). `nameOf` names a card's player (a guest by
 * the card's `event`); `tee` (when the course is here) gives exact course handicaps for match play.
 */
export function matchBoardView(
  match: MatchDoc,
  cards: readonly ScoreCardDoc[],
  nameOf: (card: ScoreCardDoc) => string,
  tee?: Tee,
  t: Translate<MatchesKey> = matchesText.t,
): MatchBoardView {
  const ordered = countedCards(match, cards);
  const byId = new Map(ordered.map((c) => [c.id, c]));
  const input = competitorCards(match, ordered);
  const rows = matchBoard({ playMode: match.playMode, scoringMode: match.scoringMode, holeCount: match.holeCount, cards: input });
  const players = (ids: readonly string[]): BoardPlayer[] =>
    ids.flatMap((id) => {
      const card = byId.get(id);
      return card
        ? [{ cardId: id, name: nameOf(card), handicapPlay: card.handicapPlay ?? card.handicap, confirmed: card.confirmedAt !== undefined, disputed: disputedHoles(card) }]
        : [];
    });
  const boardRows = rows.map((r) => {
    const ps = players(r.playerIds);
    return { ...r, players: ps, label: ps.map((p) => p.name).join(' & ') };
  });

  let mp: MatchPlaySummary | null = null;
  const sides = competitors(match.playMode, input);
  if (sides.length === 2 && ordered.length >= 2) {
    const [a, b] = competitors(match.playMode, withMatchPlayStrokes(match, ordered, input, tee));
    if (a && b) {
      const label = (ids: readonly string[]) => players(ids).map((p) => p.name).join(' & ');
      mp = summary(t, matchPlay(a, b, match.holeCount), [label(a.playerIds), label(b.playerIds)]);
    }
  }
  return { rows: boardRows, matchPlay: mp };
}
