import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { describe, it } from 'vitest';

/**
 * librdkafka's mock Kafka cluster, run through Debian's `kcat`: CI runs the
 * Kafka contract suites against it on machines without a container engine. kcat is started as a
 * producer reading stdin, so it (and the mock cluster inside it) lives until stdin closes or the
 * process is ended; librdkafka prints the cluster's bootstrap address on stderr.
 *
 * The mock serves produce, fetch, metadata and consumer groups. It refuses kafkajs's idempotent
 * producer and admin calls that go to the controller (createTopics), and creates a topic on first
 * use with four partitions (docs/production.md "Kafka on machines without containers").
 */

export type KafkaMockRuntime = { available: true } | { available: false; reason: string };

const START_TIMEOUT_MS = 10_000;
const ADDRESS = /replaced with (\d{1,3}(?:\.\d{1,3}){3}:\d+)/;

/** Whether `kcat` runs here (CI installs it: .ci/run). */
export const kafkaMockRuntime = (): KafkaMockRuntime => {
  const probe = spawnSync('kcat', ['-V'], { encoding: 'utf8', timeout: 5_000 });
  if (probe.error) return { available: false, reason: `kcat not found (${probe.error.message}); apt-get install kcat` };
  if (probe.status !== 0) return { available: false, reason: `kcat -V exited with ${probe.status}` };
  return { available: true };
};

export interface KafkaMock {
  brokers: string[];
  stop(): Promise<void>;
}

/** Starts a one-broker mock cluster and resolves with its bootstrap address. */
export const startKafkaMock = (): Promise<KafkaMock> =>
  new Promise((resolve, reject) => {
    // The topic only names kcat's own idle producer; nothing is ever written to it.
    const child: ChildProcess = spawn('kcat', ['-b', 'mock', '-X', 'test.mock.num.brokers=1', '-P', '-t', '__kcat_idle'], {
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`kcat printed no mock cluster address within ${START_TIMEOUT_MS} ms: ${stderr}`));
    }, START_TIMEOUT_MS);
    const exited = new Promise<void>((done) => child.once('exit', () => done()));
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => {
      if (stderr.length < 10_000) stderr += chunk;
      const found = ADDRESS.exec(stderr);
      if (!found) return;
      clearTimeout(timer);
      child.stderr!.removeAllListeners('data');
      child.stderr!.resume();
      resolve({
        brokers: [found[1]!],
        stop: async () => {
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.stdin!.end();
          const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
          child.kill('SIGTERM');
          await exited;
          clearTimeout(killer);
        },
      });
    });
  });

/**
 * Declares `suite` when kcat runs here; otherwise prints `SKIPPED <suite>: ...` and declares one
 * skipped test naming the reason, as describeWithContainers does. With REQUIRE_KAFKA_MOCK=1 a
 * missing kcat fails the run instead (.ci/run sets it: it installs kcat).
 */
export function describeWithKafkaMock(suite: string, runtime: KafkaMockRuntime, body: () => void): void {
  if (!runtime.available) {
    if (process.env.REQUIRE_KAFKA_MOCK === '1') throw new Error(`${suite} needs kcat: ${runtime.reason}`);
    console.warn(`SKIPPED ${suite}: ${runtime.reason}`);
  }
  describe.skipIf(!runtime.available)(suite, () => {
    if (runtime.available) body();
    else it(`needs kcat: ${runtime.reason}`, () => {});
  });
}
