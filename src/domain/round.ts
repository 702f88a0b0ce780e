// Starting a round: the course handicap on the chosen tee and the strokes received on each hole.
import { distributeExtraShots, strokeIndexesOn18 } from './extra-shots.ts';
import { courseHandicapOnTee, handicapOnTee, type PlayerHandicaps } from './tee-handicap.ts';
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
  courseHandicap: number;
  /** Par of the tee (sum of its holes). */
  par: number;
  /** The tee's holes ordered by number, each with its extra shots and empty scores. */
  holes: NewRoundHole<H>[];
}

/**
 * What a new score card needs from the tee and the golfer's profile. The tee's other hole fields
 * (distance, coordinates, notes...) are carried over unchanged.
 */
export function startRound<H extends TeeHole>(tee: TeeLike & { holes: readonly H[] }, player: PlayerHandicaps): RoundStart<H> {
  const ordered = [...tee.holes].sort((a, b) => a.number - b.number);
  const par = ordered.reduce((s, h) => s + h.par, 0);
  const ch = courseHandicapOnTee(tee, player);
  const extra = distributeExtraShots(ch, strokeIndexesOn18(ordered.map((h) => h.hcp)));
  return {
    handicap: handicapOnTee(tee, player),
    courseHandicap: ch,
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
