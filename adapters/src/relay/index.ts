/** The relay's side of the Kafka path: events from the log to topics, with a checkpoint. */
export * from './eventMessage';
export * from './ports';
export * from './relay';
export * from './kafkaSink';
export * from './documentCheckpoint';
