import { Kafka, logLevel } from 'kafkajs';
import { orderedTopicOf, type TopicLayout } from '../relay/eventMessage';

/** What a client needs of the platform's Kafka configuration (platform's config.ts KAFKA_* settings). */
export interface KafkaClientConfig {
  brokers: string[];
  clientId: string;
  topicPrefix: string;
}

type LogFn = (fields: object, message: string) => void;
/** The service's logger (pino's in production): kafkajs's own log lines go through it. */
export type KafkaLogger = Record<'error' | 'warn' | 'info' | 'debug', LogFn>;

const LEVELS: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/** A kafkajs client for one role (relay, projector), logging through the service's pino logger. */
export const kafkaFor = (
  config: KafkaClientConfig,
  role: string,
  logger: KafkaLogger,
): { kafka: Kafka; layout: TopicLayout; orderedTopic: string } => {
  const layout = { prefix: config.topicPrefix };
  const kafka = new Kafka({
    clientId: `${config.clientId}-${role}`,
    brokers: config.brokers,
    logLevel: logLevel.WARN,
    logCreator:
      () =>
      ({ level, log }) => {
        const { message, ...rest } = log;
        logger[LEVELS[level] ?? 'info']({ kafka: rest }, message);
      },
  });
  return { kafka, layout, orderedTopic: orderedTopicOf(layout) };
};
