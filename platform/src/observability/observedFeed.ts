import type { EventFeed, RecordedEvent } from '@sports/contracts';
import type { Projection } from '@sports/projections';
import type { Logger } from './logger';

/**
 * The feed as a projector sees it, with a hook after each batch was applied: a runner takes the
 * next batch only once it applied the last, so code after `yield` runs after the apply. Logs one
 * debug line per event with its correlation id, closing the trail a command's log line opened.
 */
export const observedFeed = (feed: EventFeed, logger: Logger, projections: readonly Projection[]): EventFeed => ({
  readAll: (options) => feed.readAll(options),
  headPosition: () => feed.headPosition(),
  async *subscribeToAll(options) {
    for await (const batch of feed.subscribeToAll(options)) {
      yield batch;
      logProjected(logger, batch, projections);
    }
  },
});

/** One line per event, naming the read models that handle its type. */
export const logProjected = (logger: Logger, batch: readonly RecordedEvent[], projections: readonly Projection[]): void => {
  if (!logger.isLevelEnabled('debug')) return;
  for (const event of batch) {
    const readModels = projections.filter((p) => p.handles.includes(event.type)).map((p) => p.name);
    logger.debug(
      {
        correlationId: event.metadata?.correlationId,
        eventType: event.type,
        streamId: event.streamId,
        position: String(event.position),
        readModels,
      },
      'event projected',
    );
  }
};
