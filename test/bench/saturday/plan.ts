// What the Saturday bench's main thread and its device workers tell each other
// (docs/ARCHITECTURE.md, "A Saturday morning under load").

export interface BenchGolfer {
  uid: string;
  email: string;
  password: string;
}

/** One app engine in a worker: a group's marker (enters every card) or a partner (watches the board). */
export interface EngineSpec {
  role: 'marker' | 'partner';
  golfer: BenchGolfer;
  matchId: string;
  /** The group's cards, in play order. */
  cardIds: string[];
  /** Holes during which this phone has no signal: [first, last). */
  offlineHoles: [number, number] | null;
  /** Where in each interval between two taps this marker taps, from 0 to 1: groups do not tap in step. */
  phase: number;
}

export interface WorkerInit {
  rtdbPort: number;
  authUrl: string;
  engines: EngineSpec[];
  /** How long a hole takes (when hole 1 starts comes with `start`, once every engine is ready). */
  holeMs: number;
  holes: number;
  tapsPerCard: number;
}

/** A tap the marker made: the value it wrote to the hole, its stamp (the hole's `modifiedAt`, unique per
 * phone) and whether the phone was offline. */
export interface Tap {
  cardId: string;
  hole: number;
  value: number;
  at: number;
  offline: boolean;
}

/** The first time a partner's board showed a hole's edit, told by the edit's stamp (`modifiedAt`). */
export interface Seen {
  cardId: string;
  hole: number;
  modifiedAt: number;
  at: number;
}

export interface WorkerResult {
  taps: Tap[];
  seen: Seen[];
  /** Each engine's cards at the end, for the convergence check: cardId -> shots per hole. */
  finalShots: { engine: number; cardId: string; shots: number[] }[];
  pendingAtEnd: number;
  refused: string[];
  errors: string[];
}

/** `start`: when hole 1 starts (ms since the epoch, this machine's clock). */
export type ToWorker = { kind: 'init'; init: WorkerInit } | { kind: 'start'; startAt: number } | { kind: 'finish' };

export type FromWorker = { kind: 'ready' } | { kind: 'result'; result: WorkerResult } | { kind: 'failed'; error: string };

/** The value of the n-th tap (from 0) on a hole: par, then one over, then back to par, as golfers correct. */
export function tapValue(par: number, n: number): number {
  return n % 2 === 0 ? par : par + 1;
}
