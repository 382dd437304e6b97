/**
 * Which module may import which (docs/architecture.md, README "Layout"), checked by `npm run lint:deps`.
 *
 * Dependencies point one way: contracts <- shared-rules <- event-store, service-kit <- command-service,
 * projections <- query-service <- platform (the composition root) <- tools. adapters implement the ports of
 * the core; demo seeds through commands; testing, test/, bench/ and e2e/ serve the specs and benchmarks only.
 *
 * It replaces test/architecture.spec.ts, whose regular expression missed multi-line imports. Its checks map so:
 * - its ALLOWED[workspace].workspaces lists         -> `layers-<workspace>` (MAY_IMPORT below, the same edges);
 * - its ALLOWED[workspace].packages expressions     -> `packages-<workspace>` (PACKAGES below, the same lists);
 * - its UIs' "no node:, better-sqlite3, hono, jose, mongodb, @eventstore" -> `ui-*` rules;
 * - its "vitest and fast-check only in specs" allowance -> TEST_TOOLS, allowed to spec files only.
 * Added: no-circular over the whole tree, nothing imports a spec, test code stays out of what the run-time
 * entry points reach, and every import resolves.
 */

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const SPEC = '^.*[.]spec[.]tsx?$';
/**
 * Code that only specs and benchmarks use though it is not a spec itself: a UI's test helpers (src/test/),
 * the HTTP specs' fixtures, contract suites the adapters' specs run, and the small event logs specs replay.
 * The rule `no-test-code-in-production` checks that no run-time entry point reaches any of it.
 * Each expression matches a whole path from its start.
 */
const TEST_HELPER = [
  SPEC,
  '^[^/]+/src/test/',
  '^platform/src/http/',
  '^.*[Ff]ixtures[.]ts$',
  '^.*/[a-zA-Z]+Contract[.]ts$',
  '^event-store/src/contract[.]ts$',
  '^projections/src/gameList/goldenLog[.]ts$',
  '^tools/src/exportDemoLog[.]ts$',
];
/** A workspace's specs and test helpers: the path is in the folder and matches one of TEST_HELPER. */
const testHelpersOf = (workspace) => `^(?=${escape(workspace)}/)(?:${TEST_HELPER.map((h) => h.slice(1)).join('|')})`;
const TEST_ONLY_FOLDERS = ['testing', 'test', 'bench', 'e2e'];

const CORE = ['contracts', 'shared-rules', 'event-store', 'service-kit', 'command-service', 'projections', 'query-service'];
const WORKSPACES = [...CORE, 'adapters', 'demo', 'platform', 'tools', 'testing', 'ui-player', 'ui-admin'];

/** The workspaces each may import besides itself (a spec may also import the test folders). */
const MAY_IMPORT = {
  contracts: [],
  // Rules the UIs and the server share read contracts' shapes and nothing else (docs/adr/0122-shared-rules.md).
  'shared-rules': ['contracts'],
  'event-store': ['contracts'],
  'service-kit': ['contracts'],
  'command-service': ['contracts', 'shared-rules', 'event-store', 'service-kit'],
  projections: ['contracts', 'shared-rules', 'event-store', 'service-kit'],
  'query-service': ['contracts', 'shared-rules', 'projections', 'service-kit'],
  // Adapters implement the core's ports (credential and blob stores, presence, the Kafka path); the composition root picks them.
  adapters: ['contracts', 'event-store', 'service-kit', 'command-service', 'projections', 'query-service'],
  // The demo data goes in through commands; the platform calls it, never the other way round.
  demo: ['contracts', 'shared-rules', 'command-service'],
  platform: [...CORE, 'adapters', 'demo'],
  // The operators' tools open the stores as the platform does (its config, adapters and start-up checks): they sit above it.
  tools: ['contracts', 'event-store', 'projections', 'command-service', 'query-service', 'adapters', 'platform'],
  // The shared test stack and doubles: anything on the server side, and the fixtures in test/.
  testing: [...WORKSPACES.filter((w) => !w.startsWith('ui-') && w !== 'testing'), 'test'],
  'ui-player': ['contracts', 'shared-rules'],
  'ui-admin': ['contracts', 'shared-rules'],
};

