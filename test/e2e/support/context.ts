// What the e2e globalSetup hands to every e2e test file (Vitest provide/inject).
import { inject } from 'vitest';

export interface E2eContext {
  /** This run's scratch directory (removed at the end of the run), for extra builds or files. */
  runDir: string;
  /** The app built once for this run, pointing at the backend below (<runDir>/dist). */
  distDir: string;
  /** The bundled service worker source, for building a second version of the app (see makeSecondBuild). */
  swSrc: string;
  projectId: string;
  /** The local RTDB server, e.g. http://127.0.0.1:41234 (REST and WebSocket on one port). */
  rtdbUrl: string;
  /** The Firebase Auth emulator, e.g. http://127.0.0.1:41235 */
  authUrl: string;
  /** The API key baked into the build (any value works against the Auth emulator). */
  apiKey: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eContext;
  }
}

let explicit: E2eContext | undefined;

/** Outside Vitest (the bench), hands the harness the context that globalSetup would have provided. */
export function setE2eContext(context: E2eContext): void {
  explicit = context;
}

/** The run's shared context: inside e2e test files, or after setE2eContext. */
export const e2eContext = (): E2eContext => explicit ?? inject('e2e');
