import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * No image can be built here (no container engine), so this reads every deploy/*.Dockerfile and
 * checks what its final stage promises (docs/security.md "Containers"): it runs as a non-root
 * USER, exposes no port below 1024 (only root may bind one), and has a HEALTHCHECK that runs a
 * program its base image carries against its own port and a path that answers there: a route the
 * service's source file declares, or a location nginx.conf answers itself.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const deployDir = join(root, 'deploy');
const read = (...path: string[]) => readFileSync(join(root, ...path), 'utf8');

/** The programs a health check may run in each base image we use (what the image is known to carry). */
const PROGRAMS_IN_BASE_IMAGE: Record<string, string[]> = {
  'node:20-bookworm-slim': ['node'], // Debian slim: no curl, no wget
  'nginxinc/nginx-unprivileged:1.27-alpine': ['wget'], // busybox's wget
};

interface Stage {
  from: string;
  lines: string[];
}
const finalStageOf = (dockerfile: string): Stage => {
  const lines = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const from = /^FROM\s+(\S+)/i.exec(line);
    if (from) stages.push({ from: from[1]!, lines: [] });
    else stages.at(-1)?.lines.push(line);
  }
  return stages.at(-1)!;
};
const instructions = (stage: Stage, name: string) =>
  stage.lines.filter((l) => new RegExp(`^${name}\\s`, 'i').test(l)).map((l) => l.slice(name.length).trim());

/** The image's environment as its ENV lines set it (`ENV A=1 B=2`). */
const envOf = (stage: Stage) =>
  Object.fromEntries(instructions(stage, 'ENV').flatMap((l) => [...l.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1]!, m[2]!])));

/** The HEALTHCHECK's program and the URL it asks, with `process.env.PORT` read from the image's ENV. */
const healthCheckOf = (stage: Stage) => {
  const line = instructions(stage, 'HEALTHCHECK').at(-1);
  if (!line) return null;
  const cmd = /\bCMD\s+(\[.*\])$/.exec(line);
  expect(cmd, `HEALTHCHECK in exec form: ${line}`).not.toBeNull();
  const argv = JSON.parse(cmd![1]!) as string[];
  const text = argv.join(' ').replace(/'\s*\+\s*process\.env\.PORT\s*\+\s*'/g, envOf(stage).PORT ?? '<no PORT>');
  const url = /http:\/\/127\.0\.0\.1:(\d+)(\/[\w-]*)/.exec(text);
  return { program: argv[0]!, port: url ? Number(url[1]) : null, path: url?.[2] ?? null };
};

/** scripts/build.mjs's entry points: built file name -> source file. */
const builtEntries = Object.fromEntries(
  [...read('scripts/build.mjs').matchAll(/^\s+(\w+): '(platform\/src\/[^']+\.ts)',$/gm)].map((m) => [m[1]!, m[2]!]),
);

/** Whether a node service's source answers GET `path` (its own route, or /ready and /metrics from mountOpsRoutes). */
const nodeServiceAnswers = (source: string, path: string) => {
  if (new RegExp(`\\.get\\('${path}'`).test(source)) return true;
  return source.includes('mountOpsRoutes(') && new RegExp(`app\\.get\\('${path}'`).test(read('platform/src/observability/opsRoutes.ts'));
};

/** nginx.conf's listen port and the paths it answers itself (`location = /x { return 200 ... }`). */
const nginx = read('deploy/nginx.conf');
const nginxListens = [...nginx.matchAll(/^\s*listen\s+(\d+)/gm)].map((m) => Number(m[1]));
const nginxAnswersItself = (path: string) => new RegExp(`location = ${path} \\{[^}]*return 200`).test(nginx);

const dockerfiles = readdirSync(deployDir)
  .filter((f) => f.endsWith('.Dockerfile'))
  .sort();

