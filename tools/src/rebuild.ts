import type { EventFeed } from '@sports/contracts';
import { ProjectionRunner, type DocumentStore, type Projection } from '@sports/projections';
import { ProgressBar, fractionOf, type ProgressOut } from './progress';

export interface RebuildResult {
  readModel: string;
  collection: string;
  /** The collection the rebuild wrote before the switch (dropped by it). */
  builtIn: string;
  /** Where the rebuild caught up before the switch, and where the tail after it ended. */
  builtTo: bigint | null;
  tailTo: bigint | null;
  documents: number;
  seconds: number;
}

/** A name SQLite and MongoDB both accept: letters, digits and underscores. */
const freshNameOf = (collection: string, now: number) => `${collection}__rebuild_${now.toString(36)}`;

/**
 * Rebuilds one read model from the start of the log into a fresh collection, then switches over
 * (docs/analysts.md "Rebuild"). The query API keeps serving the old documents while the new ones
 * are built and sees the new ones from the switch on (DocumentStore.swapCollection: one
 * transaction on SQLite, a rename on MongoDB). The live projector keeps running: events it applies
 * during the rebuild are also applied by the rebuild, and the tail after the switch (events that
 * arrived while it happened) is applied once more; every document ignores what it already has.
 */
export const rebuildReadModel = async (
  feed: EventFeed,
  documents: DocumentStore,
  projection: Projection,
  options: { progress?: ProgressOut; now?: () => number; batchSize?: number } = {},
): Promise<RebuildResult> => {
  const started = (options.now ?? Date.now)();
  const live = projection.collection.name;
  const fresh = freshNameOf(live, started);
  await documents.ensureCollection(projection.collection);
  await documents.ensureCollection({ ...projection.collection, name: fresh });
  const head = await feed.headPosition();
  const bar = new ProgressBar(options.progress ?? process.stderr, `rebuild ${projection.name}`);
  let events = 0;
  // The same declaration, writing elsewhere under a checkpoint of its own (new, so the runner builds in memory and flushes).
  const checkpoint = `${projection.name}@${fresh}`;
  const building: Projection = { ...projection, name: checkpoint, collection: { ...projection.collection, name: fresh } };
  const builder = new ProjectionRunner(
    countingFeed(feed, (n) => (events += n)),
    documents,
    [building],
    {
      batchSize: options.batchSize,
      onApplied: (position) => bar.update(fractionOf(position, null, head), events),
    },
  );
  try {
    await builder.start();
    await builder.waitFor(head, 24 * 3_600_000);
  } finally {
    await builder.stop();
  }
  const builtTo = builder.position;
  bar.done(events);
  await documents.swapCollection(live, fresh);
  // Events that reached the log during the switch: applied to the live collection, idempotently.
  // It goes on from the rebuild's checkpoint, now on the live collection.
  const tail = new ProjectionRunner(feed, documents, [{ ...projection, name: checkpoint }], { rebuildInMemory: false });
  const tailHead = await feed.headPosition();
  await tail.start();
  try {
    await tail.waitFor(tailHead, 60_000);
  } finally {
    await tail.stop();
  }
  return {
    readModel: projection.name,
    collection: live,
    builtIn: fresh,
    builtTo,
    tailTo: tail.position,
    documents: await documents.count(live),
    seconds: ((options.now ?? Date.now)() - started) / 1000,
  };
};

/** The feed, counting the events it hands over (for the progress bar). */
const countingFeed = (feed: EventFeed, count: (n: number) => void): EventFeed => ({
  readAll: (o) => feed.readAll(o),
  headPosition: () => feed.headPosition(),
  async *subscribeToAll(o) {
    for await (const batch of feed.subscribeToAll(o)) {
      count(batch.length);
      yield batch;
    }
  },
});
