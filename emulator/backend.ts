// `npm run backend -- [--data .data/rtdb.json|none] [--rules database.rules.json|none] [--cors-origins O,...]
// [--admin-origins O,...]`: our RTDB server on 127.0.0.1:9000 and the Firebase Auth emulator on 127.0.0.1:9099
// (project demo-handicap-down), waits until both answer, and stops both on Ctrl-C or SIGTERM.
import { listFlag, parseFlags, portFlag } from './args.ts';
import { AUTH_PROJECT_ID, startAuthEmulator, type AuthEmulator } from './auth-emulator.ts';
import { freePort } from './free-port.ts';
import { readRulesFlag } from './rtdb-options.ts';
import { startRtdbServer, type RtdbServer } from './rtdb/index.ts';

let rtdb: RtdbServer | null = null;
let auth: AuthEmulator | null = null;
let stopping = false;

async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled([rtdb?.stop(), auth?.stop()]);
  process.exit(code);
}
process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

try {
  const flags = parseFlags(process.argv.slice(2), ['data', 'rules', 'rtdb-port', 'auth-port', 'cors-origins', 'admin-origins']);
  const data = flags.get('data') ?? '.data/rtdb.json';
  const rulesFile = flags.get('rules') ?? 'database.rules.json';
  const rules = readRulesFlag(rulesFile);
  rtdb = await startRtdbServer({
    port: portFlag(flags.get('rtdb-port'), 9000),
    rules,
    dataFile: data === 'none' ? undefined : data,
    projectId: AUTH_PROJECT_ID,
    corsOrigins: listFlag(flags.get('cors-origins')),
    adminOrigins: listFlag(flags.get('admin-origins')),
  });
  const res = await fetch(`${rtdb.url}/.json?shallow=true`, { headers: { authorization: 'Bearer owner' } });
  if (!res.ok) throw new Error(`the RTDB server does not answer: ${res.status}`);
  console.log(`RTDB  ${rtdb.url} (rules: ${rulesFile}, data: ${data})`);
  console.log('Auth  starting the Firebase Auth emulator (about 25 s)...');
  // The emulator hub and logging ports are of no use here: free ones avoid clashing with test runs.
  auth = await startAuthEmulator({
    port: portFlag(flags.get('auth-port'), 9099),
    hubPort: await freePort(),
    loggingPort: await freePort(),
    projectId: AUTH_PROJECT_ID,
  });
  console.log(`Auth  ${auth.url} (project ${auth.projectId})`);
  console.log('Local backend ready. Ctrl-C stops it.');
} catch (err) {
  console.error(`backend: ${err instanceof Error ? err.message : String(err)}`);
  await stop(1);
}
