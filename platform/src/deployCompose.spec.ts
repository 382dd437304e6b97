import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { trustProxies } from '@sports/service-kit';
import { parse } from 'yaml';
import { loadConfig } from './config';
import { DEPLOY_ENTRY_ADDRESS } from './trustedProxies';

/**
 * deploy/ cannot run here (no container engine), so this checks what can be checked: the compose
 * file parses, every platform service builds from its own multi-stage Dockerfile that runs a file
 * `npm run build` makes with plain node as a non-root user, its environment is
 * one the platform's configuration accepts, and the entry point routes to services and ports that
 * exist.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const deploy = (file: string) => readFileSync(join(root, 'deploy', file), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; target?: string };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
}
const compose = parse(deploy('docker-compose.yml'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const services = compose.services;
const PLATFORM_SERVICES = ['command-service', 'projector', 'query-service', 'relay'];
const platformServices = Object.entries(services).filter(([name]) => PLATFORM_SERVICES.includes(name));

/** A Dockerfile's stages: `FROM image AS name` and the instructions under it (continuation lines joined). */
const stagesOf = (dockerfile: string) => {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((l) => l.trim() && !l.trim().startsWith('#'));
  const stages: Array<{ from: string; name: string; lines: string[] }> = [];
  for (const line of lines) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) stages.push({ from: from[1]!, name: from[2] ?? '', lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages;
};
/** scripts/build.mjs's entry points: output name -> source file. */
const builtEntries = Object.fromEntries(
  [...readFileSync(join(root, 'scripts/build.mjs'), 'utf8').matchAll(/^\s+(\w+): '(platform\/src\/[^']+\.ts)',$/gm)].map((m) => [
    m[1]!,
    m[2]!,
  ]),
);

/** `${NAME:?message}` and `${NAME:-default}` as compose resolves them, with deploy/.env.example's values. */
const example = Object.fromEntries(
  deploy('.env.example')
    .split('\n')
    .filter((l) => /^[A-Z_]+=/.test(l))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
);
const resolve = (value: string) =>
  value.replace(/\$\{([A-Z_]+)(?::[?-]([^}]*))?\}/g, (_, name: string, fallback: string) => example[name] ?? fallback ?? '');

