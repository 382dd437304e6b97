import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import { streams } from '@sports/contracts';
import { CommandHandler, gameDecider, type GameCommandMessage } from '@sports/command-service';
import { SqliteEventStore } from '@sports/event-store';
import { ProjectionRunner, SqliteDocumentStore, allProjections, gameListProjection } from '@sports/projections';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { createLogger } from './logger';
import { ServiceMetrics } from './metrics';
import { observedFeed } from './observedFeed';
import { sample } from './prometheusSample';
import { mountOpsRoutes } from './opsRoutes';

const closing: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  for (const c of closing.splice(0)) await c.close();
});

const stores = () => {
  const dir = mkdtempSync(join(tmpdir(), 'observability-'));
  const log = new SqliteEventStore(join(dir, 'events.sqlite'));
  const documents = new SqliteDocumentStore(join(dir, 'read.sqlite'));
  closing.push(log, documents);
  return { log, documents };
};

/** Collects pino's JSON lines. */
const memoryLog = () => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
};

const now = '2026-11-20T10:00:00.000Z';
const create = (id: string, correlationId?: string): GameCommandMessage => ({
  type: 'CreateGame',
  data: { activityId: id, host: { id: 'host', name: 'Hari Host' }, details: sampleGameDetails({ maxParticipants: 10 }) },
  context: { commandId: `create-${id}`, userId: 'host', now, correlationId },
});
const join_ = (id: string, player: string): GameCommandMessage => ({
  type: 'JoinGame',
  data: { activityId: id, player: { id: player, name: `Player ${player}` } },
  context: { commandId: `join-${id}-${player}`, userId: player, now },
});
const run = (handler: CommandHandler, command: GameCommandMessage) =>
  handler.handle({ streamId: streams.game(command.data.activityId), decider: gameDecider, command, reply: () => null });

describe('GET /metrics', () => {
  it('reports command latency by type and outcome, conflicts and retries, and projection lag per read model in events and seconds', async () => {
    const { log, documents } = stores();
    const metrics = new ServiceMetrics('command-service');
    const a = new CommandHandler(log, { observer: metrics.commandObserver() });
    // Another writer gets in between b's read and append once: one conflict, one retry.
    let raced = false;
    const racing = Object.create(log, {
      appendToStream: {
        value: async (...args: Parameters<SqliteEventStore['appendToStream']>) => {
          if (!raced && args[1][0]!.type === 'PlayerJoinedGame') {
            raced = true;
            await run(new CommandHandler(log), join_('g1', 'rival'));
          }
          return log.appendToStream(...args);
        },
      },
    }) as SqliteEventStore;
    const b = new CommandHandler(racing, { observer: metrics.commandObserver() });
    await run(a, create('g1'));
    await run(a, join_('g1', 'priya'));
    await run(b, join_('g1', 'meera'));
    await run(a, join_('g1', 'arjun'));
    await run(a, create('g1')); // the same command id again: repeated, nothing appended
    await expect(run(a, join_('g1', 'arjun'))).resolves.toMatchObject({ repeated: true });

    metrics.projectionLag(log, async () => [
      { readModel: gameListProjection.name, position: await documents.getCheckpoint(gameListProjection.name) },
    ]);
    const app = new Hono();
    let caughtUp = false;
    mountOpsRoutes(app, { metrics, ready: async () => ({ ready: caughtUp }) });

    const before = await app.request('/metrics');
    expect(before.headers.get('content-type')).toContain('text/plain');
    const text = await before.text();
    const service = 'command-service';
    expect(sample(text, 'command_duration_seconds_count', { service, type: 'CreateGame', outcome: 'appended' })).toBe(1);
    expect(sample(text, 'command_duration_seconds_count', { service, type: 'CreateGame', outcome: 'repeated' })).toBe(1);
    expect(sample(text, 'command_duration_seconds_count', { service, type: 'JoinGame', outcome: 'appended' })).toBe(3);
    expect(sample(text, 'command_duration_seconds_count', { service, type: 'JoinGame', outcome: 'repeated' })).toBe(1);
    expect(sample(text, 'command_duration_seconds_sum', { service, type: 'JoinGame', outcome: 'appended' })).toBeGreaterThan(0);
    expect(sample(text, 'command_conflicts_total', { service, type: 'JoinGame' })).toBe(1);
    expect(sample(text, 'command_retries_total', { service, type: 'JoinGame' })).toBe(1);
    expect(sample(text, 'command_conflicts_total', { service, type: 'CreateGame' })).toBeUndefined();
    // Nothing projected yet: every event of the log is behind, the oldest written at `now`.
    const events = (await log.readAll({ after: null, maxCount: 100 })).length;
    const readModel = { service, read_model: gameListProjection.name };
    expect(sample(text, 'projection_lag_events', readModel)).toBe(events);
    expect(sample(text, 'projection_lag_seconds', readModel)).toBeGreaterThan((Date.now() - Date.parse(now)) / 1000 - 60);
    expect((await app.request('/ready')).status).toBe(503);

    const runner = new ProjectionRunner(log, documents, allProjections);
    await runner.start();
    await runner.waitFor(await log.headPosition());
    await runner.stop();
    caughtUp = true;
    const after = await (await app.request('/metrics')).text();
    expect(sample(after, 'projection_lag_events', readModel)).toBe(0);
    expect(sample(after, 'projection_lag_seconds', readModel)).toBe(0);
    expect((await app.request('/ready')).status).toBe(200);
  });

  it('reports relay lag against the relay checkpoint', async () => {
    const { log } = stores();
    await run(new CommandHandler(log), create('g2'));
    const metrics = new ServiceMetrics('relay');
    let checkpoint: bigint | null = null;
    metrics.relayLag(log, async () => checkpoint);
    const before = await metrics.text();
    expect(sample(before, 'relay_lag_events', { service: 'relay' })).toBe(2);
    expect(sample(before, 'relay_lag_seconds', { service: 'relay' })).toBeGreaterThan(0);
    checkpoint = await log.headPosition();
    const after = await metrics.text();
    expect(sample(after, 'relay_lag_events', { service: 'relay' })).toBe(0);
    expect(sample(after, 'relay_lag_seconds', { service: 'relay' })).toBe(0);
  });
});

