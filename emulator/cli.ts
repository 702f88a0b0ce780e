// `npm run rtdb -- [--port 9000] [--host 127.0.0.1] [--rules database.rules.json|none] [--data FILE] [--project ID]
//   [--cors-origins ORIGIN,...] [--admin-origins ORIGIN,...] [--log-limit BYTES]`: the local Realtime Database
// server alone, until Ctrl-C.  --log-limit: fold the write log into the data file past this size.
import { listFlag, parseFlags, portFlag } from './args.ts';
import { readRulesFlag } from './rtdb-options.ts';
import { DEFAULT_PROJECT_ID, startRtdbServer } from './rtdb/index.ts';

try {
  const flags = parseFlags(process.argv.slice(2), ['port', 'host', 'rules', 'data', 'project', 'cors-origins', 'admin-origins', 'log-limit']);
  const logLimit = flags.get('log-limit');
  if (logLimit !== undefined && !(Number.isInteger(Number(logLimit)) && Number(logLimit) > 0)) throw new Error(`invalid --log-limit ${logLimit}`);
  const rulesFile = flags.get('rules') ?? 'database.rules.json';
  const dataFile = flags.get('data');
  const server = await startRtdbServer({
    port: portFlag(flags.get('port'), 9000),
    host: flags.get('host') ?? '127.0.0.1',
    rules: readRulesFlag(rulesFile),
    dataFile,
    projectId: flags.get('project') ?? DEFAULT_PROJECT_ID,
    corsOrigins: listFlag(flags.get('cors-origins')),
    adminOrigins: listFlag(flags.get('admin-origins')),
    logCompactBytes: logLimit === undefined ? undefined : Number(logLimit),
  });
  console.log(`RTDB server on ${server.url} (WebSocket ${server.url.replace('http', 'ws')}/.ws, REST ${server.url}/<path>.json)`);
  console.log(`  rules: ${rulesFile}, data: ${dataFile ?? 'in memory'}, admin token: "owner" (from scripts${flags.get('admin-origins') ? ` and ${flags.get('admin-origins')}` : ''})`);
  const stop = async () => {
    await server.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
} catch (err) {
  console.error(`rtdb: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
