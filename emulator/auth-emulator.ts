// Starts the Firebase Auth emulator (firebase-tools) as its own process group, waits until it answers,
// and stops the whole group (firebase-tools runs child processes of its own).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export const AUTH_PROJECT_ID = 'demo-handicap-down';

export interface AuthEmulatorOptions {
  host?: string;
  port: number;
  /** The emulator hub and logging ports firebase-tools always opens; pass free ones to run beside another instance. */
  hubPort?: number;
  loggingPort?: number;
  projectId?: string;
  /** Milliseconds to wait until the emulator answers. */
  timeoutMs?: number;
  /** Receives the emulator's output lines (default: dropped). */
  onOutput?: (line: string) => void;
}

export interface AuthEmulator {
  readonly host: string;
  readonly port: number;
  /** `http://host:port`, for connectAuthEmulator and the REST API. */
  readonly url: string;
  readonly projectId: string;
  stop(): Promise<void>;
}

const firebaseBin = () => join(dirname(createRequire(import.meta.url).resolve('firebase-tools/package.json')), 'lib/bin/firebase.js');

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await res.arrayBuffer();
    return true;
  } catch {
    return false;
  }
}

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

export async function startAuthEmulator(options: AuthEmulatorOptions): Promise<AuthEmulator> {
  const host = options.host ?? '127.0.0.1';
  const projectId = options.projectId ?? AUTH_PROJECT_ID;
  const dir = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  const emulators: Record<string, unknown> = { auth: { host, port: options.port }, ui: { enabled: false }, singleProjectMode: true };
  if (options.hubPort) emulators.hub = { host, port: options.hubPort };
  if (options.loggingPort) emulators.logging = { host, port: options.loggingPort };
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify({ emulators }, null, 2));

  const child = spawn(process.execPath, [firebaseBin(), 'emulators:start', '--only', 'auth', '--project', projectId, '--config', join(dir, 'firebase.json')], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1', FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  });
  const output: string[] = [];
  const onData = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      output.push(line);
      if (output.length > 200) output.shift();
      options.onOutput?.(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    killGroup(child, 'SIGTERM');
    const killer = setTimeout(() => killGroup(child, 'SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
    // Helpers of firebase-tools may outlive the leader; they share its group.
    killGroup(child, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };

  const url = `http://${host}:${options.port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 90_000);
  while (!(await answers(url))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`The Auth emulator did not start on ${url}:\n${output.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return { host, port: options.port, url, projectId, stop };
}
