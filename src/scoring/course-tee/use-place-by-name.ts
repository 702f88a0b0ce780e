// A place name typed in the course search turned into a position (docs/ARCHITECTURE.md, "Course
// directory"): the OpenStreetMap (Overpass) server this device asks for imports finds towns and villages of
// that name, and the first one found is where the directory's search near a place starts. Only when the
// golfer asks (a button): each lookup is a request to a shared public server.
import { useCallback, useRef, useState } from 'react';
import type { OsmPlace } from '../../domain/course-import/osm/index.ts';
import { createOverpassClient, loadOverpassSettings, OverpassError, type OverpassClient } from '../../osm/index.ts';

export type PlaceLookup =
  | { status: 'idle' }
  | { status: 'looking'; text: string }
  | { status: 'found'; text: string; place: OsmPlace }
  /** The server knows no town or village of that name. */
  | { status: 'none'; text: string }
  /**
   * `overpass`: the server's own failure (busy, offline, timeout...), whose message already says what to
   * do in the golfer's language; otherwise an unexpected error, its message as it came.
   */
  | { status: 'failed'; text: string; message: string; overpass: boolean };

export type PlaceClient = Pick<OverpassClient, 'search'>;

/** The client of the server set for this device, read at each lookup so a changed setting applies. */
const settingsClient = (): PlaceClient => createOverpassClient({ baseUrl: loadOverpassSettings().baseUrl });

/**
 * The first place the server finds named `text`, or null when it finds none. The client reads a few more
 * ways of typing coordinates than the course search does ("52.3; 4.8"): then `from` is that position.
 */
export async function findPlace(client: PlaceClient, text: string): Promise<OsmPlace | null> {
  const { places, from } = await client.search(text.trim());
  return places[0] ?? (from ? { name: text.trim(), centre: from } : null);
}

export interface PlaceByName {
  lookup: PlaceLookup;
  /** Looks `text` up; a later call (or `clear`) makes an earlier answer be ignored. */
  find(text: string): Promise<void>;
  clear(): void;
}

export function usePlaceByName(client: () => PlaceClient = settingsClient): PlaceByName {
  const [lookup, setLookup] = useState<PlaceLookup>({ status: 'idle' });
  // The lookup whose answer is wanted: typing on, or asking again, leaves an older answer unused.
  const latest = useRef(0);

  const find = useCallback(
    async (text: string) => {
      const mine = ++latest.current;
      setLookup({ status: 'looking', text });
      let next: PlaceLookup;
      try {
        const place = await findPlace(client(), text);
        next = place ? { status: 'found', text, place } : { status: 'none', text };
      } catch (err) {
        next = { status: 'failed', text, message: err instanceof Error ? err.message : String(err), overpass: err instanceof OverpassError };
      }
      if (mine === latest.current) setLookup(next);
    },
    [client],
  );

  const clear = useCallback(() => {
    latest.current++;
    setLookup({ status: 'idle' });
  }, []);

  return { lookup, find, clear };
}
