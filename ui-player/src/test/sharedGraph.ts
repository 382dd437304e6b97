import { configure, getConfig } from '@testing-library/dom';
import { cleanup } from '@testing-library/react';
import { afterAll, vi } from 'vitest';

/**
 * Set-up file of the UI specs of both ui-player and ui-admin, which share one jsdom page and one module graph per worker (vitest.config.ts,
 * docs/adr/0128-fast-test-stack.md). It runs before each spec file and gives it what a worker of its own would:
 * the app's modules evaluated afresh (stores, caches and listeners start empty), an empty page, storage, address,
 * clock, time zone and window size; and it unmounts what the file rendered, so nothing of it runs on in the next file.
 */
const CLOCK = ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'setImmediate', 'clearImmediate', 'Date'] as const;
type Pristine = {
  clock: Record<(typeof CLOCK)[number], unknown>;
  testingLibrary: ReturnType<typeof getConfig>;
  innerWidth: number;
  innerHeight: number;
  tz: string | undefined;
};
const key = Symbol.for('sports.ui.pristine');
const store = globalThis as unknown as Record<symbol, Pristine | undefined>;
const pristine = (store[key] ??= {
  clock: Object.fromEntries(CLOCK.map((name) => [name, globalThis[name]])) as Pristine['clock'],
  testingLibrary: { ...getConfig() },
  innerWidth: window.innerWidth,
  innerHeight: window.innerHeight,
  tz: process.env.TZ,
});

export function freshPage() {
  cleanup();
  vi.useRealTimers();
  // A spy set on a faked timer (vi.spyOn(globalThis, 'setTimeout')) is restored after its file, to the fake.
  Object.assign(globalThis, pristine.clock);
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  configure(pristine.testingLibrary);
  if (pristine.tz === undefined) delete process.env.TZ;
  else process.env.TZ = pristine.tz;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]!.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  document.body.innerHTML = '';
  document.title = '';
  window.history.replaceState(null, '', '/');
  Object.assign(window, { innerWidth: pristine.innerWidth, innerHeight: pristine.innerHeight });
  // Specs that give the page a service worker define it on navigator itself; jsdom has none.
  Reflect.deleteProperty(navigator, 'serviceWorker');
}

freshPage();
vi.resetModules();
afterAll(freshPage);
