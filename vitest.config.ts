import { defineConfig } from 'vitest/config';

/**
 * Three groups, run one after the other (sequence.groupOrder); why, and the figures behind them:
 * docs/adr/0128-fast-test-stack.md.
 * 1. Specs that only import and compute (deciders, projections, queries, contracts, rules, the
 *    in-memory test stack): two workers, and one module graph per worker (isolate: false), since they
 *    share no global state; importing the graph once instead of once per file is most of their time.
 * 2. Everything else that runs in process, two workers in all: HTTP specs, UI specs in jsdom, the
 *    platform's own specs, repository checks, and the browser specs (each boots its platform and opens
 *    its own contexts in one shared Chromium, after both UI builds are made once: e2e/buildUiOnce.ts).
 *    The HTTP, UI and browser projects keep one module graph per worker (isolate: false), since each
 *    file starts and closes what it uses; the rest ('isolated') give each file its own graph.
 * 3. The soak, which measures the machine (its ceiling sets its rate; its memory and descriptors
 *    are the platform process's): alone, at the end. The crash, damaged-file, set-aside and full-disk
 *    specs ran here too, but each works only in its own temporary directory on its own port (the full
 *    disk is a tmpfs it mounts there, or SQLite's page limit) and waits for states, not times, so they
 *    run in group 2 beside the rest instead of leaving a core idle.
 */
const SERIAL = ['test/soak.spec.ts'];

/** Workspaces whose specs are pure computation on in-memory stores (no sockets, files or timers left behind). */
const SHARED_GRAPH = ['contracts', 'shared-rules', 'command-service', 'query-service', 'projections', 'service-kit', 'testing'];
const sharedGraph = SHARED_GRAPH.map((workspace) => `${workspace}/src/**/*.spec.ts`);
/** Their specs that boot the HTTP stack or reach a server (Mongo, Kafka): group 2's 'isolated-http' project, one graph per worker. */
const NEEDS_ISOLATION = ['*.http.spec.ts', '*.contract.spec.ts', 'mongo*.spec.ts', 'mongodb/**/*.spec.ts'];
const sharedGraphIsolated = SHARED_GRAPH.flatMap((workspace) => NEEDS_ISOLATION.map((glob) => `${workspace}/src/**/${glob}`));
/** The platform's HTTP specs, on the in-memory stack or their own files and ports: they share a graph with the ones above. */
const PLATFORM_HTTP = ['platform/src/http/*.http.spec.ts'];

const common = {
  exclude: ['**/node_modules/**', '**/dist/**'],
  // Every project's temporary files under one directory, removed at the end (test/tempRoot.ts).
  globalSetup: ['test/tempRoot.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
  pool: 'forks' as const,
  // expect.poll's own default (1 s) is shorter than a busy CI machine needs to render a list after navigation.
  expect: { poll: { timeout: 10_000 } },
};

/**
 * The UI workspaces' specs: one jsdom page and one module graph per worker, in group 2; each file's set-up
 * (ui-player/src/test/sharedGraph.ts, used by both) gives it fresh app modules, page, storage and clock, as a worker of its own
 * would. The spec that mocks react-admin stays in 'isolated': a module mock outlives its file in a shared graph.
 */
const UI_MOCKS_A_MODULE = 'listColumns';
const uiProject = (workspace: 'ui-player' | 'ui-admin') => ({
  test: {
    ...common,
    name: workspace,
    include: [`${workspace}/src/**/*.spec.ts`],
    exclude: [...common.exclude, `${workspace}/src/**/${UI_MOCKS_A_MODULE}.spec.ts`],
    // Every file on jsdom, those of plain functions too: a worker goes on only to a file of the same environment.
    environment: 'jsdom',
    // One set-up for both UIs: it resets only what every jsdom spec shares (page, storage, clock, modules).
    setupFiles: ['ui-player/src/test/sharedGraph.ts'],
    isolate: false,
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});

export default defineConfig({
  test: {
    ...common,
    projects: [
      {
        test: {
          ...common,
          name: 'shared-graph',
          include: sharedGraph,
          // Specs of these workspaces that start servers, threads or processes run in the isolated group.
          exclude: [...common.exclude, ...SERIAL, ...sharedGraphIsolated],
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...common,
          name: 'isolated',
          include: ['*/src/**/*.spec.ts', 'test/**/*.spec.ts'],
          exclude: [
            ...common.exclude,
            ...SERIAL,
            ...sharedGraph,
            ...PLATFORM_HTTP,
            'ui-player/src/**/*.spec.ts',
            `ui-admin/src/**/!(${UI_MOCKS_A_MODULE}).spec.ts`,
          ],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      uiProject('ui-player'),
      uiProject('ui-admin'),
      {
        test: {
          ...common,
          name: 'browser',
          include: ['e2e/**/*.spec.ts'],
          // Both UI builds are made once before the first browser spec, not by two workers at once.
          globalSetup: [...common.globalSetup, 'e2e/buildUiOnce.ts'],
          // One module graph per worker: each file still boots its own platform on its own data
          // directory and opens its own browser contexts, but the platform's modules are imported once
          // per worker, not once per file (6 short files: import 41 s -> 17 s, wall 91 s -> 75 s).
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...common,
          name: 'isolated-http',
          include: [...sharedGraphIsolated, ...PLATFORM_HTTP],
          exclude: [...common.exclude, ...SERIAL],
          // One module graph per worker: each file still starts its own stacks (startTestStack, nothing at
          // module level: own stores, clock, config and tokens; no timers on the spec's clock) and closes
          // them, so only the import is shared (70 files: CPU 152 s -> 45 s; platform/src/http's 39: 104 s -> 41 s;
          // both pass in shuffled file orders).
          isolate: false,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...common,
          name: 'serial',
          include: SERIAL,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
