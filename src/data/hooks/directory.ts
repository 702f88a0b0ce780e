// The directory searches as the screens use them (docs/ARCHITECTURE.md, "Course directory"): the search
// the session's sync engine offers (null while it does not run), and one search kept in step with what
// the golfer types: a moment after the last key, the newest answer only, and what went wrong in words.
import { createContext, useContext, useEffect, useState } from 'react';
import { DirectoryUnreachableError, type DirectorySearch } from '../directory.ts';

/** Provided by the session (src/session/SessionProvider.tsx) from its sync engine. */
export const DirectoryContext = createContext<DirectorySearch | null>(null);

export function useDirectory(): DirectorySearch | null {
  return useContext(DirectoryContext);
}

/** How long typing must pause before the server is asked. */
const TYPING_PAUSE_MS = 250;

export type ServerSearch<T> =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'found'; results: T[] }
  /** No connection (or the server did not answer): the screen shows what the phone has. */
  | { status: 'unreachable' }
  | { status: 'failed'; message: string };

/**
 * Runs `search` on the directory for `key` (null: nothing to ask), again whenever `key` changes; the
 * screen passes a `search` that stays the same for a key.
 */
export function useServerSearch<T>(key: string | null, search: (directory: DirectorySearch) => Promise<T[]>): ServerSearch<T> {
  const directory = useDirectory();
  const [state, setState] = useState<{ key: string | null; result: ServerSearch<T> }>({ key: null, result: { status: 'idle' } });
  // Bumped when the connection comes back after a search found the server unreachable: it asks again.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (key === null) return;
    let live = true;
    const unreachable = () => {
      setState({ key, result: { status: 'unreachable' } });
      directory?.whenOnline().then(
        () => live && setAttempt((n) => n + 1),
        () => undefined,
      );
    };
    const timer = setTimeout(() => {
      if (!directory) {
        unreachable();
        return;
      }
      search(directory).then(
        (results) => live && setState({ key, result: { status: 'found', results } }),
        (err: unknown) => {
          if (!live) return;
          if (err instanceof DirectoryUnreachableError) unreachable();
          else setState({ key, result: { status: 'failed', message: err instanceof Error ? err.message : String(err) } });
        },
      );
    }, TYPING_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // `search` belongs to `key` (see above): asking again for the same key would only repeat it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key decides when to search
  }, [key, directory, attempt]);
  if (key === null) return { status: 'idle' };
  // While asking again, the last answer for this key stays on screen.
  return state.key === key ? state.result : { status: 'searching' };
}
