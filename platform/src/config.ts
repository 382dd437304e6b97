import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { ProxyTrust } from '@sports/service-kit';
import { z } from 'zod';
import { keptBesideData } from './keptBesideData';
import { defaultMaxOpenStreams } from './streams/openFileLimit';
import { proxyTrustOf, trustedProxiesSchema } from './trustedProxies';

/**
 * Two independent choices. Storage: with none of EVENTSTORE_URL / MONGODB_URL
 * set the platform runs on embedded SQLite files under DATA_DIR, with both on EventStoreDB and
 * MongoDB. Environment: NODE_ENV=production is production on either storage; anything else
 * (unset, development, vitest's test) is development.
 */
const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** Default: 127.0.0.1 in development (nothing outside the machine reaches the dev endpoints), 0.0.0.0 in production. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().default('./data'),
  JWT_SECRET: z.string().min(32).optional(),
  JWT_ISSUER: z.string().default('sports-platform'),
  EVENTSTORE_URL: z.string().optional(),
  MONGODB_URL: z.string().optional(),
  MONGODB_DB: z.string().default('sports'),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(10 * 1024 * 1024)
    .default(64 * 1024),
  /** Event streams open at once in this process, past which a new one is 503 with Retry-After; default 5,000 or half the open-file limit (docs/adr/0119-event-stream-caps.md). */
  MAX_OPEN_STREAMS: z.coerce.number().int().min(1).max(1_000_000).optional(),
  /** An event stream that sent no event this long ends (keep-alives do not count); the client resumes with Last-Event-ID. */
  STREAM_IDLE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(600),
  /** Every event stream ends this long after it opened; the client resumes with Last-Event-ID. */
  STREAM_MAX_LIFE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 86_400)
    .default(3_600),
  /** Development only (default true there); production refuses DEMO_DATA=true. */
  DEMO_DATA: z.enum(['true', 'false']).optional(),
  PROJECTOR_THREAD: z.enum(['true', 'false']).default('true'),
  /** A rebuild's projector threads, read models split between them; one by default: two sharing the one read-model file measured no faster (docs/adr/0134-rebuild-on-two-threads.md). */
  PROJECTOR_THREADS: z.coerce
    .number({ error: 'must be 1 or 2 threads' })
    .int('must be 1 or 2 threads')
    .min(1, 'must be 1 or 2 threads')
    .max(2, 'must be 1 or 2 threads')
    .default(1),
  /** ... for a log of at least this many events: a shorter one is rebuilt sooner than a second worker starts (about 1.4 s of CPU). */
  PROJECTOR_SPLIT_MIN_EVENTS: z.coerce
    .number({ error: 'must be a whole number of events' })
    .int('must be a whole number of events')
    .min(0, 'must be a whole number of events')
    .default(50_000),
  /** The query service run alone (platform/src/services/queryService.ts): its processes behind one port (docs/adr/0132-query-workers.md). */
  QUERY_WORKERS: z.coerce
    .number({ error: 'must be a whole number of processes, 1 to 64' })
    .int('must be a whole number of processes, 1 to 64')
    .min(1, 'must be a whole number of processes, 1 to 64')
    .max(64, 'must be a whole number of processes, 1 to 64')
    .default(1),
  /** Token lifetimes; defaults follow spec section 9 (55 minutes, 365 days). */
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(86_400)
    .default(55 * 60),
  REFRESH_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(600)
    .max(400 * 86_400)
    .default(365 * 86_400),
  /** POST /api/shield/token answers only when this is set (at least 32 characters). */
  SHIELD_SERVER_TOKEN: z.string().min(32).optional(),
  /** Production code delivery: a messaging gateway webhook and its signing secret. */
  OTP_WEBHOOK_URL: z.url().optional(),
  OTP_WEBHOOK_SECRET: z.string().min(16).optional(),
  /** Behind a reverse proxy: trust loopback and the deploy's entry point (./trustedProxies.ts) unless TRUSTED_PROXIES names the proxies. */
  TRUST_PROXY: z.enum(['true', 'false']).optional(),
  /** The reverse proxies whose X-Forwarded-For entries count (addresses, CIDR ranges, loopback/linklocal/uniquelocal); the client is the right-most other address. */
  TRUSTED_PROXIES: trustedProxiesSchema,
  /** Where players reach the UI, for links in messages (invitations); default http://localhost:PORT. */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Game notifications (invitations, answers, holds...) through the message port. */
  NOTIFICATIONS: z.enum(['true', 'false']).default('true'),
  /** Comma-separated origins (https://app.example.com) allowed to call the APIs cross-origin (CORS); none by default. */
  CORS_ORIGINS: z.string().default(''),
  /** Production path (docs/production.md): with brokers set, the relay publishes to Kafka and projectors consume it. */
  KAFKA_BROKERS: z.string().optional(),
  KAFKA_CLIENT_ID: z.string().default('sports-platform'),
  KAFKA_TOPIC_PREFIX: z
    .string()
    .regex(/^[a-zA-Z0-9._-]+$/)
    .default('sports'),
  KAFKA_PARTITIONS: z.coerce.number().int().min(1).max(1000).default(6),
  KAFKA_CONSUMER_GROUP: z.string().default('projectors'),
  /** Projector only: the read models this process writes (comma-separated names); default all. Split read models over groups to scale out. */
  PROJECTIONS: z.string().optional(),
  /** Payments through Razorpay (its official SDK); without these the embedded test gateway takes payments. */
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * Web Push (docs/adr/0099-web-push.md): the VAPID key pair (base64url: the P-256 public key
   * uncompressed, the private scalar) and the subject push services may contact. Development
   * generates a pair into DATA_DIR; production without them sends no pushes.
   */
  PUSH_VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key, uncompressed, in base64url (87 characters)')
    .optional(),
  PUSH_VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key in base64url (43 characters)')
    .optional(),
  PUSH_SUBJECT: z
    .string()
    .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https: address')
    .optional(),
  /** Development: PUSH_NOTIFICATIONS=false turns Web Push off (no keys are generated). */
  PUSH_NOTIFICATIONS: z.enum(['true', 'false']).default('true'),
  /** Structured logs (pino): trace, debug, info, warn, error, fatal or silent. */
  LOG_LEVEL: z.enum(['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent']).default('info'),
});

