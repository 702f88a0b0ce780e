// The public profiles this device holds (`users/{uid}`), as plain documents and by uid: what every
// screen that names or picks golfers reads.
import { useMemo } from 'react';
import { useUsers } from '../data/hooks/lists.ts';
import type { UserDoc } from '../data/types.ts';

export interface Profiles {
  profiles: UserDoc[];
  byId: ReadonlyMap<string, UserDoc>;
}

export function useProfiles(): Profiles {
  const { results } = useUsers();
  const byId = useMemo(() => new Map(results.map((p) => [p.id, p])), [results]);
  return { profiles: results, byId };
}