/** npm packages a workspace's code may import (node: builtins as `node:`); unlisted workspaces are unrestricted. */
const PACKAGES = {
  // libphonenumber-js: the one phone parser every input goes through.
  contracts: ['zod', 'libphonenumber-js'],
  'shared-rules': [],
  // lru-cache: the SQLite store's stream names, bounded in bytes (event-store/src/sqlite/streamNames.ts).
  'event-store': ['better-sqlite3', '@eventstore/db-client', 'lru-cache', 'node:', 'vitest', 'testcontainers'],
  // proxy-addr and @hono/node-server/conninfo: the client address behind trusted proxies (docs/adr/0113-client-addresses.md).
  'service-kit': ['zod', 'hono', '@hono/node-server', 'proxy-addr', 'jose', 'node:', 'vitest'],
  // razorpay: the payment provider's SDK behind the payment port; web-push: VAPID and aes128gcm behind the Web Push channel
  // (ARCHITECTURE.md "Reaching people"); lru-cache: the command handler's bounded stream cache.
  'command-service': [
    'zod',
    'hono',
    'better-sqlite3',
    'mongodb',
    '@eventstore/db-client',
    'razorpay',
    'web-push',
    'lru-cache',
    'node:',
    'vitest',
    'testcontainers',
  ],
  // zstd-napi: the SQLite read models' body compression (projections/src/documentStore/sqlite/bodyCodec.ts).
  projections: ['zod', 'better-sqlite3', 'zstd-napi', 'mongodb', 'node:', 'vitest', 'testcontainers'],
  'query-service': ['zod', 'hono', 'node:', 'vitest', 'testcontainers'],
  adapters: ['better-sqlite3', 'mongodb', 'kafkajs', 'node:', 'vitest', 'testcontainers'],
  demo: ['@resvg/resvg-js', 'node:', 'vitest'],
  tools: ['better-sqlite3', '@duckdb/node-api', 'zod', 'node:', 'vitest'],
};
/** Test tools a spec file may import wherever it lives. */
const TEST_TOOLS = ['vitest', 'fast-check'];
/** What a browser bundle must never carry. */
const SERVER_PACKAGES = ['better-sqlite3', 'zstd-napi', 'hono', '@hono/node-server', 'jose', 'mongodb', '@eventstore/db-client', 'kafkajs', 'razorpay', 'web-push'];

const NPM = ['npm', 'npm-dev', 'npm-optional', 'npm-peer', 'npm-bundled', 'npm-no-pkg', 'npm-unknown'];
const folders = (names) => `^(${names.map(escape).join('|')})/`;
const packagePaths = (names) => `^node_modules/(${names.map(escape).join('|')})/`;

const layerRules = Object.entries(MAY_IMPORT).map(([workspace, allowed]) => {
  const others = [...WORKSPACES, ...TEST_ONLY_FOLDERS, 'scripts'].filter((w) => w !== workspace && !allowed.includes(w));
  return {
    name: `layers-${workspace}`,
    severity: 'error',
    comment: `${workspace} imports only ${allowed.join(', ') || 'npm packages'} (and, in specs and test helpers, the test folders).`,
    from: { path: `^${escape(workspace)}/`, pathNot: TEST_HELPER },
    to: { path: folders(others) },
  };
});
/**
 * What a workspace's specs may import besides what its code may: the test folders, and for platform's
 * end-to-end specs the operators' tools they run against the assembled platform (a backup, a rebuild).
 */
const SPECS_MAY_ALSO = { platform: ['tools'] };
const specLayerRules = Object.entries(MAY_IMPORT).map(([workspace, allowed]) => {
  const others = [...WORKSPACES, 'e2e', 'scripts'].filter(
    (w) => w !== workspace && !allowed.includes(w) && !(SPECS_MAY_ALSO[workspace] ?? []).includes(w) && w !== 'testing',
  );
  return {
    name: `layers-${workspace}-specs`,
    severity: 'error',
    comment: `${workspace}'s specs and test helpers import what its code may, plus testing/, test/, bench/${SPECS_MAY_ALSO[workspace] ? ` and ${SPECS_MAY_ALSO[workspace].join(', ')}` : ''}.`,
    from: { path: testHelpersOf(workspace) },
    to: { path: folders(others) },
  };
});

