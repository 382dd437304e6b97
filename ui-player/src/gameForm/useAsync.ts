import { useEffect, useState } from 'react';
import { ApiError } from '../api/http';

export type Async<T> = { status: 'idle' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'done'; value: T };

/** Loads `load()` whenever `key` changes (null: nothing to load); a late answer for an old key is dropped. */
export function useAsync<T>(key: string | null, load: () => Promise<T>): Async<T> {
  const [state, setState] = useState<{ key: string | null; value: Async<T> }>({ key: null, value: { status: 'idle' } });
  useEffect(() => {
    if (key === null) return;
    let live = true;
    setState({ key, value: { status: 'loading' } });
    load().then(
      (value) => live && setState({ key, value: { status: 'done', value } }),
      (error: unknown) =>
        live &&
        setState({
          key,
          value: { status: 'error', message: error instanceof ApiError || error instanceof Error ? error.message : 'Could not load' },
        }),
    );
    return () => {
      live = false;
    };
    // `key` alone is the dependency: it names what load() fetches.
  }, [key]);
  if (key === null) return { status: 'idle' };
  return state.key === key ? state.value : { status: 'loading' };
}
