import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const production = {
  EVENTSTORE_URL: 'esdb://eventstore:2113?tls=false',
  MONGODB_URL: 'mongodb://mongo:27017/?replicaSet=rs0',
  JWT_SECRET: 'x'.repeat(40),
  OTP_WEBHOOK_URL: 'https://gateway.example/send',
  OTP_WEBHOOK_SECRET: 'y'.repeat(20),
};

describe('configuration of the production path (issue 9)', () => {
  it('leaves the embedded default as it was: no Kafka, info logs', () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'config-')) });
    expect(config.mode).toBe('embedded');
    expect(config.kafka).toBeUndefined();
    expect(config.logLevel).toBe('info');
  });

  it('reads KAFKA_BROKERS and its companions, with documented defaults', () => {
    const config = loadConfig({ ...production, KAFKA_BROKERS: 'kafka-1:9092, kafka-2:9092' });
    expect(config.kafka).toEqual({ brokers: ['kafka-1:9092', 'kafka-2:9092'], clientId: 'sports-platform', topicPrefix: 'sports', partitions: 6, consumerGroup: 'projectors' });
    const tuned = loadConfig({ ...production, KAFKA_BROKERS: 'k:9092', KAFKA_TOPIC_PREFIX: 'prod.events', KAFKA_PARTITIONS: '12', KAFKA_CONSUMER_GROUP: 'read-models', LOG_LEVEL: 'debug' });
    expect(tuned.kafka).toMatchObject({ topicPrefix: 'prod.events', partitions: 12, consumerGroup: 'read-models' });
    expect(tuned.logLevel).toBe('debug');
  });

  it('production without KAFKA_BROKERS keeps the projector on EventStoreDB directly', () => {
    expect(loadConfig(production).kafka).toBeUndefined();
  });

  it('refuses Kafka without the production stores, and bad values, naming the variable', () => {
    expect(() => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'config-')), KAFKA_BROKERS: 'k:9092' })).toThrow(/KAFKA_BROKERS belongs to the production path/);
    expect(() => loadConfig({ ...production, KAFKA_BROKERS: 'k:9092', KAFKA_TOPIC_PREFIX: 'no spaces' })).toThrow(/KAFKA_TOPIC_PREFIX/);
    expect(() => loadConfig({ ...production, LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL/);
  });
});
