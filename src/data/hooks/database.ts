// The database of the signed-in user, provided by the app shell through RxDB's own provider.
import { useRxDatabase } from 'rxdb/plugins/react';
import type { GolfDatabase } from '../types.ts';

export { RxDatabaseProvider as GolfDatabaseProvider } from 'rxdb/plugins/react';

/** The current user's database; throws outside <GolfDatabaseProvider>. */
export function useGolfDatabase(): GolfDatabase {
  return useRxDatabase() as GolfDatabase;
}
