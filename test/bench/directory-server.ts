// One database of the directory bench in a process of its own (directory.bench.ts forks it), as a real
// server runs apart from its clients: the bench process then holds only the devices, and neither
// database's memory weighs on the other's figures. Started with the size as JSON in argv; says
// { port, seedMs } once seeded, and answers 'bytes' with the bytes sent so far.
import { readFileSync } from 'node:fs';
import { startRtdbServer } from '../../emulator/rtdb/index.ts';
import { seedDirectory, type DirectorySize } from './directory-seed.ts';
import { PROJECT_ID } from './sync-seed.ts';

const size = JSON.parse(process.argv[2] ?? '{}') as DirectorySize;
const rules = readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');
const server = await startRtdbServer({ port: 0, projectId: PROJECT_ID, rules, log: () => {} });
const seedMs = seedDirectory(server, size);
process.on('message', (m: unknown) => {
  if (m === 'bytes') process.send?.({ bytes: server.bytesSent() });
  if (m === 'stop') void server.stop().then(() => process.exit(0));
});
process.send?.({ port: server.port, seedMs });
