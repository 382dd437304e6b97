// Sub-modules, not the contracts barrel nor adminApi: those bring every resource's schemas into the first screen.
import type { Dashboard } from '@sports/contracts/admin/dashboard';
import type { HistoryEntry } from '@sports/contracts/admin/history';
import simpleRestProvider from 'ra-data-simple-rest';
import { withLifecycleCallbacks, type DataProvider, type RaRecord } from 'react-admin';
import { adminHttpClient } from './api/adminHttp';
import { dashboardSchema } from './api/firstScreenSchemas';

/** The admin API follows the ra-data-simple-rest conventions (sort, range and filter query parameters; Content-Range exposed). */
export const ADMIN_API_URL = '/admin-api';

export interface AdminDataProvider extends DataProvider {
  /** GET /admin-api/dashboard?days=N. */
  getDashboard(days: number): Promise<Dashboard>;
  /** GET /admin-api/{resource}/{id}/history: the record's events, oldest first. */
  getHistory(resource: string, id: string): Promise<HistoryEntry[]>;
  /** GET /api/vm/listings: the platform's sports (listings), as the player app's pickers offer them, most games first. */
  getSports(): Promise<Array<{ listingId: string; listingName: string }>>;
}

/**
 * The record as the read model has it once it includes the write (the read names the write's log
 * position: adminHttp.ts), read again so the cache holds its read-model fields and its new ETag (the
 * next edit's If-Match); the reply as sent when it is not readable (a record the caller may write but not see).
 */
const reread = async <R extends { data: RaRecord }>(result: R, dataProvider: DataProvider, resource: string): Promise<R> => {
  try {
    const { data } = await dataProvider.getOne<R['data']>(resource, { id: result.data.id });
    return { ...result, data };
  } catch {
    return result;
  }
};

/**
 * ra-data-simple-rest, unmodified, over the admin API: reads, and creates, updates and deletes on
 * POST /admin-api/{resource}, PUT and DELETE /admin-api/{resource}/{id}, which the server sends on
 * to the resource's command (command-service/src/admin/adminWriteTargets.ts, docs/backoffice.md
 * "Writing"). Every read after a write names the write's log position, so the page react-admin
 * opens next (a list after a delete, a record after a create or edit) already shows it.
 */
const base = withLifecycleCallbacks(simpleRestProvider(ADMIN_API_URL, adminHttpClient), [
  {
    resource: '*',
    afterCreate: reread,
    afterUpdate: reread,
  },
]);

export const dataProvider: AdminDataProvider = {
  ...base,
  async getDashboard(days) {
    // adminApi.adminDashboard.path (contracts/src/api/admin.ts).
    const { json } = await adminHttpClient(`${ADMIN_API_URL}/dashboard?${new URLSearchParams({ days: String(days) })}`);
    return dashboardSchema.parse(json);
  },
  async getHistory(resource, id) {
    const { json } = await adminHttpClient(`${ADMIN_API_URL}/${encodeURIComponent(resource)}/${encodeURIComponent(id)}/history`);
    // The history tab is not the first screen: its contracts schema (full zod) loads with it.
    const { historyEntrySchema } = await import('@sports/contracts/admin/history');
    return historyEntrySchema.array().parse(json);
  },
  async getSports() {
    // listingsApi.listListings (contracts/src/api/listings.ts), loaded with the venue form that asks.
    const { listListings } = await import('@sports/contracts/api/listings');
    const { json } = await adminHttpClient(listListings.path);
    return listListings.response.parse(json).data.map(({ listingId, listingName }) => ({ listingId, listingName }));
  },
};