describe('structured logs', () => {
  it("carry a command's correlation id from the command through every event to the read models that projected it", async () => {
    const { log, documents } = stores();
    const { lines, stream } = memoryLog();
    const logger = createLogger('platform', 'debug', stream);
    const handler = new CommandHandler(log, { observer: new ServiceMetrics('platform').commandObserver(logger) });
    await run(handler, create('g3', 'corr-from-request'));
    const runner = new ProjectionRunner(observedFeed(log, logger, allProjections), documents, allProjections);
    await runner.start();
    await runner.waitFor(await log.headPosition());
    await runner.stop();

    const command = lines.find((l) => l.msg === 'command handled');
    expect(command).toMatchObject({
      service: 'platform',
      correlationId: 'corr-from-request',
      commandType: 'CreateGame',
      streamId: 'game-g3',
      outcome: 'appended',
    });
    expect(typeof command!.time).toBe('string');
    const projected = lines.filter((l) => l.msg === 'event projected');
    // CreateGame wrote GameCreated and the host's PlayerJoinedGame: both carry the command's correlation id.
    expect(projected.map((l) => [l.eventType, l.correlationId])).toEqual([
      ['GameCreated', 'corr-from-request'],
      ['PlayerJoinedGame', 'corr-from-request'],
    ]);
    expect(projected[0]!.readModels).toContain(gameListProjection.name);
  });

  it('uses the command id as the correlation id when the request named none', async () => {
    const { log } = stores();
    const { lines, stream } = memoryLog();
    const handler = new CommandHandler(log, {
      observer: new ServiceMetrics('platform').commandObserver(createLogger('platform', 'info', stream)),
    });
    await run(handler, create('g4'));
    expect(lines[0]).toMatchObject({ correlationId: 'create-g4', level: 30 });
    expect((await log.readStream('game-g4'))[0]!.metadata.correlationId).toBe('create-g4');
  });
});
