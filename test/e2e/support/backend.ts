// The local backend (our RTDB server with the real database.rules.json, and the Auth emulator) for
// one e2e run, on free ports, through the shared test helper test/support/backend.ts.
// E2E_RTDB_URL and E2E_AUTH_URL (both set) reuse backend servers that are already running instead,
// e.g. `npm run backend -- --rtdb-port P --auth-port Q` while iterating on one test.
import { PROJECT_ID, projectRules, startBackend } from '../../support/backend.ts';

export interface E2eBackend {
  rtdbUrl: string;
  authUrl: string;
  projectId: string;
  stop(): Promise<void>;
}

export async function startE2eBackend(): Promise<E2eBackend> {
  const { E2E_RTDB_URL: rtdbUrl, E2E_AUTH_URL: authUrl } = process.env;
  if (rtdbUrl && authUrl) {
    return { rtdbUrl, authUrl, projectId: process.env.E2E_PROJECT_ID ?? PROJECT_ID, stop: async () => undefined };
  }
  const backend = await startBackend({ rules: projectRules() });
  return { rtdbUrl: backend.rtdbUrl, authUrl: backend.authUrl, projectId: backend.projectId, stop: () => backend.stop() };
}