describe('deploy/*.Dockerfile', () => {
  it('has the images compose builds', () => {
    expect(dockerfiles).toEqual([
      'command-service.Dockerfile',
      'entry.Dockerfile',
      'projector.Dockerfile',
      'query-service.Dockerfile',
      'relay.Dockerfile',
    ]);
  });

  for (const file of dockerfiles) {
    describe(file, () => {
      const final = finalStageOf(read('deploy', file));

      it("copies every workspace's package.json before its install (npm ci refuses a lockfile naming a workspace it cannot find)", () => {
        const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
        const copied = [...read('deploy', file).matchAll(/^COPY ([\w-]+)\/package\.json \1\/$/gm)].map((m) => m[1]);
        expect(copied).toEqual(workspaces);
      });

      it('runs as a non-root USER and exposes no port below 1024', () => {
        const user = instructions(final, 'USER').at(-1);
        expect(user, 'USER in the final stage').toBeDefined();
        expect(user!.split(':')[0], 'USER').not.toMatch(/^(root|0)$/);
        const exposed = instructions(final, 'EXPOSE')
          .flatMap((l) => l.split(/\s+/))
          .map((p) => Number(p.split('/')[0]));
        expect(exposed.length, 'EXPOSE').toBeGreaterThan(0);
        for (const port of exposed) expect(port, `EXPOSE ${port}: a port below 1024 needs root`).toBeGreaterThanOrEqual(1024);
        if (final.from.startsWith('nginx')) {
          // The official nginx image starts its master as root; only its unprivileged variant runs as uid 101 from the start.
          expect(final.from, 'nginx base image').toMatch(/^nginxinc\/nginx-unprivileged:/);
          expect(nginxListens.length).toBeGreaterThan(0);
          for (const port of nginxListens) expect(exposed, `nginx.conf listens on ${port}`).toContain(port);
        }
      });

      it('has a HEALTHCHECK that runs a program of its base image against its own port and a path that answers', () => {
        const check = healthCheckOf(final);
        expect(check, 'HEALTHCHECK in the final stage').not.toBeNull();
        const programs = PROGRAMS_IN_BASE_IMAGE[final.from];
        expect(programs, `${final.from}: say in PROGRAMS_IN_BASE_IMAGE which programs it carries`).toBeDefined();
        expect(programs, `${check!.program} in ${final.from}`).toContain(check!.program);
        const exposed = instructions(final, 'EXPOSE')
          .flatMap((l) => l.split(/\s+/))
          .map((p) => Number(p.split('/')[0]));
        expect(exposed, 'the health check asks the exposed port').toContain(check!.port);
        expect(check!.path).not.toBeNull();
        if (final.from.startsWith('nginxinc/')) {
          expect(nginxAnswersItself(check!.path!), `nginx.conf answers ${check!.path} itself`).toBe(true);
        } else {
          const cmd = JSON.parse(instructions(final, 'CMD').at(-1)!) as string[];
          const built = /^platform\/dist\/(\w+)\.mjs$/.exec(cmd[1]!)![1]!;
          const source = read(builtEntries[built]!);
          expect(nodeServiceAnswers(source, check!.path!), `${builtEntries[built]} answers GET ${check!.path}`).toBe(true);
        }
      });
    });
  }

  it("matches compose: the entry point's published port reaches nginx's listen port, and its health check asks nginx's own location", () => {
    const compose = parse(read('deploy/docker-compose.yml'), { merge: true }) as {
      services: Record<string, { ports?: string[]; healthcheck?: { test: string[] } }>;
    };
    const entry = compose.services.entry!;
    const inside = entry.ports!.map((p) => Number(p.split(':').at(-1)));
    expect(
      inside.every((port) => nginxListens.includes(port)),
      `${(entry.ports ?? []).join(', ')} vs listen ${nginxListens.join(', ')}`,
    ).toBe(true);
    const url = /http:\/\/127\.0\.0\.1:(\d+)(\/[\w-]*)/.exec(entry.healthcheck!.test.join(' '));
    expect(nginxListens).toContain(Number(url![1]));
    expect(nginxAnswersItself(url![2]!)).toBe(true);
  });
});
