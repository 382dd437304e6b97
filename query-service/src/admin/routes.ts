import { ADMIN_RESOURCES, DomainError, adminApi, contentRange, type AdminResource } from '@sports/contracts';
import type { Document, DocumentStore } from '@sports/projections';
import { JsonText, type Api } from '@sports/service-kit';
import { ADMIN_COLLECTIONS } from './collections';
import { registerAdminDashboardRoute } from './dashboard';
import { registerAdminPeopleRoute } from './people';
import { registerAdminPersonSearchRoute } from './personSearch';
import { registerAdminHistoryRoutes, type StreamReader } from './history';
import { adminFindOf } from './findQuery';
import { withSearch } from './search';
import { scopeLimitOf, withinScope } from './scope';
import { gameListScopeOf } from './gameScope';
import { disputeListScopeOf } from './disputeScope';
import { currentNamesFor } from './currentNames';
import { findByCurrentName, sortsByCurrentName } from './nameSorts';
import { nameBookOf, type NameBook } from '../people/nameBook';
import { streamRevisions } from './revisions';

/** react-admin reads the total from Content-Range; a browser only lets it when the header is exposed. */
const listHeaders = (range: string) => ({ 'content-range': range, 'access-control-expose-headers': 'Content-Range' });

const registerResource = (
  api: Api,
  store: DocumentStore,
  resource: AdminResource,
  collection: string,
  names: NameBook,
  clock: () => Date,
  revisionOf?: (streamId: string) => Promise<string | null>,
): void => {
  const withCurrentNames = currentNamesFor(resource.name);
  api.bind(adminApi.adminListRoute(resource), async ({ query, actor }) => {
    const games = await gameListScopeOf(resource, query, await scopeLimitOf(resource.scope, actor, store), store, clock());
    // The disputes list's venue filter reaches typed-place games' cases too (disputeScope.ts).
    const { request, limit } = await disputeListScopeOf(resource, games.request, games.limit, store);
    const extra = games.extra;
    const found = adminFindOf(resource, request, limit, extra);
    if (found.filter === null) return { body: [], headers: listHeaders(contentRange(resource.name, found.start, 0, 0)) };
    const filter = resource.search ? await withSearch(store, collection, resource, found.filter, request.filter ?? {}) : found.filter;
    const find = { ...found, filter, query: { ...found.query, filter } };
    if (withCurrentNames) {
      // Records naming people show their current names, so these are read as documents (and sorted by those names).
      const nameOf = await names.current();
      const { records, total } = sortsByCurrentName(resource.name, find.query)
        ? await findByCurrentName(store, collection, resource.name, find.query, nameOf)
        : await Promise.all([store.find<Document>(collection, find.query), store.count(collection, find.filter)]).then(
            ([records, total]) => ({ records, total }),
          );
      return {
        body: await withCurrentNames(records, { nameOf, store }),
        headers: listHeaders(contentRange(resource.name, find.start, records.length, total)),
      };
    }
    // Records go out as the read model stored them: no parse and re-serialize of every row per request.
    const [records, total] = await Promise.all([store.findJson(collection, find.query), store.count(collection, find.filter)]);
    return {
      body: new JsonText(`[${records.join(',')}]`),
      headers: listHeaders(contentRange(resource.name, find.start, records.length, total)),
    };
  });

  api.bind(adminApi.adminGetRoute(resource), async ({ params, actor }) => {
    const limit = await scopeLimitOf(resource.scope, actor, store);
    // The ETag first, then the record (revisions.ts: an ETag never newer than what it is sent with).
    const stream = revisionOf && adminApi.revisionStreamOf(resource, params.id);
    const etag = stream ? await revisionOf(stream) : null;
    const record = await store.get<Document>(collection, params.id);
    // Outside the caller's organisations a record does not exist, so ids cannot be probed.
    if (!record || !withinScope(limit, record, resource.fixed))
      throw new DomainError('RECORD_NOT_FOUND', `No such ${resource.label.toLowerCase()} record`, 'id');
    // ETag: If-Match on its PUT and DELETE refuses a save over someone else's (docs/adr/0109-admin-optimistic-concurrency.md).
    const headers: Record<string, string> = etag ? { etag, 'access-control-expose-headers': 'ETag' } : {};
    return { body: withCurrentNames ? (await withCurrentNames([record], { nameOf: await names.current(), store }))[0] : record, headers };
  });
};

const bound = ADMIN_RESOURCES.map((resource) => ({ resource: resource, collection: ADMIN_COLLECTIONS[resource.name] }));

/**
 * GET /admin-api/{resource} and /admin-api/{resource}/{id} for every back-office resource, and
 * each record's history where the service can read the event store.
 */
export const registerAdminQueryRoutes = (api: Api, store: DocumentStore, deps: { clock: () => Date; events?: StreamReader }): void => {
  registerAdminDashboardRoute(api, store, deps);
  registerAdminPeopleRoute(api, store);
  registerAdminPersonSearchRoute(api, store);
  const names = nameBookOf(store);
  const revisionOf = deps.events ? streamRevisions(deps.events) : undefined;
  for (const { resource, collection } of bound) registerResource(api, store, resource, collection, names, deps.clock, revisionOf);
  if (deps.events) registerAdminHistoryRoutes(api, store, deps.events, bound);
};
