// `npm run migrate`: brings a database written by the previous app version up to this one (see
// scripts/migrate/plan.ts for what changes). One-off, with the admin token, over REST:
//   npm run migrate -- --url http://127.0.0.1:9000 --token owner            (the local server)
//   npm run migrate -- --url https://<db>.firebasedatabase.app --token "$(gcloud auth print-access-token)"
// Run it once, after deploying the new rules and before the new app reaches golfers. It is safe to
// run again (a second run writes feed entries and nothing else of substance).
import { pathToFileURL } from 'node:url';
import { RTDB_PATHS, type CollectionName } from '../schemas/index.ts';
import { chunkUpdates, migrationUpdates, type OldData } from './migrate/plan.ts';

/** Paths per PATCH: far below the service's limits, and each one atomic. */
const PATHS_PER_PATCH = 2_000;

export interface MigrateOptions {
  url: string;
  token: string;
  log?: (line: string) => void;
}

async function rest(options: MigrateOptions, method: 'GET' | 'PATCH', path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${options.url.replace(/\/$/, '')}/${path}.json`, {
    method,
    headers: { Authorization: `Bearer ${options.token}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${method} /${path}: ${res.status} ${await res.text()}`);
  return res.json();
}

export async function migrate(options: MigrateOptions): Promise<{ paths: number; patches: number }> {
  const log = options.log ?? (() => {});
  const old: OldData = {};
  for (const name of Object.keys(RTDB_PATHS) as CollectionName[]) {
    old[name] = (await rest(options, 'GET', RTDB_PATHS[name])) as OldData[CollectionName];
    log(`read ${RTDB_PATHS[name]}: ${Object.keys(old[name] ?? {}).length} documents`);
  }
  const updates = await migrationUpdates(old);
  const chunks = chunkUpdates(updates, PATHS_PER_PATCH);
  for (const [i, chunk] of chunks.entries()) {
    await rest(options, 'PATCH', '', chunk);
    log(`patch ${i + 1}/${chunks.length}`);
  }
  return { paths: Object.keys(updates).length, patches: chunks.length };
}

function argument(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const url = argument('url') ?? process.env.RTDB_URL;
  const token = argument('token') ?? process.env.RTDB_ADMIN_TOKEN;
  if (!url || !token) {
    console.error('usage: npm run migrate -- --url <database URL> --token <admin token>  (or RTDB_URL, RTDB_ADMIN_TOKEN)');
    process.exit(2);
  }
  const { paths, patches } = await migrate({ url, token, log: (l) => console.log(l) });
  console.log(`migrated: ${paths} paths in ${patches} updates`);
}
