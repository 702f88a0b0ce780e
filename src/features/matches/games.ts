// The side games as the match page shows them: the domain's games (src/domain/competition/games)
// fed with the same counted cards as the board, with the competitors' names, and the texts of each
// bet's state and of the settlement to share. No golf is computed here.
import {
  competitors,
  countedCards,
  playGames,
  type GamesResult,
  type MatchBet,
  type NassauSegment,
  type StrokeBet,
} from '../../domain/index.ts';
import type { MatchDoc, ScoreCardDoc, Tee } from '../../data/types.ts';
import type { Translate } from '../../i18n/catalog.ts';
import { competitorCards, withMatchPlayStrokes } from './board.ts';
import type { MatchesKey } from './i18n/index.ts';

export interface GamesView {
  result: GamesResult;
  /** A competitor's name by key: "Ana", or "Ana & Carla" for a side. */
  names: Map<string, string>;
  /** The competitors' keys in board order. */
  keys: string[];
}

/**
 * The games of a match from the cards this device holds (those the match counts, as on the board),
 * or null when the match plays none. `tee` (when the course is here) gives the exact course handicaps
 * the match play strokes come from.
 */
export function matchGamesView(match: MatchDoc, cards: readonly ScoreCardDoc[], nameOf: (card: ScoreCardDoc) => string, tee?: Tee): GamesView | null {
  const games = match.games;
  if (!games || (!games.skins && !games.nassau)) return null;
  const ordered = countedCards(match, cards);
  const byId = new Map(ordered.map((c) => [c.id, c]));
  const input = competitorCards(match, ordered);
  const strokePlay = competitors(match.playMode, input);
  const matchPlay = competitors(match.playMode, withMatchPlayStrokes(match, ordered, input, tee));
  const holeNumbers = [...new Set(ordered.flatMap((c) => c.holes.map((h) => h.number)))].sort((a, b) => a - b);
  const names = new Map(
    strokePlay.map((c) => [
      c.key,
      c.playerIds
        .flatMap((id) => {
          const card = byId.get(id);
          return card ? [nameOf(card)] : [];
        })
        .join(' & '),
    ]),
  );
  return { result: playGames({ games, holeNumbers, strokePlay, matchPlay }), names, keys: strokePlay.map((c) => c.key) };
}

const SEGMENT_KEY: Record<NassauSegment, MatchesKey> = { front: 'games.front', back: 'games.back', overall: 'games.overall', nine: 'games.nine' };

/** "Front 9", or "Press from 6" for a press. */
export function betLabel(t: Translate<MatchesKey>, bet: { segment: NassauSegment; press?: number; from: number }): string {
  return bet.press ? t('games.press', { hole: bet.from }) : t(SEGMENT_KEY[bet.segment]);
}

/** A match play bet's state: "Ana 2 up thru 7", "all square thru 7", "Ana won 3&2", "halved". */
export function matchBetState(t: Translate<MatchesKey>, bet: MatchBet, names: Map<string, string>): string {
  const { state } = bet;
  const name = (key: string | null) => (key === null ? '' : (names.get(key) ?? key));
  if (state.finished) return state.winner === null ? t('games.halved') : t('games.won', { name: name(state.winner), result: state.result ?? '' });
  if (bet.thru === null) return t('games.notStarted');
  if (state.up === 0) return t('games.square', { hole: bet.thru });
  return t('games.up', { name: name(state.up > 0 ? state.sides[0] : state.sides[1]), count: Math.abs(state.up), hole: bet.thru });
}

/** A stroke play bet's state: "Ana leads by 2 thru 7", "tied thru 7", "Ana won by 3", "halved". */
export function strokeBetState(t: Translate<MatchesKey>, bet: StrokeBet, names: Map<string, string>): string {
  const name = bet.leader === null ? '' : (names.get(bet.leader) ?? bet.leader);
  if (bet.thru === null) return t('games.notStarted');
  if (bet.finished) return bet.leader === null ? t('games.halved') : t('games.wonBy1', { name, count: bet.margin });
  return bet.leader === null ? t('games.tiedThru', { hole: bet.thru }) : t('games.leads', { name, count: bet.margin, hole: bet.thru });
}

/** Units with their sign: "+4", "-2", "0". */
export function signedUnits(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** The settlement as text to share: the match, what each game gave each competitor, the totals and
 * who pays whom. */
export function settlementText(t: Translate<MatchesKey>, view: GamesView, heading: { course: string; date: string }): string {
  const { result, names } = view;
  const name = (key: string) => names.get(key) ?? key;
  const lines = [t('games.shareHead', heading)];
  if (result.skins) {
    const list = result.skins.won.map((w) => t('games.shareSkinsOf', { name: name(w.key), count: w.skins, units: signedUnits(w.units) }));
    lines.push(t('games.shareSkins', { list: list.join(', ') }));
  }
  if (result.nassau) {
    const list = result.nassau.units.map((u) => t('games.shareUnitsOf', { name: name(u.key), units: signedUnits(u.units) }));
    lines.push(t('games.shareNassau', { list: list.join(', ') }));
  }
  lines.push(t('games.shareTotal', { list: result.units.map((u) => t('games.shareUnitsOf', { name: name(u.key), units: signedUnits(u.total) })).join(', ') }));
  if (result.payments.length === 0) lines.push(t('games.allSquare'));
  for (const p of result.payments) lines.push(t('games.pays', { from: name(p.from), to: name(p.to), count: p.units }));
  return lines.join('\n');
}
