// `npm run rtdb`: the CLI refuses a missing rules file, and serves with the flags it was given.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../support/backend.ts';

const root = new URL('../../../', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'rtdb-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/cli.ts', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('rtdb CLI', () => {
  it('exits non-zero and says so when the rules file does not exist', async () => {
    const run = cli(['--port', String(await freePort()), '--rules', join(dir, 'missing.rules.json')]);
    expect(await run.exited).not.toBe(0);
    expect(run.output()).toMatch(/missing\.rules\.json does not exist/);
  });

  it('refuses unknown flags', async () => {
    const run = cli(['--colour', 'blue']);
    expect(await run.exited).not.toBe(0);
    expect(run.output()).toMatch(/unknown flag --colour/);
  });

  it('serves on the given port, saves to the data file, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const data = join(dir, 'data.json');
    const run = cli(['--port', String(port), '--rules', 'none', '--data', data]);
    try {
      const deadline = Date.now() + 30_000;
      while (!run.output().includes('RTDB server on')) {
        if (Date.now() > deadline) throw new Error(`the CLI did not start: ${run.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
      const put = await fetch(`http://127.0.0.1:${port}/cli.json`, { method: 'PUT', body: '{"ok":true}' });
      expect(put.status).toBe(200);
    } finally {
      run.child.kill('SIGTERM');
    }
    expect(await run.exited).toBe(0);
    expect(JSON.parse(readFileSync(data, 'utf8'))).toEqual({ cli: { ok: true } });
  });
});
