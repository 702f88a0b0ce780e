// One simulated round (docs/ARCHITECTURE.md, "Convergence simulation"): the marker's phone creates a
// Fourball match of four with the app's writer, the schedule is played on the devices with the app's
// writers, then every device comes back online and the checker (check.ts) compares them.
import { PICKED_UP } from '../../src/domain/index.ts';
import { disputeHoles } from '../../src/data/writes/certification.ts';
import { createMatch } from '../../src/data/writes/matches.ts';
import { patchHole } from '../../src/data/writes/scorecards.ts';
import type { ScoreCardDoc } from '../../src/data/types.ts';
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

export interface PlayedRound {
  matchId: string;
  /** The match's cards, by device: card i is golfer i's. */
  cardIds: string[];
  entered: Entered[];
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

/** Waits one frame's worth, as the hole writer waits for the frame that shows the tap. */
const afterFrame = () => new Promise((r) => setTimeout(r, 16));

/** The marker's phone creates the match and its four cards, and every device receives them. */
export async function startRound(devices: readonly SimDevice[], round: number): Promise<Omit<PlayedRound, 'entered'>> {
  const [marker] = devices as [SimDevice, ...SimDevice[]];
  const tee = yellowTee18();
  const match = await createMatch(marker.rxdb, {
    date: Date.now(),
    course: { id: 'sim-course', name: `Simulated Links ${round}`, tees: [tee] },
    teeId: tee.id,
    playMode: 'Fourball',
    scoringMode: 'Stableford',
    holeCount: 18,
    isCompetition: false,
    players: devices.map((d, i) => ({ userId: d.user.uid, handicapGolf: 10 + i * 4, side: i < 2 ? 1 : 2 })),
    markerId: marker.user.uid,
    creatorId: marker.user.uid,
  });
  const cards = await marker.rxdb.scorecards.find({ selector: { matchId: match.id } }).exec();
  const cardIds = devices.map((d) => cards.find((c) => c.userId === d.user.uid)?.id ?? '');
  return { matchId: match.id, cardIds };
}

/** Plays the schedule; returns what each device entered. Failures of the app's writers throw. */
export async function playSchedule(backend: Backend, devices: readonly SimDevice[], round: Omit<PlayedRound, 'entered'>, schedule: readonly Op[]): Promise<PlayedRound> {
  const entered: Entered[] = [];
  const card = async (device: SimDevice, cardId: string): Promise<ScoreCardDoc | null> => (await device.rxdb.scorecards.findOne(cardId).exec())?.toMutableJSON() ?? null;
  for (const op of schedule) {
    switch (op.op) {
      case 'tap': {
        const device = devices[op.device] as SimDevice;
        const cardId = round.cardIds[op.card] as string;
        const current = await card(device, cardId);
        // The screen shows only what the device holds: a card not here yet cannot be tapped.
        const hole = current?.holes.find((h) => h.number === op.hole);
        if (!current || !hole || current.confirmedAt) break;
        const value = shotsAfter(op.kind, hole.shotCount, hole.par);
        await afterFrame();
        await patchHole(device.rxdb, cardId, op.hole, { shotCount: value }, device.stamp(), device.user.uid);
        entered.push({ device: op.device, cardId, hole: op.hole, field: 'shotCount', value });
        break;
      }
      case 'dispute': {
        const device = devices[op.device] as SimDevice;
        const cardId = round.cardIds[op.device] as string;
        if (!(await card(device, cardId))) break;
        await disputeHoles(device.rxdb, cardId, device.user.uid, [op.hole], device.stamp());
        // The dispute names exactly this hole: the others' flags go.
        for (let n = 1; n <= HOLES; n++) entered.push({ device: op.device, cardId, hole: n, field: 'disputed', value: n === op.hole });
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
  return { ...round, entered };
}
