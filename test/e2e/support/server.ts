// Serves the run's build (or another directory) on a free port, with SPA fallback.
import { startStaticServer, type StaticServer } from '../../../scripts/static-server.mjs';
import { e2eContext } from './context.ts';

export type { StaticServer };

/** Starts a static server for `dir` (default: this run's build). Close it in afterAll. */
export function serveApp(dir: string = e2eContext().distDir): Promise<StaticServer> {
  return startStaticServer({ root: dir, port: 0, host: '127.0.0.1' });
}
