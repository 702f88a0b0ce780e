// Migration strategies of the local collections whose schema version moved (RxDB runs them when a
// database written by an older app version is opened). Each key is the version a document reaches.
// The server copy is migrated by `npm run migrate` (scripts/migrate.ts); the sync then pulls it.
import type { MigrationStrategies } from 'rxdb';
import type { CollectionName } from '../../schemas/index.ts';
import { fitCourse } from './course-limits.ts';

type Plain = Record<string, unknown>;

/** userId -> 1 for every listed player of a tournament (undefined when there are none). */
export function tournamentPlayerIds(players: readonly { userId: string }[] | undefined): Record<string, 1> | undefined {
  const ids = (players ?? []).map((p) => p.userId).filter((id) => id !== '');
  return ids.length > 0 ? Object.fromEntries(ids.map((id) => [id, 1 as const])) : undefined;
}

/** One step: a plain document of the previous version in, the next version's out (pure, synchronous). */
type MigrationStep = (doc: Plain) => Plain;

/** The steps by collection and by the version a document reaches; shared by RxDB's local migration
 * and the import of an export file written by an earlier version (src/data/transfer). */
export const documentMigrations: Partial<Record<CollectionName, Record<number, MigrationStep>>> = {
  courses: {
    // Version 1 bounded a course's size: an older, bigger course keeps what fits.
    1: fitCourse,
    // Version 2 only added the optional nines' ratings and `osmElement`.
    2: (doc: Plain) => doc,
  },
  users: {
    // The e-mail address left the public profile; the private copy arrives with userData's pull.
    1: (doc: Plain) => {
      const { email: _email, ...rest } = doc;
      return rest;
    },
    // Version 2 only added the optional directory search keys `nameSort` and `lastNameSort` (the sync
    // pull recomputes them from the names: docs/ARCHITECTURE.md, "Course directory").
    2: (doc: Plain) => doc,
  },
  userdata: {
    // Version 1 only added the optional `email` and `handicapSource`.
    1: (doc: Plain) => doc,
    // Version 2 only added the optional `units` and `language`.
    2: (doc: Plain) => doc,
    // Version 3 only added the optional kept sets `savedCourses` and `savedGolfers`.
    3: (doc: Plain) => doc,
  },
  matches: {
    // Version 1 only added the optional `sides` map; older matches keep their consecutive pairs.
    1: (doc: Plain) => doc,
    // Version 2 only added the optional `markerId`; an older match's marker is its creator.
    2: (doc: Plain) => doc,
    // Version 3 only added the optional `games` (skins and the Nassau); an older match plays none.
    3: (doc: Plain) => doc,
  },
  scorecards: {
    // Version 1 only added the optional `acceptedAt`, `confirmedAt` and holes' `disputed`: a card
    // someone else created before is an invitation until its player accepts it.
    1: (doc: Plain) => doc,
  },
  shotmarks: {
    // Version 1 only added the optional `lie` of a mark.
    1: (doc: Plain) => doc,
  },
  tournaments: {
    1: (doc: Plain) => {
      const playerIds = tournamentPlayerIds(doc.players as { userId: string }[] | undefined);
      return playerIds ? { ...doc, playerIds } : doc;
    },
  },
};

/** The same steps in RxDB's form (its strategies also receive the collection, which ours never need). */
export const migrationStrategies: Partial<Record<CollectionName, MigrationStrategies>> = Object.fromEntries(
  Object.entries(documentMigrations).map(([name, steps]) => [
    name,
    Object.fromEntries(Object.entries(steps).map(([v, step]) => [v, (doc: Plain) => step(doc)])),
  ]),
);
