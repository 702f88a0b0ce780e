// SDK clients on a fresh RTDB server (allow-all unless rules are given), closed together.
import type { DataSnapshot, Query } from 'firebase/database';
import { onValue } from 'firebase/database';
import { connectClient, type TestClient } from '../../support/backend.ts';
import { startRtdbServer, type RtdbServer, type RtdbServerOptions } from '../../../emulator/rtdb/index.ts';

export interface Harness {
  server: RtdbServer;
  client(): Promise<TestClient>;
  stop(): Promise<void>;
}

export async function harness(options: RtdbServerOptions = {}): Promise<Harness> {
  const server = await startRtdbServer({ port: 0, log: () => {}, ...options });
  const clients: TestClient[] = [];
  return {
    server,
    async client() {
      const c = await connectClient({ rtdbPort: server.port });
      clients.push(c);
      return c;
    },
    async stop() {
      await Promise.all(clients.map((c) => c.close()));
      await server.stop();
    },
  };
}

/** Records every value a query delivers; `until` waits for one that satisfies a predicate. */
export function record(query: Query) {
  const values: unknown[] = [];
  const waiters: { pred: (v: unknown) => boolean; resolve: (v: unknown) => void }[] = [];
  const unsubscribe = onValue(query, (snap: DataSnapshot) => {
    const v = snap.val() as unknown;
    values.push(v);
    for (const w of [...waiters]) {
      if (w.pred(v)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(v);
      }
    }
  });
  return {
    values,
    unsubscribe,
    until(pred: (v: unknown) => boolean, timeoutMs = 10_000): Promise<unknown> {
      const hit = values.find(pred);
      if (hit !== undefined) return Promise.resolve(hit);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no matching value in ${timeoutMs} ms; last: ${JSON.stringify(values.at(-1))}`)), timeoutMs);
        waiters.push({ pred, resolve: (v) => (clearTimeout(timer), resolve(v)) });
      });
    },
  };
}

/** Child keys of a query's value in the order the SDK delivers them. */
export function orderedKeys(snap: DataSnapshot): string[] {
  const keys: string[] = [];
  snap.forEach((child) => {
    keys.push(child.key as string);
  });
  return keys;
}
