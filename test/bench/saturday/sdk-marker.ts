// The Saturday bench's server-alone run (docs/ARCHITECTURE.md, "A Saturday morning under load"): a
// group's marker as a plain firebase SDK client that sends what the app's engine sends for a tap (the
// card in a transaction on the server's value, which a listener keeps, then a feed entry for each
// reader), at the same pace, without the app's data layer. It costs the machine a small part of an
// engine, so the server and the wire protocol can be measured at 400 golfers on two cores.
import { onValue, ref, runTransaction, update } from 'firebase/database';
import type { TestClient } from '../../support/backend.ts';
import { playRound, type RoundPace } from './pace.ts';
import { tapValue, type Tap } from './plan.ts';

const SERVER_TIMESTAMP = { '.sv': 'timestamp' };

export interface SdkMarkerPlan extends RoundPace {
  /** The group's golfers: the readers of its cards. */
  readerIds: string[];
}

interface ServerHole {
  number: number;
  par: number;
  shotCount: number;
  modifiedAt: number;
}

/** One tap as the engine pushes it: the hole in a transaction, then the card's readers' feed entries. */
async function sendTap(client: TestClient, plan: SdkMarkerPlan, tap: Tap): Promise<void> {
  const result = await runTransaction(
    ref(client.db, `scoreCards/${tap.cardId}`),
    (current: { holes?: Record<string, ServerHole> | ServerHole[]; updatedAt?: unknown } | null) => {
      // The listener keeps the card's server value here; a cold cache would propose a deletion.
      if (current === null) return undefined;
      const hole = Object.values(current.holes ?? {}).find((h) => h.number === tap.hole);
      if (!hole) return undefined;
      // A later tap already on the server (transactions of one path run in order, but a retry may come late).
      if (hole.modifiedAt >= tap.at) return undefined;
      hole.shotCount = tap.value;
      hole.modifiedAt = tap.at;
      current.updatedAt = SERVER_TIMESTAMP;
      return current;
    },
    { applyLocally: false },
  );
  if (!result.committed) return;
  await update(ref(client.db), Object.fromEntries(plan.readerIds.map((uid) => [`feeds/${uid}/scoreCards/${tap.cardId}`, SERVER_TIMESTAMP])));
}

/** A transaction under way when the phone loses its signal fails with "disconnect": sent again, as the engine does. */
async function sendUntilDone(client: TestClient, plan: SdkMarkerPlan, tap: Tap): Promise<void> {
  for (;;) {
    try {
      return await sendTap(client, plan, tap);
    } catch (err) {
      if (!String(err).includes('disconnect')) throw err;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** Plays the marker's round (pace.ts); resolves once every tap is on the server. */
export async function playSdkMarker(client: TestClient, plan: SdkMarkerPlan, taps: Tap[]): Promise<string[]> {
  const stops = plan.cardIds.map((id) => onValue(ref(client.db, `scoreCards/${id}`), () => undefined));
  const sent: Promise<void>[] = [];
  const errors: string[] = [];
  try {
    await playRound(client.db, plan, async ({ cardId, hole, n, at, offline }) => {
      // The bench's cards are par 4 on every hole (test/integration/sync/support/cards.ts).
      const tap: Tap = { cardId, hole, value: tapValue(4, n), at, offline };
      taps.push(tap);
      sent.push(sendUntilDone(client, plan, tap).catch((err: unknown) => void errors.push(`${cardId} hole ${hole}: ${String(err)}`)));
    });
    await Promise.all(sent);
    return errors;
  } finally {
    stops.forEach((stop) => stop());
  }
}
