// `npm start`: build the app for production (with .env's local backend configuration), start the
// local backend (`npm run backend`), and serve dist/ at http://localhost:4173 (PORT overrides) with
// the service worker active. Ctrl-C stops everything.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT ?? 4173);
const children = [];

function run(args, name) {
  // Own process group, so stopping it also stops what it started (the Auth emulator's Java-free Node process).
  const child = spawn('npm', args, { cwd: root, stdio: 'inherit', detached: true });
  children.push(child);
  child.on('exit', (code, signal) => {
    children.splice(children.indexOf(child), 1);
    if (!stopping && name === 'backend') {
      console.error(`The local backend stopped (${signal ?? code}).`);
      void stop(1);
    }
  });
  return child;
}

let stopping = false;
let server;
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    try {
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

const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts ?? {};
if (scripts.backend) {
  // The backend starts while the app builds; both take a few seconds.
  run(['run', 'backend'], 'backend');
} else {
  console.warn('No `npm run backend` script in package.json: the app will start without its local backend.');
}

const build = run(['run', 'build'], 'build');
const buildCode = await new Promise((ok) => build.on('exit', (code) => ok(code ?? 1)));
if (buildCode !== 0) {
  console.error('The build failed.');
  await stop(1);
}

server = await startStaticServer({ root: join(root, 'dist'), port });
console.log(`\n  Handicap Down! is running at http://localhost:${port}  (Ctrl-C stops it)\n`);
