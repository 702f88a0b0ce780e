// Subscribes to an RxQuery built by one of src/data/queries. `build` must be memoised by the caller
// (the typed hooks do it with their arguments as dependencies), or every render resubscribes.
import { useEffect, useState } from 'react';
import type { RxQuery } from 'rxdb';

export interface QueryState<R> {
  result: R | undefined;
  loading: boolean;
  error: string | null;
}

export function useQueryResult<D, R>(query: RxQuery<D, R> | null): QueryState<R> {
  const [state, setState] = useState<{ query: typeof query; result: R | undefined; error: string | null }>({
    query,
    result: undefined,
    error: null,
  });
  useEffect(() => {
    if (!query) return;
    const sub = query.$.subscribe({
      next: (result) => setState({ query, result, error: null }),
      // The text of errorText (src/ui), written out: data and ui are independent parts of one layer.
      error: (err: unknown) => setState({ query, result: undefined, error: err instanceof Error ? err.message : String(err) }),
    });
    return () => sub.unsubscribe();
  }, [query]);
  // A result of the previous query is not shown for a new one.
  const current = state.query === query;
  return {
    result: current ? state.result : undefined,
    loading: query !== null && (!current || (state.result === undefined && state.error === null)),
    error: current ? state.error : null,
  };
}
