// Local RTDB server figures with the real SDK in Node: write throughput seen by a listener on another
// client, and a new client loading 1,000 eighteen-hole score cards with one query (onValue and get()).
// Allow-all rules; compare runs on the same machine (the get() figure is the one to hold against
// production).
import { get, limitToFirst, onChildAdded, onValue, orderByChild, query, ref, set, startAfter } from 'firebase/database';
import { startRtdbServer, type RtdbServer } from '../../emulator/rtdb/index.ts';
import { connectClient, type TestClient } from '../support/backend.ts';
import { percentiles, round, type BenchFigure } from './figure.ts';

const CARDS = 1000;
const WRITES = 1000;
const RUNS = 3;

function scoreCard(i: number) {
  const start = Date.UTC(2024, 0, 1);
  return {
    id: `card${String(i).padStart(5, '0')}`,
    userId: `u${i % 50}`,
    creatorId: `u${i % 50}`,
    courseId: `course${i % 20}`,
    teeId: 'white',
    matchId: i % 4 === 0 ? `m${i}` : '',
    date: start + i * 3_600_000,
    creationDate: start + i * 3_600_000,
    modifiedDate: start + i * 3_600_000 + 5_000,
    playingHandicap: 18,
    updatedAt: start + i * 1000,
    holes: Array.from({ length: 18 }, (_, k) => ({
      number: k + 1,
      par: [4, 3, 5][k % 3],
      hcp: ((k * 7) % 18) + 1,
      shotCount: 3 + ((i + k) % 4),
      puttCount: 1 + ((i + k) % 2),
      fairway: (i + k) % 3 === 0 ? 'hit' : 'left',
      gir: (i + k) % 2 === 0,
      modifiedAt: start + i * 3_600_000 + k * 600_000,
    })),
  };
}

async function writesPerSecond(server: RtdbServer): Promise<number> {
  const writer = await connectClient({ rtdbPort: server.port });
  const reader = await connectClient({ rtdbPort: server.port });
  try {
    const path = `bench/writes${Date.now()}`;
    let seen = 0;
    let allSeen!: () => void;
    const done = new Promise<void>((resolve) => (allSeen = resolve));
    const ready = new Promise<void>((resolve) => onValue(ref(reader.db, `${path}/ready`), (s) => s.val() && resolve()));
    onChildAdded(ref(reader.db, `${path}/items`), () => {
      if (++seen === WRITES) allSeen();
    });
    await set(ref(writer.db, `${path}/ready`), true);
    await ready;
    const started = performance.now();
    const acks: Promise<void>[] = [];
    for (let i = 0; i < WRITES; i++) acks.push(set(ref(writer.db, `${path}/items/w${i}`), { n: i, at: Date.now() }));
    await Promise.all([Promise.all(acks), done]);
    return WRITES / ((performance.now() - started) / 1000);
  } finally {
    await Promise.all([writer.close(), reader.close()]);
  }
}

async function timedLoad(server: RtdbServer, how: 'onValue' | 'get'): Promise<number> {
  const started = performance.now();
  const client: TestClient = await connectClient({ rtdbPort: server.port });
  try {
    const q = query(ref(client.db, 'scoreCards'), orderByChild('updatedAt'), startAfter(0), limitToFirst(CARDS));
    let count: number;
    if (how === 'get') {
      count = (await get(q)).size;
    } else {
      count = await new Promise<number>((resolve) => {
        const off = onValue(q, (snap) => {
          off();
          resolve(snap.size);
        });
      });
    }
    if (count !== CARDS) throw new Error(`loaded ${count} cards, expected ${CARDS}`);
    return performance.now() - started;
  } finally {
    await client.close();
  }
}

export async function bench(): Promise<BenchFigure[]> {
  const server = await startRtdbServer({ port: 0, log: () => {} });
  try {
    const figures: BenchFigure[] = [];
    const rates: number[] = [];
    for (let r = 0; r < RUNS; r++) rates.push(await writesPerSecond(server));
    figures.push({ name: `rtdb: ${WRITES} small writes, seen by a listener on another client`, value: round(percentiles(rates).median, 0), unit: 'writes/s', note: `median of ${RUNS}` });

    const cards = Object.fromEntries(Array.from({ length: CARDS }, (_, i) => [scoreCard(i).id, scoreCard(i)]));
    server.setData('scoreCards', cards);
    const bytes = JSON.stringify(cards).length;
    for (const how of ['onValue', 'get'] as const) {
      const times: number[] = [];
      for (let r = 0; r < RUNS; r++) times.push(await timedLoad(server, how));
      const { median } = percentiles(times);
      figures.push({
        name: `rtdb: new client loads ${CARDS} 18-hole cards, one query (${how === 'get' ? 'get()' : 'onValue'})`,
        value: round(median, 0),
        unit: 'ms',
        note: `median of ${RUNS}, connect included, ${round(bytes / 1e6, 2)} MB of JSON`,
      });
    }
    return figures;
  } finally {
    await server.stop();
  }
}
