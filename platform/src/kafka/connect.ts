import { Kafka, logLevel } from 'kafkajs';
import type { KafkaConfig } from '../config';
import type { Logger } from '../observability/logger';
import { orderedTopicOf, type TopicLayout } from '../relay/eventMessage';

const LEVELS: Record<number, 'error' | 'warn' | 'info' | 'debug'> = {
  [logLevel.ERROR]: 'error',
  [logLevel.WARN]: 'warn',
  [logLevel.INFO]: 'info',
  [logLevel.DEBUG]: 'debug',
};

/** A kafkajs client for one role (relay, projector), logging through the service's pino logger. */
export const kafkaFor = (
  config: KafkaConfig,
  role: string,
  logger: Logger,
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
