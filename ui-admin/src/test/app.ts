import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { App } from '../App';
import { signedOut } from './tokens';

/** jsdom has no matchMedia; Material UI asks it for the responsive layout. */
export function setupAppHarness() {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
    }));
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    signedOut();
    // react-admin keeps a list's filter, sort and page in localStorage: each test starts from the list's defaults.
    localStorage.clear();
  });
}

/** Renders the whole back office at a path under /admin. */
export function renderAt(path: string) {
  window.history.pushState({}, '', path);
  return render(createElement(App));
}
