// One simulated round (docs/ARCHITECTURE.md, "Convergence simulation"): the marker's phone creates a
// tournament of the four and a Fourball match of it with the app's writers, the schedule is played on
// the devices with the app's writers, then every device comes back online and the checker (check.ts)
// compares them.
import { PICKED_UP, sidesProblem } from '../../src/domain/index.ts';
import { confirmCard, disputeHoles } from '../../src/data/writes/certification.ts';
import { createMatch, leaveMatch, updateMatch, type MatchSettings } from '../../src/data/writes/matches.ts';
import { createTournament } from '../../src/data/writes/tournaments.ts';
import { cardsInOrder } from '../../src/golfers/match-cards.ts';
import type { HoleEditEntry } from '../../src/data/tap-journal/journal-entry.ts';
import type { MatchDoc, ScoreCardDoc, ScoreCardHole } from '../../src/data/types.ts';
import { MAX_SHOTS, nextShotCount } from '../../src/scoring/shots.ts';
import type { Backend } from '../support/backend.ts';
import { yellowTee18 } from '../support/course-18.ts';
import type { SimDevice } from './device.ts';
import { HOLES, type Op, type TapKind } from './schedule.ts';

/** One value a device wrote to a field of a hole, in the order the device wrote them. */
export interface Entered {
  device: number;
  cardId: string;
  hole: number;
  field: 'shotCount' | 'disputed';
  value: number | boolean;
}

export interface RoundStart {
  matchId: string;
  tournamentId: string;
  /** The match's cards, by device: card i is golfer i's. */
  cardIds: string[];
}

export interface PlayedRound extends RoundStart {
  entered: Entered[];
  /** Cards a player confirmed at some point (a marker's change that reaches the server after is refused). */
  confirmed: Set<string>;
  /** Cards whose player left the match (the creator may change them no more). */
  left: Set<string>;
  /** Cards the creator deleted by taking their player out. */
  removed: Set<string>;
  /** The match's notes as the creator last wrote them (undefined: never written). */
  notes: string | undefined;
}

function shotsAfter(kind: TapKind, current: number, par: number): number {
  switch (kind) {
    case 'par':
      return par;
    case 'pickUp':
      return current === PICKED_UP ? 0 : PICKED_UP;
    case 'plus':
      return Math.min(MAX_SHOTS, nextShotCount(current, 1));
    case 'minus':
      return Math.max(0, nextShotCount(current, -1));
  }
}

/** The hole as the play screen shows it: the stored one with the taps the phone's journal still holds. */
function shownHole(device: SimDevice, cardId: string, stored: ScoreCardHole): ScoreCardHole {
  const waiting = device.journal.waitingOf(cardId).filter((e): e is HoleEditEntry => e.kind === 'hole' && e.hole === stored.number && e.at > stored.modifiedAt);
  return waiting.reduce((hole, e) => ({ ...hole, ...e.patch, modifiedAt: e.at }), stored);
}

/** Waits one frame's worth, as the hole writer waits for the frame that shows the tap. */
const afterFrame = () => new Promise((r) => setTimeout(r, 16));

/** The course of every simulated round. */
function course(round: number) {
  const tee = yellowTee18();
  return { id: 'sim-course', name: `Simulated Links ${round}`, tee, tees: [tee] };
}

/** The marker's phone creates a tournament of the four and its Fourball match, and every device receives them. */
export async function startRound(devices: readonly SimDevice[], round: number): Promise<RoundStart> {
  const [marker] = devices as [SimDevice, ...SimDevice[]];
  const { tee, ...courseRef } = course(round);
  const tournament = await createTournament(marker.rxdb, {
    name: `Saturday Medal ${round}`,
    startDate: Date.now(),
    endDate: Date.now(),
    format: { playMode: 'Fourball', scoringMode: 'Stableford', holeCount: 18, handicapAllowance: 85 },
    players: devices.map((d) => ({ userId: d.user.uid })),
    organizer: { id: marker.user.uid },
  });
  const match = await createMatch(marker.rxdb, {
    date: Date.now(),
    course: courseRef,
    teeId: tee.id,
    playMode: 'Fourball',
    scoringMode: 'Stableford',
    holeCount: 18,
    isCompetition: false,
    tournamentId: tournament.id,
    players: devices.map((d, i) => ({ userId: d.user.uid, handicapGolf: 10 + i * 4, side: i < 2 ? 1 : 2 })),
    markerId: marker.user.uid,
    creatorId: marker.user.uid,
  });
  const cards = await marker.rxdb.scorecards.find({ selector: { matchId: match.id } }).exec();
  const cardIds = devices.map((d) => cards.find((c) => c.userId === d.user.uid)?.id ?? '');
  return { matchId: match.id, tournamentId: tournament.id, cardIds };
}