export interface KafkaConfig {
  brokers: string[];
  clientId: string;
  topicPrefix: string;
  /** Partitions of each category topic; the ordered log always has one. */
  partitions: number;
  consumerGroup: string;
}

export interface PlatformConfig {
  port: number;
  /** PUBLIC_URL, or http://localhost:PORT when it is unset (then `publicUrlFollowsPort`: see publicUrl.ts). */
  publicUrl: string;
  /** No PUBLIC_URL was given: links follow the port the server bound (PORT=0 picks a free one). */
  publicUrlFollowsPort: boolean;
  notifications: boolean;
  host: string;
  dataDir: string;
  /** NODE_ENV=production, or development (anything else; tests included). */
  environment: 'development' | 'production';
  /** Embedded SQLite files under DATA_DIR, or the EventStoreDB and MongoDB servers. Either serves production. */
  storage: 'embedded' | 'servers';
  /** /api/dev/* (dev tokens, demo accounts, the development outbox): development only. */
  devEndpoints: boolean;
  /** Demo data into an empty log: development on embedded storage only. */
  seedDemoData: boolean;
  jwtSecret: string;
  jwtIssuer: string;
  eventStoreUrl?: string;
  mongoUrl?: string;
  mongoDb: string;
  bodyLimitBytes: number;
  accessTtlSeconds: number;
  refreshTtlSeconds: number;
  shieldServerToken?: string;
  otpWebhook?: { url: string; secret: string };
  /** The reverse proxies trusted to say who the client is (TRUSTED_PROXIES; none by default), and the compiled check clientAddress uses. */
  trustedProxies: readonly string[];
  trustProxy: ProxyTrust;
  /** Embedded only: run the projector in a worker thread (default) rather than beside request handling. */
  projectorThread: boolean;
  /** Embedded, with the projector thread: the threads a rebuild runs on (then one again, docs/adr/0134-rebuild-on-two-threads.md). */
  projectorThreads: number;
  /** The log's length from which a rebuild is split over projectorThreads (PROJECTOR_SPLIT_MIN_EVENTS). */
  projectorSplitMinEvents: number;
  /** The query service run alone: processes behind one port (node:cluster); 1 is one process. `npm start` ignores it (docs/adr/0132-query-workers.md). */
  queryWorkers: number;
  /** Origins other than the platform's own allowed to call the APIs (CORS). */
  corsOrigins: string[];
  /** Event streams (docs/adr/0119-event-stream-caps.md): the process's ceiling, and when an idle or old one ends. */
  streams: { maxOpen: number; idleMs: number; maxLifeMs: number };
  /** Production only: events travel through Kafka (relay, projector group); without it the projector follows EventStoreDB itself. */
  kafka?: KafkaConfig;
  /** Razorpay's keys; undefined: the embedded test gateway. */
  razorpay?: { keyId: string; keySecret: string; webhookSecret: string };
  logLevel: 'trace' | 'debug' | 'info' | 'warn' | 'error' | 'fatal' | 'silent';
  /** The read models a projector process writes (names); undefined: all. */
  projections?: string[];
  /** Web Push's VAPID keys and subject; undefined: no pushes are sent and the UI never asks (docs/adr/0099-web-push.md). */
  push?: { publicKey: string; privateKey: string; subject: string };
}

