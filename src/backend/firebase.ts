// The Realtime Database of the page's Firebase app (src/backend/firebase-app.ts), with the app and its Auth.
// Only code that talks to the database imports this file; it is loaded on demand (the sync engine, the
// admin watcher, sign-up, the admin pages), so the database SDK stays out of the sign-in pages' download.
import { connectDatabaseEmulator, forceWebSockets, getDatabase, type Database } from 'firebase/database';
import { env, getFirebaseAuth, type FirebaseAuthServices } from './firebase-app.ts';

export interface FirebaseServices extends FirebaseAuthServices {
  db: Database;
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
  const { app, auth } = getFirebaseAuth();
  const db = getDatabase(app);
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
