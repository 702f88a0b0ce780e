// What the golfers of one simulated round do, drawn from a seed (docs/ARCHITECTURE.md, "Convergence
// simulation"): the same seed always gives the same schedule, so a failure can be replayed.

/** The golfers' devices: 0 is the marker's phone (the match's creator), 1 to 3 the partners'. */
export const DEVICES = 4;
/** Holes of the simulated round (the first of the course's 18). */
export const HOLES = 6;

export type TapKind = 'par' | 'plus' | 'minus' | 'pickUp';

export type Op =
  /** A tap on a hole of a card, as the hole writer does it (after the frame that shows it). */
  | { op: 'tap'; device: number; card: number; hole: number; kind: TapKind }
  /** The card's player says these holes are wrong (the marker then corrects them). */
  | { op: 'dispute'; device: number; hole: number }
  /** The card's player confirms (signs) it: the marker's later changes are refused until a dispute. */
  | { op: 'confirm'; device: number }
  /** The match's creator (device 0) changes the match's notes with the match form's writer. */
  | { op: 'editMatch'; note: number }
  /** A player (not the creator) leaves the match: their card becomes a round of their own. */
  | { op: 'leave'; device: number }
  /** The creator takes a player out of the match: the player's card is deleted. */
  | { op: 'removePlayer'; device: number }
  | { op: 'offline'; device: number }
  | { op: 'online'; device: number }
  /** The device stops at once, whatever it is storing, and starts again on what its storage committed. */
  | { op: 'crash'; device: number }
  /** The server drops every connection mid-write and listens again. */
  | { op: 'serverRestart' }
  | { op: 'pause'; ms: number };

/** mulberry32: a small, fast PRNG whose whole state is one 32-bit number. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface ScheduleOptions {
  /** Operations in the schedule (pauses not counted). */
  ops: number;
  /** Whether the server restarts mid-round (in the place of such an operation a pause comes otherwise). */
  serverRestarts?: boolean;
}

const TAPS: readonly TapKind[] = ['par', 'plus', 'plus', 'minus', 'pickUp'];

/** The schedule of seed `seed`. A partner taps only their own card; the marker taps any. */
export function scheduleOf(seed: number, { ops, serverRestarts = true }: ScheduleOptions = { ops: 30 }): Op[] {
  const next = random(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const int = (n: number) => Math.floor(next() * n);
  const offline = new Set<number>();
  const schedule: Op[] = [];
  for (let i = 0; i < ops; i++) {
    const roll = next();
    const device = int(DEVICES);
    if (roll < 0.58) {
      const card = device === 0 ? int(DEVICES) : device;
      schedule.push({ op: 'tap', device, card, hole: 1 + int(HOLES), kind: pick(TAPS) });
    } else if (roll < 0.63) {
      schedule.push({ op: 'dispute', device: 1 + int(DEVICES - 1), hole: 1 + int(HOLES) });
    } else if (roll < 0.66) {
      schedule.push({ op: 'confirm', device: 1 + int(DEVICES - 1) });
    } else if (roll < 0.68) {
      schedule.push({ op: 'editMatch', note: int(1000) });
    } else if (roll < 0.69) {
      schedule.push({ op: 'leave', device: 1 + int(DEVICES - 1) });
    } else if (roll < 0.7) {
      schedule.push({ op: 'removePlayer', device: 1 + int(DEVICES - 1) });
    } else if (roll < 0.83) {
      schedule.push(offline.has(device) ? { op: 'online', device } : { op: 'offline', device });
      if (offline.has(device)) offline.delete(device);
      else offline.add(device);
    } else if (roll < 0.93) {
      schedule.push({ op: 'crash', device });
    } else if (roll < 0.96 && serverRestarts) {
      schedule.push({ op: 'serverRestart' });
    } else {
      schedule.push({ op: 'pause', ms: 100 + int(400) });
      continue;
    }
    if (next() < 0.5) schedule.push({ op: 'pause', ms: int(120) });
  }
  return schedule;
}

/** One line per operation, to print a failing schedule. */
export function describeSchedule(schedule: readonly Op[]): string {
  return schedule.map((op) => JSON.stringify(op)).join('\n');
}
