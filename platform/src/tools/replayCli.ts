import { createWriteStream } from 'node:fs';
import { openStores } from '../adapters';
import { loadConfig } from '../config';
import { REPLAY_USAGE, UsageError, parseReplayArgs } from './cliArgs';
import { replay } from './replay';

/** `npm run replay -- ...`: events to NDJSON or CSV on stdout or a file, on either path (docs/analysts.md). */
let args: ReturnType<typeof parseReplayArgs>;
try {
  args = parseReplayArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`${error.message}\n\n${REPLAY_USAGE}\n`);
  process.exit(2);
}
const { eventStore, documents } = await openStores(loadConfig());
// A big buffer: pages of thousands of lines go out in a few large writes.
const file = args.out ? createWriteStream(args.out, { highWaterMark: 4 << 20 }) : null;
const out = file ?? process.stdout;
try {
  const summary = await replay(eventStore, args.query, out, { format: args.format, progress: process.stderr });
  process.stderr.write(`${JSON.stringify({ summary })}\n`);
} finally {
  if (file) await new Promise<void>((resolve, reject) => file.end((error?: Error | null) => (error ? reject(error) : resolve())));
  await eventStore.close();
  await documents.close();
}
