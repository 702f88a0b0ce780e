// Starting a round: the course handicap on the chosen tee and the strokes received on each hole.
import { distributeExtraShots, distributeNineHoleShots, strokeIndexesOn18 } from './extra-shots.ts';
import { courseHandicapOnTee, handicapOnTee, playsNineHoleHandicap, type PlayerHandicaps } from './tee-handicap.ts';
import type { TeeHole, TeeLike } from './types.ts';

/** A tee hole ready to be played: its layout, the strokes received, nothing recorded yet. */
export type NewRoundHole<H extends TeeHole> = H & {
  extraShots: number;
  shotCount: 0;
  puttCount: 0;
  bunkerCount: 0;
  penaltyCount: 0;
  fairway: 0;
  gir: 0;
};

export interface RoundStart<H extends TeeHole> {
  /** The handicap used: handicapGolf, or handicapPitchAndPutt on a Pitch and Putt tee (36 if unset). */
  handicap: number;
  /** A 9-hole course handicap on a 9-hole tee, or when the round is one nine with its own rating
   * (nineHole). */
  courseHandicap: number;
  /** Whether the course handicap is a 9-hole one, spread over the nine (distributeNineHoleShots). */
  nineHole: boolean;
  /** Par of the holes played (sum of their pars). */
  par: number;
  /** The holes played ordered by number, each with its extra shots and empty scores. */
  holes: NewRoundHole<H>[];
}

/**
 * What a new score card needs from the tee and the golfer's profile. The tee's other hole fields
 * (distance, coordinates, notes...) are carried over unchanged. `holeCount`: a round of the tee's
 * first holes only (a 9-hole match on an 18-hole tee); all of them by default.
 */
export function startRound<H extends TeeHole>(tee: TeeLike & { holes: readonly H[] }, player: PlayerHandicaps, holeCount?: number): RoundStart<H> {
  const all = [...tee.holes].sort((a, b) => a.number - b.number);
  const ordered = all.slice(0, holeCount ?? all.length);
  const par = ordered.reduce((s, h) => s + h.par, 0);
  const numbers = ordered.length < all.length ? ordered.map((h) => h.number) : undefined;
  const ch = courseHandicapOnTee(tee, player, numbers);
  const nineHole = playsNineHoleHandicap(tee, numbers);
  // Without the nine's own rating the strokes are the full tee's, as they fall on the holes played.
  const extra = nineHole
    ? distributeNineHoleShots(ch, ordered.map((h) => h.hcp))
    : distributeExtraShots(ch, strokeIndexesOn18(all.map((h) => h.hcp))).slice(0, ordered.length);
  return {
    handicap: handicapOnTee(tee, player),
    courseHandicap: ch,
    nineHole,
    par,
    holes: ordered.map((h, i) => ({
      ...h,
      extraShots: extra[i] ?? 0,
      shotCount: 0,
      puttCount: 0,
      bunkerCount: 0,
      penaltyCount: 0,
      fairway: 0,
      gir: 0,
    })),
  };
}
