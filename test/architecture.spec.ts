import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Dependency direction is one way and visible (ARCHITECTURE.md):
 * contracts <- event-store, service-kit <- command-service / projections <- query-service; UIs import only contracts.
 */
const root = join(import.meta.dirname, '..');
const ALLOWED: Record<string, { workspaces: string[]; packages: RegExp }> = {
  // libphonenumber-js: the one phone parser every input goes through.
  contracts: { workspaces: [], packages: /^(zod|libphonenumber-js)$/ },
  // Rules the UIs and the server share (docs/adr/0122-shared-rules.md): contracts' shapes and nothing else.
  'shared-rules': { workspaces: ['contracts'], packages: /^$/ },
  'event-store': { workspaces: ['contracts'], packages: /^(better-sqlite3|@eventstore\/db-client|node:.*|vitest|testcontainers)$/ },
  // proxy-addr and @hono/node-server/conninfo: the client address behind trusted proxies (docs/adr/0113-client-addresses.md).
  'service-kit': {
    workspaces: ['contracts'],
    packages: /^(zod|hono(\/.*)?|@hono\/node-server(\/conninfo)?|proxy-addr|jose|node:.*|vitest)$/,
  },
  // razorpay: the payment provider's official SDK behind the payment port; web-push: VAPID and
  // aes128gcm behind the Web Push channel (ARCHITECTURE.md "Reaching people").
  'command-service': {
    workspaces: ['contracts', 'shared-rules', 'event-store', 'service-kit'],
    packages: /^(zod|hono(\/.*)?|better-sqlite3|mongodb|@eventstore\/db-client|razorpay|web-push|node:.*|vitest|testcontainers)$/,
  },
  projections: {
    workspaces: ['contracts', 'shared-rules', 'event-store', 'service-kit'],
    packages: /^(zod|better-sqlite3|mongodb|node:.*|vitest|testcontainers)$/,
  },
  'query-service': {
    workspaces: ['contracts', 'shared-rules', 'projections', 'service-kit'],
    packages: /^(zod|hono(\/.*)?|node:.*|vitest|testcontainers)$/,
  },
  // Adapters implement the core's ports (credential and blob stores, presence, the Kafka path); the composition root picks them.
  adapters: {
    workspaces: ['contracts', 'event-store', 'projections', 'command-service', 'query-service'],
    packages: /^(better-sqlite3|mongodb|kafkajs|node:.*|vitest|testcontainers)$/,
  },
  // The demo data goes in through commands; the platform calls it, never the other way round.
  demo: { workspaces: ['contracts', 'command-service'], packages: /^(@resvg\/resvg-js|node:.*|vitest)$/ },
  // The operators' tools open the stores as the platform does (its config, adapters and start-up checks): they sit above it.
  tools: {
    workspaces: ['contracts', 'event-store', 'projections', 'command-service', 'query-service', 'adapters', 'platform'],
    packages: /^(better-sqlite3|@duckdb\/node-api|zod|node:.*|vitest)$/,
  },
  'ui-player': { workspaces: ['contracts', 'shared-rules'], packages: /^(?!node:|better-sqlite3|hono|jose|mongodb|@eventstore).*/ },
  'ui-admin': { workspaces: ['contracts', 'shared-rules'], packages: /^(?!node:|better-sqlite3|hono|jose|mongodb|@eventstore).*/ },
};

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });

const importsOf = (file: string): string[] =>
  [
    ...readFileSync(file, 'utf8').matchAll(
      /(?:^|\n)\s*(?:import|export)[^'"\n;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => (m[1] ?? m[2])!);

describe('dependency direction', () => {
  for (const [workspace, allowed] of Object.entries(ALLOWED)) {
    it(`${workspace} imports only what it may`, () => {
      const offending: string[] = [];
      for (const file of sourceFiles(join(root, workspace, 'src'))) {
        for (const specifier of importsOf(file)) {
          if (specifier.startsWith('.')) continue;
          // Test tools are not run-time code: a spec may use vitest, fast-check and the shared test stack (@sports/testing).
          if (
            (specifier === 'vitest' || specifier === 'fast-check' || specifier.startsWith('@sports/testing/')) &&
            file.endsWith('.spec.ts')
          )
            continue;
          const own = /^@sports\/([^/]+)/.exec(specifier);
          const ok = own ? allowed.workspaces.includes(own[1]!) : allowed.packages.test(specifier);
          if (!ok) offending.push(`${relative(root, file)} imports ${specifier}`);
        }
      }
      expect(offending).toEqual([]);
    });
  }
});