describe('deploy/docker-compose.yml', () => {
  it('runs the stores, the platform services and one entry point, each with a health check', () => {
    expect(Object.keys(services).sort()).toEqual([
      'command-service',
      'entry',
      'kafka',
      'kurrentdb',
      'mongo',
      'projector',
      'query-service',
      'relay',
    ]);
    for (const [name, service] of Object.entries(services)) expect(service.healthcheck?.test.length, name).toBeGreaterThan(0);
    expect(services.kurrentdb!.image).toMatch(/kurrentdb/);
    expect(services.kafka!.environment).toMatchObject({ KAFKA_PROCESS_ROLES: 'broker,controller' });
    expect(services.mongo!.command).toEqual(['--replSet', 'rs0', '--bind_ip_all']);
    expect(services.entry!.ports).toEqual(['8080:8080']);
  });

  it('builds every platform service from its own multi-stage Dockerfile, running a built file with plain node as a non-root user', () => {
    expect(platformServices.map(([name]) => name).sort()).toEqual(PLATFORM_SERVICES);
    expect(Object.keys(builtEntries)).toEqual(
      expect.arrayContaining(['commandService', 'queryService', 'projector', 'relay', 'workerEntry']),
    );
    const started = new Set<string>();
    for (const [name, service] of platformServices) {
      expect(service.build?.dockerfile, name).toBe(`deploy/${name}.Dockerfile`);
      // The image's CMD starts it: a command here could bring tsx back.
      expect(service.command, name).toBeUndefined();
      const stages = stagesOf(deploy(`${name}.Dockerfile`));
      expect(stages.length, `${name}: multi-stage`).toBeGreaterThan(1);
      expect(
        stages.some((st) => st.lines.some((l) => /^RUN npm run build$/.test(l))),
        `${name}: a stage runs npm run build`,
      ).toBe(true);
      const final = stages.at(-1)!;
      const user = final.lines.filter((l) => /^USER\s/.test(l)).at(-1);
      expect(user, `${name}: USER in the final stage`).toBeDefined();
      expect(user!.split(/\s+/)[1], name).not.toMatch(/^(root|0)(:|$)/);
      expect(final.lines.join('\n'), name).toMatch(/^COPY --from=\S+ \/app\/platform\/dist platform\/dist$/m);
      expect(final.lines.join('\n'), `${name}: no TypeScript loader at run time`).not.toMatch(/tsx/);
      expect(
        final.lines.some((l) => l.startsWith('HEALTHCHECK ')),
        `${name}: HEALTHCHECK`,
      ).toBe(true);
      const cmd = final.lines.filter((l) => l.startsWith('CMD ')).at(-1);
      const [node, file, ...rest] = JSON.parse(cmd!.slice(4)) as string[];
      expect([node, rest], name).toEqual(['node', []]);
      const built = /^platform\/dist\/(\w+)\.mjs$/.exec(file!);
      expect(built, `${name}: CMD runs ${file}`).not.toBeNull();
      const source = builtEntries[built![1]!];
      expect(source, `${name}: ${file} is an entry point of scripts/build.mjs`).toBeDefined();
      expect(existsSync(join(root, source!)), source).toBe(true);
      started.add(source!);
    }
    expect([...started].sort()).toEqual([
      'platform/src/services/commandService.ts',
      'platform/src/services/projector.ts',
      'platform/src/services/queryService.ts',
      'platform/src/services/relay.ts',
    ]);
  });

  it("gives each platform service an environment the platform's configuration accepts as production on the servers with Kafka", () => {
    for (const [name, service] of platformServices) {
      const env = Object.fromEntries(Object.entries(service.environment!).map(([k, v]) => [k, resolve(String(v))]));
      const config = loadConfig(env);
      // NODE_ENV=production, so the required secrets (Razorpay's too) must all be passed through.
      expect([config.environment, config.storage, config.devEndpoints], name).toEqual(['production', 'servers', false]);
      expect(config.razorpay, name).toBeDefined();
      expect(config.kafka?.brokers, name).toEqual(['kafka:9092']);
      expect(config.eventStoreUrl, name).toBe('esdb://kurrentdb:2113?tls=false');
      expect(config.mongoUrl, name).toContain('replicaSet=rs0');
      // Its health check asks its own port.
      expect(service.healthcheck!.test.join(' '), name).toContain(`127.0.0.1:${config.port}/`);
    }
  });

  it('trusts only the entry point to say who the client is: its address is pinned on the network, outside the range the others draw from', () => {
    const network = parse(deploy('docker-compose.yml'), { merge: true }) as {
      networks: { default: { ipam: { config: Array<{ subnet: string; ip_range: string }> } } };
      services: { entry: { networks: { default: { ipv4_address: string } } } };
    };
    const entry = network.services.entry.networks.default.ipv4_address;
    const [{ subnet, ip_range: dynamic }] = network.networks.default.ipam.config as [{ subnet: string; ip_range: string }];
    const inside = (range: string, address: string) => trustProxies([range])(address, 0);
    expect([inside(subnet, entry), inside(dynamic, entry)]).toEqual([true, false]);
    // TRUST_PROXY=true alone trusts the same address (docs/adr/0113-client-addresses.md).
    expect(entry).toBe(DEPLOY_ENTRY_ADDRESS);
    for (const [name, service] of platformServices) {
      const config = loadConfig(Object.fromEntries(Object.entries(service.environment!).map(([k, v]) => [k, resolve(String(v))])));
      expect(config.trustedProxies, name).toEqual([entry]);
      expect([config.trustProxy(entry, 0), config.trustProxy('172.30.80.130', 0), config.trustProxy('127.0.0.1', 0)], name).toEqual([
        true,
        false,
        false,
      ]);
    }
  });

  it('depends only on services it declares, and builds Dockerfiles (and targets) that exist', () => {
    for (const [name, service] of Object.entries(services)) {
      for (const dependency of Object.keys(service.depends_on ?? {}))
        expect(Object.keys(services), `${name} -> ${dependency}`).toContain(dependency);
      if (service.build) {
        const file = join(root, 'deploy', service.build.context, service.build.dockerfile);
        expect(existsSync(file), `${name}: ${service.build.dockerfile}`).toBe(true);
        if (service.build.target)
          expect(
            stagesOf(readFileSync(file, 'utf8')).map((st) => st.name),
            name,
          ).toContain(service.build.target);
      }
    }
  });

  it('routes the entry point to the query and command services on the ports they listen on', () => {
    const nginx = deploy('nginx.conf');
    const upstreams = [...nginx.matchAll(/server ([a-z-]+):(\d+);/g)].map((m) => [m[1], m[2]]);
    expect(upstreams).toEqual([
      ['query-service', services['query-service']!.environment!.PORT],
      ['command-service', services['command-service']!.environment!.PORT],
    ]);
    expect(nginx).toMatch(/GET query_service;/);
    expect(nginx).toMatch(/default command_service;/);
  });
});
