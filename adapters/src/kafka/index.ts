/** The projector's side of the Kafka path: the client, the consumer and the projector over it. */
export * from './connect';
export * from './ports';
export * from './kafkaConsumer';
export * from './kafkaProjector';
