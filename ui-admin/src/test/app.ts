import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { App } from '../App';
import { signedOut } from './tokens';

/** jsdom has no matchMedia; Material UI asks it for the responsive layout: this answers `matches(query)`. */
export function stubMatchMedia(matches: (query: string) => boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
}

/** A 375 px phone: Material UI's down('sm') (max-width) queries match, its up() ones do not. */
export const onPhone = () => stubMatchMedia((query) => query.includes('max-width'));
/** A 1280 px screen: its up() (min-width) queries match, down() ones do not. */
export const onDesktop = () => stubMatchMedia((query) => !query.includes('max-width'));

/** No query matches until a spec says which screen it is on (onPhone, onDesktop). */
export function setupAppHarness() {
  beforeEach(() => stubMatchMedia(() => false));
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
