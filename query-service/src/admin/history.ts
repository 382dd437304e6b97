import { DomainError, MAX_HISTORY_EVENTS, adminApi, type AdminResource, type HistoryEntry, type RecordedEvent } from '@sports/contracts';
import type { Document, DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { scopeLimitOf, withinScope } from './scope';

/** The one thing history needs from the event store: a stream's events in order. */
export interface StreamReader {
  readStream(streamId: string, options?: { fromRevision?: bigint; maxCount?: number }): Promise<RecordedEvent[]>;
}

const entryOf = (event: RecordedEvent): HistoryEntry => ({
  id: event.id,
  revision: Number(event.revision),
  position: String(event.position),
  type: event.type,
  time: event.metadata.time,
  userId: event.metadata.userId,
  correlationId: event.metadata.correlationId,
  data: event.data,
});

/**
 * GET /admin-api/{resource}/{id}/history for resources that are one stream per record (the
 * back-office issue, item 4). The read model decides who may see the record, so the history is
 * never wider than the record itself.
 */
export const registerAdminHistoryRoutes = (api: Api, store: DocumentStore, events: StreamReader, resources: ReadonlyArray<{ resource: AdminResource; collection: string }>): void => {
  for (const { resource, collection } of resources) {
    const { stream, sharedStream } = resource;
    if (!stream && !sharedStream) continue;
    api.bind(adminApi.adminHistoryRoute(resource), async ({ params, actor }) => {
      const record = await store.get<Document>(collection, params.id);
      if (!record || !withinScope(await scopeLimitOf(resource.scope, actor, store), record, resource.fixed)) throw new DomainError('RECORD_NOT_FOUND', `No such ${resource.label.toLowerCase()} record`, 'id');
      const recorded = stream
        ? await events.readStream(stream(params.id), { maxCount: MAX_HISTORY_EVENTS })
        : (await events.readStream(sharedStream!.of(record))).filter((event) => sharedStream!.owns(params.id, event.data)).slice(0, MAX_HISTORY_EVENTS);
      return { body: recorded.map(entryOf) };
    });
  }
};
