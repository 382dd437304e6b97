import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Packaging for a deployment: every workspace declares each package its source
 * imports, so an install of that workspace alone (a service image) has what it runs.
 *
 * Code reached from a run-time entry point (the services, the tools, the UIs' main, the projector
 * worker) by value must have its packages in the workspace's `dependencies`. Type-only imports and
 * code that only tests reach (specs, testing/ helpers, contract suites, fuzz arbitraries) may use
 * the workspace's `devDependencies` or the root's, where the monorepo's test tools live.
 */
const root = join(import.meta.dirname, '..');
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
  workspaces: string[];
  devDependencies?: Record<string, string>;
};

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const manifests = new Map(
  rootManifest.workspaces.map((w) => [w, JSON.parse(readFileSync(join(root, w, 'package.json'), 'utf8')) as Manifest]),
);
const workspaceOfName = new Map([...manifests].map(([dir, m]) => [m.name, dir]));

/** Run-time entry points: what the built services (`npm run build`) and the UI builds start from. */
const ENTRIES = [
  'platform/src/main.ts',
  ...readdirSync(join(root, 'platform/src/services'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
    .map((f) => `platform/src/services/${f}`),
  ...readdirSync(join(root, 'tools/src'))
    .filter((f) => f.endsWith('Cli.ts'))
    .map((f) => `tools/src/${f}`),
  // The built projector thread (scripts/build.mjs); workerEntry.mjs, which registers tsx for the
  // source runs (npm start), is development only, so tsx is a devDependency.
  'platform/src/projector/projectorWorker.ts',
  'ui-player/src/main.tsx',
  'ui-admin/src/main.tsx',
];

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts|mjs)$/.test(name) ? [path] : [];
  });

interface Import {
  specifier: string;
  typeOnly: boolean;
}

/** Static and dynamic imports and re-exports, multi-line ones included. */
const importsOf = (file: string): Import[] => {
  const text = readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const m of text.matchAll(/(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s*)?['"]([^'"\n]+)['"]/g))
    found.push({ specifier: m[2]!, typeOnly: Boolean(m[1]) });
  for (const m of text.matchAll(/import\(\s*['"]([^'"\n]+)['"]\s*\)/g)) found.push({ specifier: m[1]!, typeOnly: false });
  return found;
};

/** The package a bare specifier names: `@scope/name` or `name`. */
const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
/** `virtual:` modules are made by a Vite plugin at build time (vite-plugin-pwa's `virtual:pwa-register`), not packages. */
const isBare = (specifier: string) =>
  !specifier.startsWith('.') && !specifier.startsWith('/') && !specifier.startsWith('virtual:') && !isBuiltin(specifier);

const resolveFile = (base: string): string | undefined => {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.mjs`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((c) => existsSync(c) && statSync(c).isFile());
};

/** A relative or own-workspace import as a file (workspaces export `./src/index.ts` and `./src/*.ts`). */
const resolveLocal = (from: string, specifier: string): string | undefined => {
  if (specifier.startsWith('.')) return resolveFile(join(dirname(from), specifier));
  const name = packageOf(specifier);
  const workspace = workspaceOfName.get(name);
  if (!workspace) return undefined;
  const rest = specifier.slice(name.length + 1);
  return resolveFile(join(root, workspace, 'src', rest || 'index'));
};

/** Files reached by value from the entry points. */
const runTimeFiles = (() => {
  const seen = new Set<string>();
  const queue = ENTRIES.map((e) => join(root, e));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { specifier, typeOnly } of importsOf(file)) {
      if (typeOnly) continue;
      const next = resolveLocal(file, specifier);
      if (next && !seen.has(next)) queue.push(next);
    }
  }
  return seen;
})();

describe('packaging: each workspace declares what it imports', () => {
  it('the run-time graph is found (the entry points exist and reach every workspace)', () => {
    for (const entry of ENTRIES) expect(existsSync(join(root, entry)), entry).toBe(true);
    const reached = new Set([...runTimeFiles].map((f) => relative(root, f).split('/')[0]));
    // testing/ holds what only specs and benches import (the in-memory stack, outside services' doubles): no entry reaches it.
    const shipped = [...manifests.keys()].filter((workspace) => workspace !== 'testing');
    expect([...reached].sort()).toEqual(shipped.sort());
  });

  for (const [workspace, manifest] of manifests) {
    it(`${workspace} declares every package it imports`, () => {
      const runtime = new Set(Object.keys(manifest.dependencies ?? {}));
      const development = new Set([
        ...runtime,
        ...Object.keys(manifest.devDependencies ?? {}),
        ...Object.keys(rootManifest.devDependencies ?? {}),
      ]);
      // One line per missing package, naming the first file that needs it.
      const missing = new Map<string, string>();
      for (const file of sourceFiles(join(root, workspace, 'src'))) {
        const byValue = runTimeFiles.has(file);
        for (const { specifier, typeOnly } of importsOf(file)) {
          if (!isBare(specifier)) continue;
          const name = packageOf(specifier);
          if (name === manifest.name) continue;
          const declared = byValue && !typeOnly ? runtime : development;
          const need = declared === runtime ? 'dependencies' : 'devDependencies';
          if (!declared.has(name) && !missing.has(`${name} in ${need}`)) missing.set(`${name} in ${need}`, relative(root, file));
        }
      }
      expect([...missing].map(([what, file]) => `${what} (${file})`).sort()).toEqual([]);
    });
  }
});
