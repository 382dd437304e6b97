import { parentPort, workerData } from 'node:worker_threads';
import { SqliteEventStore } from '@sports/event-store';
import { ProjectionRunner, SqliteDocumentStore, allProjections } from '@sports/projections';
import { selectProjections } from './selectProjections';
import type { FromProjector, ProjectorWorkerData, ToProjector } from './messages';

/**
 * The embedded projector on its own thread: its own connections to both SQLite files, so
 * read-model writes never hold up request handling on the main thread.
 */
const port = parentPort!;
const { eventsFile, readModelsFile, projections } = workerData as ProjectorWorkerData;
const send = (message: FromProjector) => port.postMessage(message);

const eventStore = new SqliteEventStore(eventsFile);
const documents = new SqliteDocumentStore(readModelsFile);
/**
 * The live projector's batches grow with the rate, up to 40 ms apart (docs/adr/0131-join-cpu-halved.md):
 * the wait the feed already makes after it was idle (event-store/src/sqlite/followFeed.ts), now also
 * between busy batches, so reads stay fresh within 50 ms (bench:read's freshness target).
 */
const PACE_MAX_MS = 40;

const runner = new ProjectionRunner(eventStore, documents, selectProjections(allProjections, projections), {
  paceMaxMs: PACE_MAX_MS,
  onApplied: (position) => send({ type: 'applied', position: String(position) }),
  onStorageProblem: (problem) => send({ type: 'storage', problem }),
  onError: (error) => send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
});

const stop = async () => {
  await runner.stop();
  await eventStore.close();
  await documents.close();
  send({ type: 'stopped' });
  port.close();
};

port.on('message', (message: ToProjector) => {
  if (message.type === 'appended') eventStore.notifyAppended();
  // A message listener takes no promise; a failed stop is an unhandled rejection, which ends the worker as before.
  if (message.type === 'stop') void stop();
});

await runner.start();
send({ type: 'started', position: runner.position === null ? null : String(runner.position) });