/** The embedded default keeps its signing secret beside its data so tokens survive a restart. */
const embeddedSecret = (dataDir: string): string => {
  return keptBesideData(join(dataDir, 'jwt-secret'), () => randomBytes(32).toString('base64url')).trim();
};

/** A P-256 key pair for VAPID (RFC 8292) as web-push reads it: the public point uncompressed and the private scalar, base64url. */
export const generateVapidKeys = (): { publicKey: string; privateKey: string } => {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const { x, y } = publicKey.export({ format: 'jwk' });
  const { d } = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(x!, 'base64url'), Buffer.from(y!, 'base64url')]);
  return { publicKey: point.toString('base64url'), privateKey: d! };
};

/** Development keeps a generated VAPID pair beside its data, like the JWT secret: subscriptions made with it outlive a restart. */
const developmentVapidKeys = (dataDir: string): { publicKey: string; privateKey: string } => {
  const text = keptBesideData(join(dataDir, 'vapid-keys.json'), () => JSON.stringify(generateVapidKeys()));
  return JSON.parse(text) as { publicKey: string; privateKey: string };
};

/**
 * Web Push's settings: both keys given, or neither. Production without them sends no pushes; with
 * them it needs PUSH_SUBJECT (an address of the operator's, RFC 8292 section 2.1). Development
 * generates keys into DATA_DIR unless PUSH_NOTIFICATIONS=false.
 */
const pushSettings = (e: Env, environment: 'development' | 'production', dataDir: string): PlatformConfig['push'] => {
  if (Boolean(e.PUSH_VAPID_PUBLIC_KEY) !== Boolean(e.PUSH_VAPID_PRIVATE_KEY)) {
    throw new ConfigurationError(
      'Cannot start: set both PUSH_VAPID_PUBLIC_KEY and PUSH_VAPID_PRIVATE_KEY, or neither (README "Configuration")',
      [e.PUSH_VAPID_PUBLIC_KEY ? 'PUSH_VAPID_PRIVATE_KEY' : 'PUSH_VAPID_PUBLIC_KEY'],
    );
  }
  if (e.PUSH_NOTIFICATIONS === 'false') return undefined;
  if (e.PUSH_VAPID_PUBLIC_KEY && e.PUSH_VAPID_PRIVATE_KEY) {
    if (environment === 'production' && !e.PUSH_SUBJECT)
      throw new ConfigurationError(
        'Cannot start: missing PUSH_SUBJECT. Web Push with VAPID keys needs a mailto: or https: address push services may contact (README "Configuration")',
        ['PUSH_SUBJECT'],
      );
    return {
      publicKey: e.PUSH_VAPID_PUBLIC_KEY,
      privateKey: e.PUSH_VAPID_PRIVATE_KEY,
      subject: e.PUSH_SUBJECT ?? DEVELOPMENT_PUSH_SUBJECT,
    };
  }
  if (environment === 'production') return undefined;
  return { ...developmentVapidKeys(dataDir), subject: e.PUSH_SUBJECT ?? DEVELOPMENT_PUSH_SUBJECT };
};

/** Development's VAPID subject when none is set: push services only read it to contact a sender. */
const DEVELOPMENT_PUSH_SUBJECT = 'mailto:push@example.invalid';

/** The variables production cannot run without, named all at once so one restart fixes them. */
export const PRODUCTION_REQUIRED = [
  'JWT_SECRET',
  'OTP_WEBHOOK_URL',
  'OTP_WEBHOOK_SECRET',
  'RAZORPAY_KEY_ID',
  'RAZORPAY_KEY_SECRET',
  'RAZORPAY_WEBHOOK_SECRET',
] as const;

/** Every service signs and checks the same tokens on the servers' storage, so a secret generated per process will not do. */
const SERVERS_REQUIRED = ['EVENTSTORE_URL', 'MONGODB_URL', 'JWT_SECRET'] as const;

type Env = z.infer<typeof envSchema>;

/** The configuration the process refuses to start with; `missing` names the unset variables. */
export class ConfigurationError extends Error {
  constructor(
    message: string,
    readonly missing: readonly string[] = [],
  ) {
    super(message);
    this.name = 'ConfigurationError';
  }
}

