// The one Firebase app of the page, its Auth and its Realtime Database, configured from VITE_FIREBASE_*
// (docs/ARCHITECTURE.md, "Configuration"). Created on first use so that modules importing this file
// stay cheap to load in tests.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';
import { connectDatabaseEmulator, forceWebSockets, getDatabase, type Database } from 'firebase/database';

export interface FirebaseServices {
  app: FirebaseApp;
  auth: Auth;
  db: Database;
}

/** An env variable as a string, or undefined when unset or empty (empty overrides .env in a real build). */
function env(name: string): string | undefined {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** "127.0.0.1:9000" -> host and port; throws on anything else so a typo fails loudly at start. */
export function parseHostPort(value: string): { host: string; port: number } {
  const match = /^(.+):(\d{1,5})$/.exec(value);
  if (!match?.[1] || !match[2]) throw new Error(`Expected host:port, got "${value}"`);
  return { host: match[1], port: Number(match[2]) };
}

let services: FirebaseServices | null = null;

export function getFirebase(): FirebaseServices {
  if (services) return services;
  const app = initializeApp({
    apiKey: env('VITE_FIREBASE_API_KEY'),
    authDomain: env('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: env('VITE_FIREBASE_PROJECT_ID'),
    databaseURL: env('VITE_FIREBASE_DATABASE_URL'),
    appId: env('VITE_FIREBASE_APP_ID'),
  });
  // IndexedDB first (survives reloads offline and is shared with the service worker's origin), local
  // storage as the fallback where IndexedDB is unavailable. No popup/redirect resolver: the app signs in
  // with e-mail and password only, which keeps the sign-in iframe code out of the bundle.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  const db = getDatabase(app);

  const authEmulator = env('VITE_FIREBASE_AUTH_EMULATOR_URL');
  if (authEmulator) connectAuthEmulator(auth, authEmulator, { disableWarnings: true });
  const dbEmulator = env('VITE_FIREBASE_DATABASE_EMULATOR_HOST');
  if (dbEmulator) {
    // After one failed WebSocket attempt (any time the phone was offline) the SDK remembers the failure
    // in localStorage and starts with long polling, which our local RTDB server does not speak: it would
    // never reconnect. Real Firebase does speak it, so this applies to the local backend only.
    forceWebSockets();
    const { host, port } = parseHostPort(dbEmulator);
    connectDatabaseEmulator(db, host, port);
  }
  services = { app, auth, db };
  return services;
}
