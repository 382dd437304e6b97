import { openStores } from '@sports/platform/adapters';
import { loadConfig } from '@sports/platform/config';
import { explainDamagedFile } from '@sports/platform/embeddedFiles/checkAtStart';
import { TIME_TRAVEL_USAGE, UsageError, parseTimeTravelArgs } from './cliArgs';
import { UnknownAggregateError, stateAsOf } from './timeTravel';

/** `npm run time-travel -- game-g1 --at 2026-11-20T10:05:00Z`: one aggregate's state as of then, as JSON. */
let args: ReturnType<typeof parseTimeTravelArgs>;
try {
  args = parseTimeTravelArgs(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  process.stderr.write(`${error.message}\n\n${TIME_TRAVEL_USAGE}\n`);
  process.exit(2);
}
// A damaged log: its file, what is wrong and the restore command, exit 65, as at a start (docs/operations.md "Damaged files").
const { eventStore, documents } = await openStores(loadConfig()).catch(explainDamagedFile);
try {
  process.stdout.write(`${JSON.stringify(await stateAsOf(eventStore, args.streamId, args.asOf), null, 2)}\n`);
} catch (error) {
  if (!(error instanceof UnknownAggregateError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 2;
} finally {
  await eventStore.close();
  await documents.close();
}
