// A fresh local database for every test of a file that renders React (fixtures.ts's freshDatabase plus
// what rendering needs): opened before each test; after it, the rendered trees are unmounted first,
// then the database is removed. `wrapper` provides the database to the hooks and components rendered.
import { cleanup } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach } from 'vitest';
import { GolfDatabaseProvider, type GolfDatabase } from '../../../src/data/index.ts';
import { dispose, freshDatabase } from './fixtures.ts';

export interface RenderedDatabase {
  /** The current test's database (opened in beforeEach: use it inside a test or a hook). */
  readonly db: GolfDatabase;
  wrapper: (props: { children: ReactNode }) => ReactNode;
}

export function renderedDatabasePerTest(): RenderedDatabase {
  let db: GolfDatabase | undefined;
  beforeEach(async () => {
    db = await freshDatabase();
  });
  afterEach(async () => {
    cleanup();
    await dispose(db);
    db = undefined;
  });
  const local: RenderedDatabase = {
    get db() {
      if (!db) throw new Error('The test database opens in beforeEach: use it inside a test.');
      return db;
    },
    wrapper: ({ children }) => <GolfDatabaseProvider database={local.db}>{children}</GolfDatabaseProvider>,
  };
  return local;
}
