import { createServer } from 'node:net';
import { GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';

/** The same image deploy/docker-compose.yml runs. First run pulls it, so starting may take minutes. */
export const KAFKA_IMAGE = 'apache/kafka:3.9.1';
export const KAFKA_START_TIMEOUT_MS = 240_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/**
 * A single-node KRaft broker for contract suites. Kafka hands clients the advertised address,
 * which must be the one the test reaches, so the host port is chosen before the start.
 */
export const startKafka = async (): Promise<{ container: StartedTestContainer; brokers: string[] }> => {
  const port = await freePort();
  const container = await new GenericContainer(KAFKA_IMAGE)
    .withEnvironment({
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://:9093',
      KAFKA_ADVERTISED_LISTENERS: `PLAINTEXT://localhost:${port}`,
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: 'CONTROLLER:PLAINTEXT,PLAINTEXT:PLAINTEXT',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_REPLICATION_FACTOR: '1',
      KAFKA_TRANSACTION_STATE_LOG_MIN_ISR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
    })
    .withExposedPorts({ container: 9092, host: port })
    .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
    .withStartupTimeout(KAFKA_START_TIMEOUT_MS)
    .start();
  return { container, brokers: [`localhost:${port}`] };
};
