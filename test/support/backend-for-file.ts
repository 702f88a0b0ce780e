// The backend of one integration test file, set up the way every such file needs it: our RTDB server
// on a free port with the project's database.rules.json (unless `rules` says otherwise), and the run's
// Auth emulator (test/support/integration-global-setup.ts). Started before the file's first test,
// stopped after its last, with every client it made.
//
//   const backend = backendForFile();                    // at the top of the file
//   beforeAll(() => backend.rtdb.setData('admins/x', true)); // hooks and tests use it like any Backend
import { afterAll, beforeAll } from 'vitest';
import { injectedAuthUrl, projectRules, startBackend, type Backend, type BackendOptions } from './backend.ts';

/**
 * Registers the file's beforeAll and afterAll and returns the backend they start and stop. It is there
 * from the first beforeAll on: a file's own hooks, registered after this call, already see it.
 */
export function backendForFile(options: Omit<BackendOptions, 'authUrl'> = {}): Backend {
  let started: Backend | undefined;
  beforeAll(async () => {
    started = await startBackend({ rules: projectRules(), ...options, authUrl: await injectedAuthUrl() });
  });
  afterAll(async () => {
    const backend = started;
    started = undefined;
    await backend?.stop();
  });
  const current = (): Backend => {
    if (!started) throw new Error("The file's backend runs from its beforeAll to its afterAll: use it inside a hook or a test.");
    return started;
  };
  return {
    get rtdb() {
      return current().rtdb;
    },
    get rtdbUrl() {
      return current().rtdbUrl;
    },
    get authUrl() {
      return current().authUrl;
    },
    get projectId() {
      return current().projectId;
    },
    createUser: (email, password) => current().createUser(email, password),
    client: (user) => current().client(user),
    async stop() {
      const backend = current();
      started = undefined;
      await backend.stop();
    },
  };
}
