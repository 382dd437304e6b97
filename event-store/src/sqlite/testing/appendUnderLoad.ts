/**
 * Child process of writerThread.spec.ts's crash test: appends to a SqliteEventStore from many
 * concurrent loops until it is killed, and prints one line per acknowledged append, after its
 * promise resolved: `ack <stream> <revision of its last event> <event ids, comma-separated>`.
 * Streams are shared between loops, so some appends fail their expected revision and read again.
 * Usage: node --import tsx appendUnderLoad.ts <events.sqlite> <seed>
 */
import { randomUUID } from 'node:crypto';
import { WrongExpectedRevisionError } from '../../port';
import { SqliteEventStore } from '../sqliteEventStore';

const [file, seedText] = process.argv.slice(2);
const LOOPS = 48;
const STREAMS = 64;
let seed = Number(seedText ?? 1);
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};

const store = new SqliteEventStore(file!);
const heads = new Map<string, bigint | 'no_stream'>();

const headOf = async (stream: string): Promise<bigint | 'no_stream'> => {
  const known = heads.get(stream);
  const from = known === undefined || known === 'no_stream' ? 0n : known + 1n;
  const fresh = await store.readStream(stream, { fromRevision: from });
  const head = fresh.length > 0 ? fresh[fresh.length - 1]!.revision : (known ?? 'no_stream');
  heads.set(stream, head);
  return head;
};

const loop = async () => {
  for (;;) {
    const stream = `crash-${Math.floor(random() * STREAMS)}`;
    const head = await headOf(stream);
    const events = Array.from({ length: 1 + Math.floor(random() * 3) }, (_, n) => ({
      id: randomUUID(),
      type: 'Appended',
      data: { n, pad: 'x'.repeat(Math.floor(random() * 400)) },
      metadata: {} as never,
    }));
    try {
      const result = await store.appendToStream(stream, events, { expectedRevision: head });
      heads.set(stream, result.nextExpectedRevision);
      process.stdout.write(`ack ${stream} ${result.nextExpectedRevision} ${events.map((e) => e.id).join(',')}\n`);
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
};

process.stdout.write('ready\n');
await Promise.all(Array.from({ length: LOOPS }, loop));
