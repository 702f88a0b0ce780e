// A marker's round at the Saturday bench's pace (docs/ARCHITECTURE.md, "A Saturday morning under load"),
// for the app engine (worker.ts) and the plain SDK marker (sdk-marker.ts) alike: the taps of each hole
// spread over its first 80 %, at the group's own phase, the phone without signal for its offline holes.
import { goOffline, goOnline, type Database } from 'firebase/database';

export interface RoundPace {
  /** The group's cards, in play order. */
  cardIds: string[];
  startAt: number;
  holeMs: number;
  holes: number;
  tapsPerCard: number;
  /** Where in each interval between two taps this marker taps, from 0 to 1. */
  phase: number;
  /** Holes during which this phone has no signal: [first, last). */
  offlineHoles: [number, number] | null;
}

/** One tap to make: the card, the hole, which tap of that card on the hole (from 0), its stamp (unique
 * and increasing per phone) and whether the phone is offline. */
export interface TapTurn {
  cardId: string;
  hole: number;
  n: number;
  at: number;
  offline: boolean;
}

export const sleepUntil = (at: number) => new Promise((r) => setTimeout(r, Math.max(0, at - Date.now())));

/** Plays the round on `db`'s connection, calling `tap` for each tap in turn; the phone ends online. */
export async function playRound(db: Database, pace: RoundPace, tap: (turn: TapTurn) => Promise<void>): Promise<void> {
  const perHole = pace.cardIds.length * pace.tapsPerCard;
  let stamp = 0;
  for (let hole = 1; hole <= pace.holes; hole++) {
    const holeStart = pace.startAt + (hole - 1) * pace.holeMs;
    const offline = pace.offlineHoles !== null && hole >= pace.offlineHoles[0] && hole < pace.offlineHoles[1];
    await sleepUntil(holeStart);
    if (offline) goOffline(db);
    else goOnline(db);
    for (let i = 0; i < perHole; i++) {
      await sleepUntil(holeStart + ((i + pace.phase) / perHole) * pace.holeMs * 0.8);
      stamp = Math.max(stamp + 1, Date.now());
      await tap({ cardId: pace.cardIds[Math.floor(i / pace.tapsPerCard)] as string, hole, n: i % pace.tapsPerCard, at: stamp, offline });
    }
  }
  goOnline(db);
}
