import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { EventFeed } from '@sports/contracts';
import type { CommandObserver, CommandOutcome } from '@sports/command-service';
import type { Logger } from './logger';

/** Reading further than this to count a lag costs more than the number is worth; the gauge then says "at least". */
export const LAG_COUNT_CAP = 10_000;

/** How far `position` is behind the log: events not yet taken (capped) and how long the oldest of them has waited. */
export const lagOf = async (
  feed: EventFeed,
  position: bigint | null,
  now: () => number = Date.now,
): Promise<{ events: number; seconds: number }> => {
  const behind = await feed.readAll({ after: position, maxCount: LAG_COUNT_CAP });
  const oldest = behind[0];
  if (!oldest) return { events: 0, seconds: 0 };
  const waited = (now() - Date.parse(oldest.metadata.time)) / 1000;
  return { events: behind.length, seconds: Number.isFinite(waited) ? Math.max(0, waited) : 0 };
};

/**
 * One measurement shared by two gauges of one scrape: prom-client starts every collect in
 * registration order before awaiting any, so the first gauge measures afresh and the second
 * takes that same measurement.
 */
const perScrape = <T>(measure: () => Promise<T>) => {
  let current: Promise<T> | null = null;
  return { fresh: () => (current = measure()), latest: () => current ?? (current = measure()) };
};

/**
 * The metrics every service exposes on GET /metrics (Prometheus text format). Each service
 * fills what it does: command latency, conflicts and retries (command service), projection lag
 * per read model (projector, query service), relay lag (relay).
 */
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly commandSeconds = new Histogram({
    name: 'command_duration_seconds',
    help: 'Time to handle a command (read, decide, append), by command type and outcome',
    labelNames: ['type', 'outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  private readonly conflicts = new Counter({
    name: 'command_conflicts_total',
    help: 'Appends that lost to a concurrent writer (wrong expected revision), by command type',
    labelNames: ['type'] as const,
    registers: [this.registry],
  });
  private readonly retries = new Counter({
    name: 'command_retries_total',
    help: 'Commands decided again after a conflict, by command type',
    labelNames: ['type'] as const,
    registers: [this.registry],
  });

  constructor(readonly service: string) {
    this.registry.setDefaultLabels({ service });
  }

  /** Observes every command: latency, conflicts, retries; one log line each, with its correlation id. */
  commandObserver(logger?: Logger): CommandObserver {
    return {
      onHandled: (o: CommandOutcome) => {
        this.commandSeconds.observe({ type: o.type, outcome: o.outcome }, o.durationMs / 1000);
        if (o.conflicts > 0) {
          this.conflicts.inc({ type: o.type }, o.conflicts);
          // Every conflict but a final give-up was followed by another attempt.
          this.retries.inc({ type: o.type }, o.outcome === 'conflict' ? o.conflicts - 1 : o.conflicts);
        }
        if (!logger?.isLevelEnabled('info')) return;
        const position = o.position === null ? null : String(o.position);
        const durationMs = Math.round(o.durationMs * 100) / 100;
        logger.info(
          {
            correlationId: o.correlationId,
            commandType: o.type,
            streamId: o.streamId,
            outcome: o.outcome,
            conflicts: o.conflicts,
            position,
            durationMs,
          },
          'command handled',
        );
      },
    };
  }

  /**
   * Projection lag per read model, measured when scraped: each read model's checkpoint against
   * the head of the log (events behind, and seconds the oldest unprojected event has waited).
   */
  projectionLag(feed: EventFeed, checkpoints: () => Promise<Array<{ readModel: string; position: bigint | null }>>): void {
    const measure = perScrape(async () => {
      const lags = new Map<string, { events: number; seconds: number }>();
      for (const c of await checkpoints()) lags.set(c.readModel, await lagOf(feed, c.position));
      return lags;
    });
    new Gauge({
      name: 'projection_lag_events',
      help: `Events in the log not yet applied to the read model (counted up to ${LAG_COUNT_CAP})`,
      labelNames: ['read_model'] as const,
      registers: [this.registry],
      async collect() {
        const lags = await measure.fresh();
        this.reset();
        for (const [readModel, lag] of lags) this.set({ read_model: readModel }, lag.events);
      },
    });
    new Gauge({
      name: 'projection_lag_seconds',
      help: 'How long the oldest event not yet applied to the read model has waited (0 when caught up)',
      labelNames: ['read_model'] as const,
      registers: [this.registry],
      async collect() {
        const lags = await measure.latest();
        this.reset();
        for (const [readModel, lag] of lags) this.set({ read_model: readModel }, lag.seconds);
      },
    });
  }

  /** Relay lag: the relay's checkpoint against the head of $all. */
  relayLag(feed: EventFeed, position: () => Promise<bigint | null>): void {
    const measure = perScrape(async () => lagOf(feed, await position()));
    new Gauge({
      name: 'relay_lag_events',
      help: `Events in the log not yet acknowledged by Kafka (counted up to ${LAG_COUNT_CAP})`,
      registers: [this.registry],
      async collect() {
        this.set((await measure.fresh()).events);
      },
    });
    new Gauge({
      name: 'relay_lag_seconds',
      help: 'How long the oldest event not yet acknowledged by Kafka has waited (0 when caught up)',
      registers: [this.registry],
      async collect() {
        this.set((await measure.latest()).seconds);
      },
    });
  }

  /** Consumer lag as Kafka reports it for the projector group's last batch. */
  kafkaConsumerLag(): (lag: number) => void {
    const gauge = new Gauge({
      name: 'kafka_consumer_lag_events',
      help: 'Messages behind the last batch on its partition (the projector group)',
      registers: [this.registry],
    });
    return (lag) => gauge.set(lag);
  }

  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}
