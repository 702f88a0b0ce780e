// The one Firebase app of the page and its Auth, configured from VITE_FIREBASE_* (docs/ARCHITECTURE.md,
// "Configuration"). Kept apart from the Realtime Database (src/backend/firebase.ts) so that the sign-in
// pages, which need Auth only, load none of the database SDK. Created on first use so that modules
// importing this file stay cheap to load in tests.
import { initializeApp, type FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from 'firebase/auth';

export interface FirebaseAuthServices {
  app: FirebaseApp;
  auth: Auth;
}

/** An env variable as a string, or undefined when unset or empty (empty overrides .env in a real build). */
export function env(name: string): string | undefined {
  const value: unknown = import.meta.env[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

let services: FirebaseAuthServices | null = null;

export function getFirebaseAuth(): FirebaseAuthServices {
  if (services) return services;
  const app = initializeApp({
    apiKey: env('VITE_FIREBASE_API_KEY'),
    authDomain: env('VITE_FIREBASE_AUTH_DOMAIN'),
    projectId: env('VITE_FIREBASE_PROJECT_ID'),
    databaseURL: env('VITE_FIREBASE_DATABASE_URL'),
    appId: env('VITE_FIREBASE_APP_ID'),
  });
  // IndexedDB first (survives reloads offline and is shared with the service worker's origin), local
  // storage as the fallback where IndexedDB is unavailable. No popup/redirect resolver here: Google
  // sign-in passes it with each call from src/auth/account/google.ts, which is loaded only on demand.
  const auth = initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  const authEmulator = env('VITE_FIREBASE_AUTH_EMULATOR_URL');
  if (authEmulator) connectAuthEmulator(auth, authEmulator, { disableWarnings: true });
  services = { app, auth };
  return services;
}
