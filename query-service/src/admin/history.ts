import {
  DomainError,
  MAX_HISTORY_EVENTS,
  adminApi,
  historySentence,
  historyWordsOf,
  isPlatformProcess,
  type AdminResource,
  type HistoryActor,
  type HistoryEntry,
  type RecordedEvent,
} from '@sports/contracts';
import type { Document, DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { personNamesOf } from './currentNames';
import { scopeLimitOf, withinScope } from './scope';

/** The one thing history needs from the event store: a stream's events in order. */
export interface StreamReader {
  readStream(streamId: string, options?: { fromRevision?: bigint; maxCount?: number }): Promise<RecordedEvent[]>;
}

const actorOf = (userId: string, names: ReadonlyMap<string, string>): HistoryActor => {
  const name = names.get(userId);
  if (name !== undefined) return { kind: 'person', name };
  return isPlatformProcess(userId) ? { kind: 'process' } : { kind: 'platform' };
};

/**
 * The events in words (docs/adr/0106-words-not-ids.md): what happened, from the words
 * table, and who did it by their current name, read for all the history's actors at once. A save
 * is the record's creation when it is the first of its type here.
 */
const inWords = async (store: DocumentStore, recorded: RecordedEvent[]): Promise<HistoryEntry[]> => {
  const names = await personNamesOf(store, [...new Set(recorded.map((event) => event.metadata.userId))]);
  const seen = new Set<string>();
  return recorded.map((event) => {
    const what = historyWordsOf(event.type, { data: event.data, first: !seen.has(event.type) });
    seen.add(event.type);
    const actor = actorOf(event.metadata.userId, names);
    return {
      id: event.id,
      revision: Number(event.revision),
      position: String(event.position),
      type: event.type,
      time: event.metadata.time,
      userId: event.metadata.userId,
      correlationId: event.metadata.correlationId,
      data: event.data,
      what,
      actorName: actor.kind === 'person' ? actor.name : null,
      summary: historySentence(what, actor),
    };
  });
};

/**
 * GET /admin-api/{resource}/{id}/history for resources that are one stream per record
 * (docs/backoffice.md). The read model decides who may see the record, so the history is never
 * wider than the record itself; the people acting on a record the caller may see are named.
 */
export const registerAdminHistoryRoutes = (
  api: Api,
  store: DocumentStore,
  events: StreamReader,
  resources: ReadonlyArray<{ resource: AdminResource; collection: string }>,
): void => {
  for (const { resource, collection } of resources) {
    const { stream, sharedStream } = resource;
    if (!stream && !sharedStream) continue;
    api.bind(adminApi.adminHistoryRoute(resource), async ({ params, actor }) => {
      const record = await store.get<Document>(collection, params.id);
      if (!record || !withinScope(await scopeLimitOf(resource.scope, actor, store), record, resource.fixed))
        throw new DomainError('RECORD_NOT_FOUND', `No such ${resource.label.toLowerCase()} record`, 'id');
      const recorded = stream
        ? await events.readStream(stream(params.id), { maxCount: MAX_HISTORY_EVENTS })
        : (await events.readStream(sharedStream!.of(record)))
            .filter((event) => sharedStream!.owns(params.id, event.data))
            .slice(0, MAX_HISTORY_EVENTS);
      return { body: await inWords(store, recorded) };
    });
  }
};
