// The local backend for tests: the Auth emulator and our RTDB server on free ports, test users made
// through the emulator's REST API, and firebase SDK clients (one named app each) signed in as them.
//
//   const backend = await startBackend({ rules: projectRules() }); // a test file: backendForFile()
//   const alice = await backend.createUser();            // { uid, email, password, idToken }
//   const client = await backend.client(alice);          // { db, auth, uid, close() } signed in as alice
//   backend.rtdb.setData('admins/x', true);              // admin writes, no rules
//   await backend.stop();                                // closes every client it made and the servers
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { connectAuthEmulator, getAuth, signInWithEmailAndPassword, type Auth } from 'firebase/auth';
import { connectDatabaseEmulator, getDatabase, goOffline, type Database } from 'firebase/database';
import { readFileSync } from 'node:fs';
import { startAuthEmulator, type AuthEmulator } from '../../emulator/auth-emulator.ts';
import { freePort } from '../../emulator/free-port.ts';
import { startRtdbServer, type RtdbServer, type RtdbServerOptions, type RulesOption } from '../../emulator/rtdb/index.ts';

export const PROJECT_ID = 'demo-handicap-down';

export { freePort };

/** The project's rules (database.rules.json at the repository root), for `startBackend({ rules: projectRules() })`. */
export const projectRules = (): string => readFileSync(new URL('../../database.rules.json', import.meta.url), 'utf8');

/** The Auth emulator on free ports (it takes about 25 s to start: share one per run). */
export async function startTestAuthEmulator(): Promise<AuthEmulator> {
  const [port, hubPort, loggingPort] = [await freePort(), await freePort(), await freePort()];
  return startAuthEmulator({ port, hubPort, loggingPort, projectId: PROJECT_ID });
}

/** The Auth emulator URL the integration project's globalSetup started (test/support/integration-global-setup.ts). */
export async function injectedAuthUrl(): Promise<string> {
  const { inject } = await import('vitest');
  return `http://127.0.0.1:${inject('authEmulatorPort')}`;
}

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

let userCounter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++userCounter}@example.com`;

/** Signs a user up through the emulator's REST API. */
export async function createTestUser(authUrl: string, email = uniqueEmail(), password = 'password-123'): Promise<TestUser> {
  const res = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=any`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await res.json()) as { localId?: string; idToken?: string; error?: { message: string } };
  if (!res.ok || !body.localId || !body.idToken) throw new Error(`signUp ${email} failed: ${res.status} ${body.error?.message ?? ''}`);
  return { uid: body.localId, email, password, idToken: body.idToken };
}

export interface TestClient {
  app: FirebaseApp;
  db: Database;
  auth: Auth;
  /** The signed-in user's uid, null for an unauthenticated client. */
  uid: string | null;
  /** Whether the client's Auth still has `uid` signed in (the sync engine's `signedIn`). */
  signedIn(): boolean;
  close(): Promise<void>;
}

let appCounter = 0;

/** A firebase app of its own (unique name) on the RTDB server, signed in as `user` when given. */
export async function connectClient(options: { rtdbPort: number; authUrl?: string; user?: Pick<TestUser, 'email' | 'password'> }): Promise<TestClient> {
  const app = initializeApp(
    { apiKey: 'demo-api-key', projectId: PROJECT_ID, databaseURL: `http://127.0.0.1:${options.rtdbPort}?ns=${PROJECT_ID}` },
    `test-client-${process.pid}-${++appCounter}`,
  );
  const auth = getAuth(app);
  if (options.authUrl) connectAuthEmulator(auth, options.authUrl, { disableWarnings: true });
  const db = getDatabase(app, `http://127.0.0.1:${options.rtdbPort}?ns=${PROJECT_ID}`);
  connectDatabaseEmulator(db, '127.0.0.1', options.rtdbPort);
  let uid: string | null = null;
  let closed = false;
  if (options.user) {
    if (!options.authUrl) throw new Error('connectClient: signing in needs authUrl');
    uid = (await signInWithEmailAndPassword(auth, options.user.email, options.user.password)).user.uid;
  }
  return {
    app,
    db,
    auth,
    uid,
    signedIn: () => uid !== null && auth.currentUser?.uid === uid,
    async close() {
      if (closed) return;
      closed = true;
      goOffline(db);
      await deleteApp(app);
    },
  };
}

export interface Backend {
  rtdb: RtdbServer;
  rtdbUrl: string;
  authUrl: string;
  projectId: string;
  createUser(email?: string, password?: string): Promise<TestUser>;
  /** A client signed in as `user` (or unauthenticated); closed by stop(). */
  client(user?: Pick<TestUser, 'email' | 'password'>): Promise<TestClient>;
  stop(): Promise<void>;
}

export interface BackendOptions extends Omit<RtdbServerOptions, 'rules'> {
  /** Rules JSON text or object, 'allow-all' (default), or an engine. */
  rules?: RulesOption;
  /** Use this running Auth emulator; without it, one is started (and stopped by stop()). */
  authUrl?: string;
}

export async function startBackend(options: BackendOptions = {}): Promise<Backend> {
  const { authUrl: givenAuthUrl, ...rtdbOptions } = options;
  const ownAuth = givenAuthUrl ? null : await startTestAuthEmulator();
  const authUrl = givenAuthUrl ?? (ownAuth as AuthEmulator).url;
  const rtdb = await startRtdbServer({ port: 0, projectId: PROJECT_ID, log: () => {}, ...rtdbOptions });
  const clients: TestClient[] = [];
  return {
    rtdb,
    get rtdbUrl() {
      return rtdb.url;
    },
    authUrl,
    projectId: PROJECT_ID,
    createUser: (email, password) => createTestUser(authUrl, email, password),
    async client(user) {
      const c = await connectClient({ rtdbPort: rtdb.port, authUrl, user });
      clients.push(c);
      return c;
    },
    async stop() {
      await Promise.all(clients.map((c) => c.close().catch(() => undefined)));
      await rtdb.stop();
      await ownAuth?.stop();
    },
  };
}