const packageRules = Object.entries(PACKAGES).flatMap(([workspace, allowed]) => {
  const npm = allowed.filter((p) => p !== 'node:');
  return [
    {
      name: `packages-${workspace}`,
      severity: 'error',
      comment: `${workspace} imports only the npm packages ${npm.join(', ') || '(none)'}; its specs also ${TEST_TOOLS.join(', ')}.`,
      from: { path: `^${escape(workspace)}/` },
      to: {
        dependencyTypes: NPM,
        pathNot: packagePaths([...npm, ...TEST_TOOLS]),
      },
    },
    {
      name: `packages-${workspace}-test-tools`,
      severity: 'error',
      comment: `Test tools are not run-time code: ${workspace} uses ${TEST_TOOLS.join(', ')} in specs only.`,
      from: { path: `^${escape(workspace)}/`, pathNot: SPEC },
      to: { dependencyTypes: NPM, path: packagePaths(TEST_TOOLS.filter((t) => !npm.includes(t))) },
    },
    ...(allowed.includes('node:')
      ? []
      : [
          {
            name: `packages-${workspace}-no-node`,
            severity: 'error',
            comment: `${workspace} runs in the browser as well as on the server: no node: builtins.`,
            from: { path: `^${escape(workspace)}/`, pathNot: SPEC },
            to: { dependencyTypes: ['core'] },
          },
        ]),
  ];
});

const uiRules = ['ui-player', 'ui-admin'].flatMap((ui) => [
  {
    name: `${ui}-no-node`,
    severity: 'error',
    comment: `${ui} is a browser bundle: no node: builtins outside its specs and test helpers.`,
    from: { path: `^${ui}/`, pathNot: TEST_HELPER },
    to: { dependencyTypes: ['core'] },
  },
  {
    name: `${ui}-no-server-packages`,
    severity: 'error',
    comment: `${ui} is a browser bundle: no database, HTTP server, token signing or payment SDK.`,
    from: { path: `^${ui}/` },
    to: { dependencyTypes: NPM, path: packagePaths(SERVER_PACKAGES) },
  },
]);

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No module reaches itself through its imports (type-only imports included): give the shared piece a module of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-importing-specs',
      severity: 'error',
      comment: 'Nothing imports a spec file: what two specs share goes to a helper (testing/, a fixtures file).',
      from: {},
      to: { path: SPEC },
    },
    {
      name: 'no-test-code-in-production',
      severity: 'error',
      comment: 'What the services, the CLIs and the UIs run never reaches test code (testing/, test/, bench/, e2e/, specs, fixtures).',
      from: {
        path: [
          '^platform/src/main[.]ts$',
          '^platform/src/services/[^/]+[.]ts$',
          '^platform/src/projector/projectorWorker[.]ts$',
          '^tools/src/[^/]+Cli[.]ts$',
          '^ui-player/src/main[.]tsx$',
          '^ui-admin/src/main[.]tsx$',
        ],
        pathNot: SPEC,
      },
      to: { path: [folders(TEST_ONLY_FOLDERS), ...TEST_HELPER], reachable: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import resolves (virtual: modules are made by a Vite plugin at build time).',
      from: {},
      to: { couldNotResolve: true, pathNot: '^virtual:' },
    },
    {
      name: 'known-folders-only',
      severity: 'error',
      comment: 'A folder the rules do not know (a new workspace) is imported by nobody until MAY_IMPORT gives it its place.',
      from: {},
      to: {
        path: '^[^/]+/',
        pathNot: folders([...WORKSPACES, ...TEST_ONLY_FOLDERS, 'scripts', 'node_modules']),
        dependencyTypesNot: ['core'],
        couldNotResolve: false,
      },
    },
    ...layerRules,
    ...specLayerRules,
    ...packageRules,
    ...uiRules,
  ],
  options: {
    // Type-only imports count: a type pulled from a higher layer couples the code all the same.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    // Workspaces resolve through node_modules/@sports/* symlinks to their real folders (symlinks followed, the
    // default), and their package.json `exports` ("./*": "./src/*.ts") map the subpath imports.
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    doNotFollow: { path: '^node_modules/' },
    exclude: { path: '^[^/]+/(dist|dist-server)/' },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
