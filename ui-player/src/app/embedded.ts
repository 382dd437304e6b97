import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useShell } from './shellStore';

/**
 * Spec section 2: `isApp=true` in the query, or a stored isApp flag, means embedded mode. The
 * query's value is remembered, so later pages (without the parameter) stay embedded;
 * `isApp=false` clears it. Returns undefined when the query does not say.
 */
export function isAppFromQuery(searchStr: string): boolean | undefined {
  const value = new URLSearchParams(searchStr).get('isApp');
  if (value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

/** Whether the shell is embedded now; follows the query string and stores what it says. */
export function useEmbeddedMode(): boolean {
  const searchStr = useRouterState({ select: (s) => s.location.searchStr });
  const fromQuery = isAppFromQuery(searchStr);
  const stored = useShell((s) => s.isApp);
  const setIsApp = useShell((s) => s.setIsApp);
  useEffect(() => {
    if (fromQuery !== undefined && fromQuery !== stored) setIsApp(fromQuery);
  }, [fromQuery, stored, setIsApp]);
  return fromQuery ?? stored;
}
