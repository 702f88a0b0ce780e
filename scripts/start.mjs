// `npm start`: build the app for production (with .env's local backend configuration), start the
// local backend (`npm run backend`), and serve dist/ at http://localhost:4173 (PORT overrides) with
// the service worker active. Ctrl-C stops everything.
// RTDB_PORT and AUTH_PORT move the local backend off 9000/9099 (the build then points at them).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const rtdbPort = process.env.RTDB_PORT;
const authPort = process.env.AUTH_PORT;
const BACKEND_READY = 'Local backend ready';
const BACKEND_WAIT_MS = 120_000;
const children = new Set();
let stopping = false;
let server;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
      // Each child leads its own process group: this also stops what it started (the emulators).
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  }
  await server?.close();
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

function spawnNpm(args, env = process.env, stdout = 'inherit') {
  const child = spawn('npm', args, { cwd: root, env, stdio: ['ignore', stdout, 'inherit'], detached: true });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Starts `npm run backend`; resolves when it says it is ready (or after a while, so the app still starts). */
function startBackend() {
  const args = ['run', '--silent', 'backend'];
  // The app's own origins get CORS headers from the RTDB server's REST face; other pages do not.
  const appOrigins = [`http://localhost:${port}`, `http://127.0.0.1:${port}`].join(',');
  const extra = [...(rtdbPort ? ['--rtdb-port', rtdbPort] : []), ...(authPort ? ['--auth-port', authPort] : []), '--cors-origins', appOrigins];
  args.push('--', ...extra);
  const child = spawnNpm(args, process.env, 'pipe');
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`The local backend stopped (${signal ?? code}).`);
    void stop(1);
  });
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      console.warn(`The local backend has not said it is ready after ${BACKEND_WAIT_MS / 1000} s; serving the app anyway.`);
      resolve();
    }, BACKEND_WAIT_MS);
    createInterface({ input: child.stdout }).on('line', (line) => {
      console.log(`[backend] ${line}`);
      if (line.includes(BACKEND_READY)) {
        clearTimeout(timer);
        resolve();
      }
    });
  });
}

function build() {
  // Variables in the environment win over .env in Vite: only the moved ports are overridden.
  const env = { ...process.env };
  if (rtdbPort) {
    const projectId = /VITE_FIREBASE_PROJECT_ID=(.*)/.exec(readFileSync(join(root, '.env'), 'utf8'))?.[1]?.trim() ?? 'demo-handicap-down';
    env.VITE_FIREBASE_DATABASE_URL = `http://127.0.0.1:${rtdbPort}?ns=${projectId}`;
    env.VITE_FIREBASE_DATABASE_EMULATOR_HOST = `127.0.0.1:${rtdbPort}`;
  }
  if (authPort) env.VITE_FIREBASE_AUTH_EMULATOR_URL = `http://127.0.0.1:${authPort}`;
  const child = spawnNpm(['run', 'build'], env);
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts ?? {};
let backendReady = Promise.resolve();
if (scripts.backend) {
  // The backend starts while the app builds: the Auth emulator alone takes about 25 s.
  backendReady = startBackend();
} else {
  console.warn('No `npm run backend` script in package.json: the app starts without its local backend.');
}

if ((await build()) !== 0) {
  console.error('The build failed.');
  await stop(1);
}
await backendReady;
if (!stopping) {
  server = await startStaticServer({ root: join(root, 'dist'), port });
  console.log(`\n  Handicap Down! is running at http://localhost:${port}  (Ctrl-C stops it)\n`);
}
