// A Firebase app connected to the local Realtime Database server as `uid`, for the sync benches (Node
// and the Chromium page): each call is its own app, so several golfers can be connected at once.
import { deleteApp, initializeApp } from 'firebase/app';
import { connectDatabaseEmulator, getDatabase, goOffline, type Database } from 'firebase/database';

let apps = 0;

export function benchClient(port: number, projectId: string, uid: string): { db: Database; signedIn(): boolean; close(): Promise<void> } {
  const app = initializeApp({ apiKey: 'bench', projectId, databaseURL: `http://127.0.0.1:${port}?ns=${projectId}` }, `bench-${uid}-${++apps}`);
  const db = getDatabase(app);
  // The SDK's mock token defaults to iat 0 / exp 3600 (1970), which the server refuses as expired.
  const iat = Math.floor(Date.now() / 1000);
  connectDatabaseEmulator(db, '127.0.0.1', port, { mockUserToken: { sub: uid, user_id: uid, iat, exp: iat + 3600 } });
  return {
    db,
    // The mock token acts for `uid` for the hour it is valid, longer than any bench.
    signedIn: () => true,
    async close() {
      goOffline(db);
      await deleteApp(app);
    },
  };
}
