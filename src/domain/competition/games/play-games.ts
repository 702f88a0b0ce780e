// A match's games from its competitors' holes, with each competitor's units and the settlement
// (docs/GOLF.md, "Side games: skins and Nassau").
import type { Competitor } from '../types.ts';
import { nassauGame, type NassauResult } from './nassau.ts';
import { closedOut, roundOver } from './round-over.ts';
import { fewestPayments, type Payment } from './settlement.ts';
import { skinsGame, type SkinsResult } from './skins.ts';
import type { GameBasis, GamesInput, NassauSettings } from './types.ts';

export interface GamesUnits {
  key: string;
  skins: number;
  nassau: number;
  total: number;
}

export interface GamesResult {
  /** Every competitor has a score on the last hole: holes left without one count as picked up. */
  over: boolean;
  skins: SkinsResult | null;
  nassau: NassauResult | null;
  /** Units won (positive) or lost so far, per competitor in order: skins decided and bets finished. */
  units: GamesUnits[];
  /** Who pays whom, in the fewest payments, for the units so far (the settlement once over). */
  payments: Payment[];
}

/** Which competitors a game compares: gross scores need no strokes; net skins and a net match play
 * Nassau take the match play strokes off the lowest; a net stroke play Nassau the cards' own. */
function competitorsFor(input: GamesInput, basis: GameBasis, holeByHole: boolean): readonly Competitor[] {
  return basis === 'net' && holeByHole ? input.matchPlay : input.strokePlay;
}

function nassauCompetitors(input: GamesInput, nassau: NassauSettings): readonly Competitor[] {
  return competitorsFor(input, nassau.basis, nassau.play === 'match');
}

/**
 * The games of a match. They need two competitors at least (players, or sides in the formats played
 * in sides); with fewer there is nothing to win. Computed from the cards alone, so every device with
 * the same cards shows the same figures.
 */
export function playGames(input: GamesInput): GamesResult {
  const { games, holeNumbers } = input;
  const over = roundOver(input.strokePlay, holeNumbers);
  const close = (cs: readonly Competitor[]) => cs.map((c) => closedOut(c, over));
  const playing = input.strokePlay.length >= 2;
  const skins = playing && games.skins ? skinsGame(close(competitorsFor(input, games.skins.basis, true)), holeNumbers, games.skins, over) : null;
  const nassau = playing && games.nassau ? nassauGame(close(nassauCompetitors(input, games.nassau)), holeNumbers, games.nassau) : null;
  const units = input.strokePlay.map((c) => {
    const fromSkins = skins?.won.find((w) => w.key === c.key)?.units ?? 0;
    const fromNassau = nassau?.units.find((u) => u.key === c.key)?.units ?? 0;
    return { key: c.key, skins: fromSkins, nassau: fromNassau, total: fromSkins + fromNassau };
  });
  return { over, skins, nassau, units, payments: fewestPayments(units.map((u) => ({ key: u.key, units: u.total }))) };
}