/** One error naming every missing variable and why it is needed. */
const refuseIncomplete = (e: Env, environment: 'development' | 'production', storage: 'embedded' | 'servers'): void => {
  const required = new Set<keyof Env>([
    ...(environment === 'production' ? PRODUCTION_REQUIRED : []),
    ...(storage === 'servers' ? SERVERS_REQUIRED : []),
  ]);
  const missing = [...required].filter((name) => !e[name]);
  const problems = missing.length ? [`missing ${missing.join(', ')}`] : [];
  if (environment === 'production' && e.DEMO_DATA === 'true') problems.push('DEMO_DATA=true is for development only');
  if (storage === 'embedded' && e.KAFKA_BROKERS)
    problems.push('KAFKA_BROKERS belongs to the EventStoreDB/MongoDB storage: set EVENTSTORE_URL and MONGODB_URL too');
  if (problems.length === 0) return;
  const why = [
    environment === 'production' ? `NODE_ENV=production needs ${PRODUCTION_REQUIRED.join(', ')}` : '',
    storage === 'servers'
      ? `the EventStoreDB/MongoDB storage needs ${SERVERS_REQUIRED.join(', ')} (one JWT_SECRET shared by every service)`
      : '',
  ].filter(Boolean);
  throw new ConfigurationError(
    `Cannot start: ${problems.join('; ')}${why.length ? `. ${why.join('; ')}` : ''} (README "Configuration", docs/production.md)`,
    missing,
  );
};

export const loadConfig = (env: Record<string, string | undefined> = process.env): PlatformConfig => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success)
    throw new ConfigurationError(
      `Invalid configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  const e = parsed.data;
  if (e.TRUST_PROXY === 'false' && e.TRUSTED_PROXIES?.length)
    throw new ConfigurationError(
      'Invalid configuration: TRUSTED_PROXIES names proxies to trust but TRUST_PROXY=false; unset one of them (README "Configuration")',
    );
  const environment = e.NODE_ENV === 'production' ? 'production' : 'development';
  const storage = e.EVENTSTORE_URL || e.MONGODB_URL ? 'servers' : 'embedded';
  refuseIncomplete(e, environment, storage);
  const brokers = (e.KAFKA_BROKERS ?? '')
    .split(',')
    .map((b) => b.trim())
    .filter(Boolean);
  const dataDir = resolve(e.DATA_DIR);
  if (storage === 'embedded') mkdirSync(dataDir, { recursive: true });
  const development = environment === 'development';
  return {
    port: e.PORT,
    // Development listens on loopback only unless HOST says otherwise.
    host: e.HOST ?? (development ? '127.0.0.1' : '0.0.0.0'),
    dataDir,
    environment,
    storage,
    devEndpoints: development,
    seedDemoData: development && storage === 'embedded' && (e.DEMO_DATA ?? 'true') === 'true',
    jwtSecret: e.JWT_SECRET ?? embeddedSecret(dataDir),
    jwtIssuer: e.JWT_ISSUER,
    eventStoreUrl: e.EVENTSTORE_URL,
    mongoUrl: e.MONGODB_URL,
    mongoDb: e.MONGODB_DB,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    streams: {
      maxOpen: e.MAX_OPEN_STREAMS ?? defaultMaxOpenStreams(),
      idleMs: e.STREAM_IDLE_SECONDS * 1_000,
      maxLifeMs: e.STREAM_MAX_LIFE_SECONDS * 1_000,
    },
    projectorThread: storage === 'embedded' && e.PROJECTOR_THREAD === 'true',
    projectorThreads: e.PROJECTOR_THREADS,
    projectorSplitMinEvents: e.PROJECTOR_SPLIT_MIN_EVENTS,
    queryWorkers: e.QUERY_WORKERS,
    accessTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTtlSeconds: e.REFRESH_TOKEN_TTL_SECONDS,
    shieldServerToken: e.SHIELD_SERVER_TOKEN,
    otpWebhook: e.OTP_WEBHOOK_URL && e.OTP_WEBHOOK_SECRET ? { url: e.OTP_WEBHOOK_URL, secret: e.OTP_WEBHOOK_SECRET } : undefined,
    ...proxyTrustOf(e.TRUST_PROXY, e.TRUSTED_PROXIES),
    notifications: e.NOTIFICATIONS === 'true',
    kafka:
      brokers.length > 0
        ? {
            brokers,
            clientId: e.KAFKA_CLIENT_ID,
            topicPrefix: e.KAFKA_TOPIC_PREFIX,
            partitions: e.KAFKA_PARTITIONS,
            consumerGroup: e.KAFKA_CONSUMER_GROUP,
          }
        : undefined,
    razorpay:
      e.RAZORPAY_KEY_ID && e.RAZORPAY_KEY_SECRET && e.RAZORPAY_WEBHOOK_SECRET
        ? { keyId: e.RAZORPAY_KEY_ID, keySecret: e.RAZORPAY_KEY_SECRET, webhookSecret: e.RAZORPAY_WEBHOOK_SECRET }
        : undefined,
    logLevel: e.LOG_LEVEL,
    projections: e.PROJECTIONS
      ? e.PROJECTIONS.split(',')
          .map((p) => p.trim())
          .filter(Boolean)
      : undefined,
    push: pushSettings(e, environment, dataDir),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    publicUrlFollowsPort: e.PUBLIC_URL === undefined,
  };
};