/**
 * The match form as the creator's phone fills it from what it holds: the match's settings with `notes`,
 * and its players, less `without` (a card id).
 */
async function matchForm(device: SimDevice, match: MatchDoc, round: number, notes: string | undefined, without?: string): Promise<MatchSettings> {
  // The match page's form lists the cards of the match this phone holds, in the match's order (a
  // player's card that left the match is not one of them).
  const held = (await device.rxdb.scorecards.find({ selector: { matchId: match.id } }).exec()).map((c) => c.toMutableJSON());
  const cards = cardsInOrder(match, held).filter((c) => c.id !== without);
  const { tee, ...courseRef } = course(round);
  const players = cards.map((card) => ({ cardId: card.id, userId: card.userId, handicapGolf: card.handicapGolf, side: match.sides?.[card.id] ?? 1 }));
  // The form takes only whole sides: with a player gone, the creator plays the rest as singles.
  const playMode = sidesProblem(match.playMode, players.map((p) => p.side)) === null ? match.playMode : 'Individual';
  return {
    date: match.date,
    course: courseRef,
    teeId: tee.id,
    playMode,
    scoringMode: match.scoringMode,
    holeCount: match.holeCount,
    isCompetition: match.isCompetition,
    notes,
    tournamentId: match.tournamentId || undefined,
    markerId: match.markerId,
    players,
  };
}

/**
 * Runs a writer on a card; false when the card went away meanwhile (a pull stored the creator's
 * deletion between the screen and the write: the writer refuses, and the screen says the card is gone).
 * Any other failure of the app's writers throws.
 */
async function unlessGone(device: SimDevice, cardId: string, write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (err) {
    if ((await device.rxdb.scorecards.findOne(cardId).exec()) === null) return false;
    throw err;
  }
}

