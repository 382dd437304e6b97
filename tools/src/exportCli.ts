import { allProjections } from '@sports/projections';
import { openStores } from '@sports/platform/adapters';
import { loadConfig } from '@sports/platform/config';
import { explainDamagedFile } from '@sports/platform/embeddedFiles/checkAtStart';
import { UsageError } from './cliArgs';
import { exportParquet } from './export';
import { EXPORT_USAGE, parseExportArgs } from './exportArgs';

/** `npm run export -- --format parquet --out DIR ...`: the log (and the read models) as Parquet, on either path (docs/analysts.md). */
let args: ReturnType<typeof parseExportArgs>;
try {
  args = parseExportArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`${error.message}\n\n${EXPORT_USAGE}\n`);
  process.exit(2);
}
// A damaged log: its file, what is wrong and the restore command, exit 65, as at a start (docs/operations.md "Damaged files").
const { eventStore, documents } = await openStores(loadConfig()).catch(explainDamagedFile);
try {
  const collections = [...new Map(allProjections.map((p) => [p.collection.name, p.collection])).values()];
  const summary = await exportParquet(eventStore, {
    out: args.out,
    filter: args.filter,
    readModels: args.readModels ? { documents, collections } : undefined,
    progress: process.stderr,
  });
  const mb = (bytes: number) => (bytes / 1e6).toFixed(1);
  for (const f of summary.files) process.stderr.write(`  ${f.file}: ${f.rows.toLocaleString('en-US')} rows, ${mb(f.bytes)} MB\n`);
  process.stderr.write(
    `${summary.rows.toLocaleString('en-US')} rows in ${summary.files.length} files, ${mb(summary.bytes)} MB, ${summary.seconds.toFixed(1)} s (${summary.eventsPerSecond.toLocaleString('en-US')} events/s)\n`,
  );
  process.stderr.write(`${JSON.stringify({ summary })}\n`);
} finally {
  await eventStore.close();
  await documents.close();
}
