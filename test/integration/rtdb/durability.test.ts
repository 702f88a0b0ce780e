// kill -9 in the middle of a stream of writes: every write the server acknowledged (over REST and
// over the WebSocket) is there when the server starts again on the same data file, and no temporary
// file is left. A small --log-limit makes the log fold into the snapshot many times during the run,
// so the kill can also land in the middle of a compaction.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/backend.ts';
import { rawConnect } from './raw-client.ts';

const root = new URL('../../../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'rtdb-durability-'));
const running = new Set<ChildProcess>();
afterAll(() => {
  for (const child of running) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

async function startCli(port: number, data: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/cli.ts', '--port', String(port), '--rules', 'none', '--data', data, '--log-limit', '20000'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const deadline = Date.now() + 30_000;
  while (!output.includes('RTDB server on')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start: ${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return child;
}

const owner = { authorization: 'Bearer owner' };

describe('durability', () => {
  it('keeps every acknowledged write after kill -9, and leaves no temporary file', async () => {
    const port = await freePort();
    const data = join(dir, 'rtdb.json');
    const server = await startCli(port, data);
    const acked = { rest: new Map<string, number>(), ws: new Map<string, number>() };
    let stopped = false;

    // REST writers: each waits for its answer, then writes again.
    const restWriter = async (w: number) => {
      for (let n = 0; !stopped; n++) {
        const key = `r${w}-${n}`;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/rest/${key}.json`, { method: 'PUT', headers: owner, body: JSON.stringify({ n, pad: 'x'.repeat(200) }) });
          if (res.status === 200) acked.rest.set(key, n);
          await res.arrayBuffer();
        } catch {
          return; // the server is gone
        }
      }
    };
    // WebSocket writers: many requests in flight at once, so the server batches their fsyncs.
    const raw = await rawConnect(port);
    raw.ws.on('error', () => undefined);
    const wsWriter = async (w: number) => {
      for (let n = 0; !stopped; n++) {
        const key = `w${w}-${n}`;
        const answer = await Promise.race([raw.request('p', { p: `/ws/${key}`, d: n }), new Promise<null>((r) => raw.ws.once('close', () => r(null)))]);
        if (answer === null) return;
        if (answer.s === 'ok') acked.ws.set(key, n);
      }
    };
    const writers = [...[0, 1, 2, 3].map(restWriter), ...Array.from({ length: 16 }, (_, w) => wsWriter(w))];

    const deadline = Date.now() + 20_000;
    while (acked.rest.size + acked.ws.size < 1500 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    server.kill('SIGKILL');
    await new Promise((r) => server.once('exit', r));
    stopped = true;
    await Promise.all(writers);
    expect(acked.rest.size).toBeGreaterThan(50);
    expect(acked.ws.size).toBeGreaterThan(200);

    const again = await startCli(port, data);
    try {
      const read = async (path: string) => (await (await fetch(`http://127.0.0.1:${port}/${path}.json`, { headers: owner })).json()) as Record<string, unknown> | null;
      const rest = (await read('rest')) ?? {};
      const ws = (await read('ws')) ?? {};
      const lostRest = [...acked.rest].filter(([key, n]) => (rest[key] as { n?: number } | undefined)?.n !== n);
      const lostWs = [...acked.ws].filter(([key, n]) => ws[key] !== n);
      expect({ lostRest, lostWs }).toEqual({ lostRest: [], lostWs: [] });
      expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    } finally {
      again.kill('SIGTERM');
      await new Promise((r) => again.once('exit', r));
    }
    expect(readdirSync(dir).sort()).toEqual(['rtdb.json']);
  }, 90_000);
});