/** Plays the schedule; returns what each device entered. Failures of the app's writers throw. */
export async function playSchedule(backend: Backend, devices: readonly SimDevice[], start: RoundStart, round: number, schedule: readonly Op[]): Promise<PlayedRound> {
  const played: PlayedRound = { ...start, entered: [], confirmed: new Set(), left: new Set(), removed: new Set(), notes: undefined };
  const { entered } = played;
  const card = async (device: SimDevice, cardId: string): Promise<ScoreCardDoc | null> => (await device.rxdb.scorecards.findOne(cardId).exec())?.toMutableJSON() ?? null;
  const match = async (device: SimDevice): Promise<MatchDoc | null> => (await device.rxdb.matches.findOne(start.matchId).exec())?.toMutableJSON() ?? null;
  /** The player's own card, while the player's phone shows it in the match (dispute and confirm are offered there). */
  const ownInMatch = async (device: SimDevice, cardId: string) => {
    const own = await card(device, cardId);
    return own && own.matchId === start.matchId ? own : null;
  };
  // An operation on another screen (the card's signature, the match form) comes after the taps the phone
  // showed before it are written: the play screen writes them within a frame of each.
  const written = (device: SimDevice) => device.journal.drain(device.rxdb);
  for (const op of schedule) {
    if (op.op === 'dispute' || op.op === 'confirm' || op.op === 'leave') await written(devices[op.device] as SimDevice);
    if (op.op === 'editMatch' || op.op === 'removePlayer') await written(devices[0] as SimDevice);
    switch (op.op) {
      case 'tap': {
        const device = devices[op.device] as SimDevice;
        const cardId = start.cardIds[op.card] as string;
        const current = await card(device, cardId);
        // The screen shows only what the device holds: a card not here yet cannot be tapped, the
        // marker sees only its match's cards, and a confirmed card takes no tap.
        const stored = current?.holes.find((h) => h.number === op.hole);
        if (!current || !stored || current.confirmedAt) break;
        if (op.device !== op.card && current.matchId !== start.matchId) break;
        // As the hole writer does it: the tap counts from what the screen shows (the stored hole with the
        // taps its journal still holds), is kept in the journal at once and written after the frame that
        // shows it, with whatever else waits by then. Nothing waits for that write: the next operation,
        // a stop included, may come before it (docs/ARCHITECTURE.md, "How a tap becomes durable").
        const hole = shownHole(device, cardId, stored);
        const value = shotsAfter(op.kind, hole.shotCount, hole.par);
        device.journal.record({ kind: 'hole', cardId, hole: op.hole, patch: { shotCount: value }, at: device.stamp(hole.modifiedAt) });
        entered.push({ device: op.device, cardId, hole: op.hole, field: 'shotCount', value });
        const journal = device.journal;
        const db = device.rxdb;
        void afterFrame().then(() => journal.drain(db));
        break;
      }
      case 'dispute': {
        const device = devices[op.device] as SimDevice;
        const cardId = start.cardIds[op.device] as string;
        if (!(await ownInMatch(device, cardId))) break;
        if (!(await unlessGone(device, cardId, () => disputeHoles(device.rxdb, cardId, device.user.uid, [op.hole], device.stamp())))) break;
        // The dispute names exactly this hole: the others' flags go.
        for (let n = 1; n <= HOLES; n++) entered.push({ device: op.device, cardId, hole: n, field: 'disputed', value: n === op.hole });
        break;
      }
      case 'confirm': {
        const device = devices[op.device] as SimDevice;
        const cardId = start.cardIds[op.device] as string;
        const own = await ownInMatch(device, cardId);
        if (!own || own.confirmedAt) break;
        if (!(await unlessGone(device, cardId, () => confirmCard(device.rxdb, cardId, device.user.uid, device.stamp())))) break;
        played.confirmed.add(cardId);
        for (let n = 1; n <= HOLES; n++) entered.push({ device: op.device, cardId, hole: n, field: 'disputed', value: false });
        break;
      }
      case 'editMatch': {
        const creator = devices[0] as SimDevice;
        const current = await match(creator);
        if (!current) break;
        const notes = `Tee off at ${op.note}`;
        await updateMatch(creator.rxdb, start.matchId, await matchForm(creator, current, round, notes), creator.stamp());
        played.notes = notes;
        break;
      }
      case 'leave': {
        const device = devices[op.device] as SimDevice;
        const cardId = start.cardIds[op.device] as string;
        const current = await match(device);
        if (!current?.players?.[device.user.uid] || !(await ownInMatch(device, cardId))) break;
        await leaveMatch(device.rxdb, start.matchId, device.user.uid, device.stamp());
        played.left.add(cardId);
        break;
      }
      case 'removePlayer': {
        const creator = devices[0] as SimDevice;
        const cardId = start.cardIds[op.device] as string;
        const current = await match(creator);
        if (!current?.scoreCards?.includes(cardId)) break;
        await updateMatch(creator.rxdb, start.matchId, await matchForm(creator, current, round, current.notes, cardId), creator.stamp());
        played.removed.add(cardId);
        break;
      }
      case 'offline':
      case 'online':
        (devices[op.device] as SimDevice).setOnline(op.op === 'online');
        break;
      case 'crash':
        await (devices[op.device] as SimDevice).crash();
        break;
      case 'serverRestart':
        await backend.rtdb.restart();
        break;
      case 'pause':
        await new Promise((r) => setTimeout(r, op.ms));
        break;
    }
  }
  for (const device of devices) await written(device);
  return played;
}
