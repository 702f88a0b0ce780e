// "Thru": how far a competitor is in a round.

/** Holes played, "F" once every hole of the round has a score, "-" before the first. */
export function thruLabel(holesPlayed: number, holeCount: number): string {
  if (holesPlayed === 0) return '-';
  return holesPlayed >= holeCount ? 'F' : String(holesPlayed);
}
