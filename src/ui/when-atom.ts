// Waiting for an atom of the default store to reach a state: the auth state resolved, the session
// open with its sync engine, the connection up, the administrator role known.
import { getDefaultStore, type Atom } from 'jotai';

/**
 * Resolves with the atom's value once `accept` takes it (at once when it takes the current one). With
 * `timeoutMs`, resolves after that long with whatever value the atom has then.
 */
export function whenAtom<T>(atom: Atom<T>, accept: (value: T) => boolean, timeoutMs?: number): Promise<T> {
  const store = getDefaultStore();
  const now = store.get(atom);
  if (accept(now)) return Promise.resolve(now);
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve(store.get(atom));
    };
    const unsubscribe = store.sub(atom, () => {
      if (accept(store.get(atom))) finish();
    });
    if (timeoutMs !== undefined) timer = setTimeout(finish, timeoutMs);
  });
}
