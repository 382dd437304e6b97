import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigurationError, PRODUCTION_REQUIRED, loadConfig } from './config';

/** What NODE_ENV=production needs on either storage. */
const productionSecrets = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(40),
  OTP_WEBHOOK_URL: 'https://gateway.example/send',
  OTP_WEBHOOK_SECRET: 'y'.repeat(20),
  RAZORPAY_KEY_ID: 'rzp_live_key',
  RAZORPAY_KEY_SECRET: 'razorpay-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'razorpay-webhook-secret',
};
const production = {
  ...productionSecrets,
  EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
  MONGODB_URL: 'mongodb://mongo:27017/?replicaSet=rs0',
};
const dataDir = () => mkdtempSync(join(tmpdir(), 'config-'));
const refusal = (env: Record<string, string>): ConfigurationError => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigurationError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
};

describe('configuration of the production path', () => {
  it('leaves the embedded default as it was: no Kafka, info logs', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect([config.environment, config.storage]).toEqual(['development', 'embedded']);
    expect(config.kafka).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('reads KAFKA_BROKERS and its companions, with documented defaults', () => {
    const config = loadConfig({ ...production, KAFKA_BROKERS: 'kafka-1:9092, kafka-2:9092' });
    expect(config.kafka).toEqual({
      brokers: ['kafka-1:9092', 'kafka-2:9092'],
      clientId: 'sports-platform',
      topicPrefix: 'sports',
      partitions: 6,
      consumerGroup: 'projectors',
    });
    const tuned = loadConfig({
      ...production,
      KAFKA_BROKERS: 'k:9092',
      KAFKA_TOPIC_PREFIX: 'prod.events',
      KAFKA_PARTITIONS: '12',
      KAFKA_CONSUMER_GROUP: 'read-models',
      LOG_LEVEL: 'debug',
    });
    expect(tuned.kafka).toMatchObject({ topicPrefix: 'prod.events', partitions: 12, consumerGroup: 'read-models' });
    expect(tuned.logLevel).toBe('debug');
  });

  it('production without KAFKA_BROKERS keeps the projector on EventStoreDB directly', () => {
    expect(loadConfig(production).kafka).toBeUndefined();
  });

  it('refuses Kafka without the production stores, and bad values, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), KAFKA_BROKERS: 'k:9092' })).toThrow(
      /KAFKA_BROKERS belongs to the EventStoreDB\/MongoDB storage/,
    );
    expect(() => loadConfig({ ...production, KAFKA_BROKERS: 'k:9092', KAFKA_TOPIC_PREFIX: 'no spaces' })).toThrow(/KAFKA_TOPIC_PREFIX/);
    expect(() => loadConfig({ ...production, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});

describe('one production switch: NODE_ENV=production', () => {
  it('is development unless NODE_ENV is production (vitest sets test), on either storage', () => {
    for (const NODE_ENV of [undefined, 'development', 'test', 'Production']) {
      const config = loadConfig({ DATA_DIR: dataDir(), ...(NODE_ENV ? { NODE_ENV } : {}) });
      expect([NODE_ENV, config.environment, config.devEndpoints, config.seedDemoData]).toEqual([NODE_ENV, 'development', true, true]);
    }
    const servers = loadConfig({ ...production, NODE_ENV: 'development' });
    expect([servers.environment, servers.storage, servers.devEndpoints]).toEqual(['development', 'servers', true]);
  });

  it('is production on the embedded storage too (a single node), with the dev endpoints and demo data off', () => {
    const config = loadConfig({ ...productionSecrets, DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      environment: 'production',
      storage: 'embedded',
      devEndpoints: false,
      seedDemoData: false,
      host: '0.0.0.0',
    });
    expect(config.razorpay).toEqual({ keyId: 'rzp_live_key', keySecret: 'razorpay-key-secret', webhookSecret: 'razorpay-webhook-secret' });
    expect(config.otpWebhook).toEqual({ url: 'https://gateway.example/send', secret: 'y'.repeat(20) });
    expect(loadConfig(production)).toMatchObject({
      environment: 'production',
      storage: 'servers',
      devEndpoints: false,
      seedDemoData: false,
    });
  });

  it('refuses to start without each required variable, naming it', () => {
    expect(PRODUCTION_REQUIRED).toEqual([
      'JWT_SECRET',
      'OTP_WEBHOOK_URL',
      'OTP_WEBHOOK_SECRET',
      'RAZORPAY_KEY_ID',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
    ]);
    for (const name of PRODUCTION_REQUIRED) {
      const { [name]: _left, ...env } = productionSecrets;
      const error = refusal({ ...env, DATA_DIR: dataDir() });
      expect(error.missing, name).toEqual([name]);
      expect(error.message, name).toContain(`Cannot start: missing ${name}.`);
    }
  });

  it('names every missing variable in one error', () => {
    const error = refusal({ NODE_ENV: 'production', DATA_DIR: dataDir() });
    expect(error.missing).toEqual([...PRODUCTION_REQUIRED]);
    expect(error.message).toMatch(
      /^Cannot start: missing JWT_SECRET, OTP_WEBHOOK_URL, OTP_WEBHOOK_SECRET, RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET\. NODE_ENV=production needs/,
    );
    // With half the servers' storage too: one error, still, naming both what production and the storage miss.
    const both = refusal({ NODE_ENV: 'production', EVENTSTORE_URL: 'esdb://e', RAZORPAY_KEY_ID: 'k' });
    expect(both.missing).toEqual([
      'JWT_SECRET',
      'OTP_WEBHOOK_URL',
      'OTP_WEBHOOK_SECRET',
      'RAZORPAY_KEY_SECRET',
      'RAZORPAY_WEBHOOK_SECRET',
      'MONGODB_URL',
    ]);
  });

  it('refuses demo data in production rather than ignoring it', () => {
    expect(() => loadConfig({ ...productionSecrets, DATA_DIR: dataDir(), DEMO_DATA: 'true' })).toThrow(
      /DEMO_DATA=true is for development only/,
    );
    expect(loadConfig({ ...productionSecrets, DATA_DIR: dataDir(), DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('listens on 127.0.0.1 in development and 0.0.0.0 in production unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...productionSecrets, DATA_DIR: dataDir() }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...productionSecrets, DATA_DIR: dataDir(), HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it('keeps the EventStoreDB/MongoDB storage needing both URLs and one shared JWT_SECRET in development too', () => {
    expect(refusal({ EVENTSTORE_URL: 'esdb://e', MONGODB_URL: 'mongodb://m' }).missing).toEqual(['JWT_SECRET']);
    expect(refusal({ MONGODB_URL: 'mongodb://m', JWT_SECRET: 'x'.repeat(40) }).missing).toEqual(['EVENTSTORE_URL']);
  });
});
