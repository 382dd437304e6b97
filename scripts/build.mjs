// `npm run build`: the services as JavaScript, so production runs plain `node`
// with no TypeScript loader. esbuild bundles each entry point with the workspaces' own code
// (@sports/*, whose packages export TypeScript sources) and leaves every npm package external:
// the image installs them with `npm ci --omit=dev`. The UIs build separately (`npm run build:ui`).
//
// Output: platform/dist/<entry>.mjs and shared chunks beside them, all in one folder, because the
// code finds files relative to itself: the projector worker as ./workerEntry.mjs, and the UIs'
// dist folders two levels up (createPlatform's repoRoot).
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_DIR = join(root, 'platform/dist');

/** Entry name (the output file's name without .mjs) → source. */
export const ENTRIES = {
  main: 'platform/src/main.ts',
  commandService: 'platform/src/services/commandService.ts',
  queryService: 'platform/src/services/queryService.ts',
  projector: 'platform/src/services/projector.ts',
  relay: 'platform/src/services/relay.ts',
  // The embedded projector's thread: projectorThread.ts starts ./workerEntry.mjs beside itself.
  workerEntry: 'platform/src/projector/projectorWorker.ts',
  // The event log's writer thread: SqliteEventStore starts ./eventLogWriter.mjs beside itself.
  eventLogWriter: 'event-store/src/sqlite/eventLogWriter.mjs',
  replayCli: 'tools/src/replayCli.ts',
  rebuildCli: 'tools/src/rebuildCli.ts',
  timeTravelCli: 'tools/src/timeTravelCli.ts',
  backupCli: 'tools/src/backupCli.ts',
  restoreCli: 'tools/src/restoreCli.ts',
};

/** npm packages stay external; the monorepo's own workspaces are bundled. */
const packagesExternal = {
  name: 'packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@sports/') || args.kind === 'entry-point') return undefined;
      return { path: args.path, external: true };
    });
  },
};

export const buildServices = async () => {
  await rm(OUT_DIR, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, source]) => [name, join(root, source)])),
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    chunkNames: 'chunk-[hash]',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    plugins: [packagesExternal],
    logLevel: 'warning',
  });
};

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildServices();
  console.log(`Built ${Object.keys(ENTRIES).length} entry points into ${OUT_DIR}`);
}
