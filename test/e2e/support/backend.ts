// The local backend (our RTDB server and the Auth emulator) for one e2e run, on free ports.
// E2E_RTDB_URL and E2E_AUTH_URL (both set) reuse backend servers that are already running instead,
// e.g. `npm run backend` while iterating on one test.
export interface E2eBackend {
  rtdbUrl: string;
  authUrl: string;
  projectId: string;
  stop(): Promise<void>;
}

const LOCAL_PROJECT_ID = 'demo-handicap-down';

export async function startE2eBackend(): Promise<E2eBackend> {
  const { E2E_RTDB_URL: rtdbUrl, E2E_AUTH_URL: authUrl } = process.env;
  if (rtdbUrl && authUrl) {
    return { rtdbUrl, authUrl, projectId: process.env.E2E_PROJECT_ID ?? LOCAL_PROJECT_ID, stop: async () => undefined };
  }
  throw new Error('No local backend helper (test/support/backend.ts) yet: set E2E_RTDB_URL and E2E_AUTH_URL');
}
