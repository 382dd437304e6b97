import type { DemoAccount } from '@sports/contracts';
import { useEffect, useState } from 'react';
import { fetchDemoAccounts } from './api';

/** 'unavailable' when the server has no demo accounts (production) or cannot be reached. */
export type DemoAccountsState = { status: 'loading' } | { status: 'unavailable' } | { status: 'ready'; accounts: DemoAccount[] };

export function useDemoAccounts(): DemoAccountsState {
  const [state, setState] = useState<DemoAccountsState>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetchDemoAccounts()
      .then((accounts) => live && setState(accounts ? { status: 'ready', accounts } : { status: 'unavailable' }))
      .catch(() => live && setState({ status: 'unavailable' }));
    return () => {
      live = false;
    };
  }, []);
  return state;
}
