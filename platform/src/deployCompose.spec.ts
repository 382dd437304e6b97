import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config';

/**
 * deploy/ cannot run here (no container engine), so this checks what can be checked: the compose
 * file parses, every service starts from an entry point that exists (the ones `npm run start:*`
 * use), its environment is one the platform's configuration accepts, and the entry point routes
 * to services and ports that exist.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const deploy = (file: string) => readFileSync(join(root, 'deploy', file), 'utf8');

interface Service {
  image?: string;
  build?: { context: string; dockerfile: string; target: string };
  command?: string[];
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
}
const compose = parse(deploy('docker-compose.yml'), { merge: true }) as { services: Record<string, Service>; volumes: Record<string, unknown> };
const services = compose.services;
const platformServices = Object.entries(services).filter(([, s]) => s.build?.target === 'app');

/** `${NAME:?message}` and `${NAME:-default}` as compose resolves them, with deploy/.env.example's values. */
const example = Object.fromEntries(
  deploy('.env.example')
    .split('\n')
    .filter((l) => /^[A-Z_]+=/.test(l))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
);
const resolve = (value: string) => value.replace(/\$\{([A-Z_]+)(?::[?-]([^}]*))?\}/g, (_, name: string, fallback: string) => example[name] ?? fallback ?? '');

describe('deploy/docker-compose.yml', () => {
  it('runs the stores, the platform services and one entry point, each with a health check', () => {
    expect(Object.keys(services).sort()).toEqual(['command-service', 'entry', 'kafka', 'kurrentdb', 'mongo', 'projector', 'query-service', 'relay']);
    for (const [name, service] of Object.entries(services)) expect(service.healthcheck?.test.length, name).toBeGreaterThan(0);
    expect(services.kurrentdb!.image).toMatch(/kurrentdb/);
    expect(services.kafka!.environment).toMatchObject({ KAFKA_PROCESS_ROLES: 'broker,controller' });
    expect(services.mongo!.command).toEqual(['--replSet', 'rs0', '--bind_ip_all']);
    expect(services.entry!.ports).toEqual(['8080:80']);
  });

  it('starts every platform service from an entry point that exists, the same one npm run start:* uses', () => {
    const scripts = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(platformServices.map(([name]) => name).sort()).toEqual(['command-service', 'projector', 'query-service', 'relay']);
    for (const [name, service] of platformServices) {
      const [node, flag, loader, entry] = service.command!;
      expect([node, flag, loader], name).toEqual(['node', '--import', 'tsx']);
      expect(existsSync(join(root, entry!)), `${name}: ${entry}`).toBe(true);
      expect(Object.values(scripts), name).toContain(`node --import tsx ${entry}`);
    }
  });

  it("gives each platform service an environment the platform's configuration accepts as production on the servers with Kafka", () => {
    for (const [name, service] of platformServices) {
      const env = Object.fromEntries(Object.entries(service.environment!).map(([k, v]) => [k, resolve(String(v))]));
      const config = loadConfig(env);
      // Issue 19 item 2: NODE_ENV=production, so the required secrets (Razorpay's too) must all be passed through.
      expect([config.environment, config.storage, config.devEndpoints], name).toEqual(['production', 'servers', false]);
      expect(config.razorpay, name).toBeDefined();
      expect(config.kafka?.brokers, name).toEqual(['kafka:9092']);
      expect(config.eventStoreUrl, name).toBe('esdb://kurrentdb:2113?tls=false');
      expect(config.mongoUrl, name).toContain('replicaSet=rs0');
      // Its health check asks its own port.
      expect(service.healthcheck!.test.join(' '), name).toContain(`127.0.0.1:${config.port}/`);
    }
  });

  it('depends only on services it declares, and builds the targets the Dockerfile has', () => {
    const dockerfile = deploy('Dockerfile');
    for (const [name, service] of Object.entries(services)) {
      for (const dependency of Object.keys(service.depends_on ?? {})) expect(Object.keys(services), `${name} -> ${dependency}`).toContain(dependency);
      if (service.build) {
        expect(existsSync(join(root, 'deploy', service.build.context, service.build.dockerfile))).toBe(true);
        expect(dockerfile).toMatch(new RegExp(`^FROM \\S+ AS ${service.build.target}$`, 'm'));
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
