import { closeSync, openSync, writeSync } from 'node:fs';
import { openStores } from '@sports/platform/adapters';
import { loadConfig } from '@sports/platform/config';
import { explainDamagedFile } from '@sports/platform/embeddedFiles/checkAtStart';
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
// A damaged log: its file, what is wrong and the restore command, exit 65, as at a start (docs/operations.md "Damaged files").
const { eventStore, documents } = await openStores(loadConfig()).catch(explainDamagedFile);
/**
 * A file is written synchronously, a page (hundreds of KB) per write(2): through a WriteStream the
 * same bytes cost twice the system time and left the replay idle waiting for 'drain' (profiled:
 * 1M events took 2.1 to 2.7 s of system time and 7 to 9 s instead of about 1 s and 4 s).
 */
const fileOut = (path: string) => {
  const fd = openSync(path, 'w');
  return {
    write(chunk: Uint8Array): boolean {
      for (let at = 0; at < chunk.length; ) at += writeSync(fd, chunk, at);
      return true;
    },
    close: () => closeSync(fd),
  };
};
const file = args.out ? fileOut(args.out) : null;
const out = file ?? process.stdout;
try {
  const summary = await replay(eventStore, args.query, out, { format: args.format, progress: process.stderr });
  process.stderr.write(`${JSON.stringify({ summary })}\n`);
} finally {
  file?.close();
  await eventStore.close();
  await documents.close();
}
