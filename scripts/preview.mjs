// `npm run preview`: serve an existing production build (dist/, from `npm run build`) at
// http://localhost:4173 (PORT overrides), exactly as `npm start` serves it, without the backend.
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startStaticServer } from './static-server.mjs';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (!existsSync(join(dist, 'index.html'))) {
  console.error('No build in dist/: run `npm run build` first.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 4173);
const server = await startStaticServer({ root: dist, port });
console.log(`Serving dist/ at http://localhost:${port}  (Ctrl-C stops it)`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
