// Sub-modules, not the contracts barrel nor adminApi: those bring every resource's schemas into the first screen (issue 22 item 4).
import type { Dashboard } from '@sports/contracts/admin/dashboard';
import type { HistoryEntry } from '@sports/contracts/admin/history';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider } from 'react-admin';
import { adminHttpClient } from './api/adminHttp';
import { dashboardSchema } from './api/firstScreenSchemas';
import { withCommands } from './actions/withCommands';

/** The admin API follows the ra-data-simple-rest conventions (sort, range and filter query parameters; Content-Range exposed). */
export const ADMIN_API_URL = '/admin-api';

export interface AdminDataProvider extends DataProvider {
  /** GET /admin-api/dashboard?days=N (the back-office issue, item 3). */
  getDashboard(days: number): Promise<Dashboard>;
  /** GET /admin-api/{resource}/{id}/history: the record's events, oldest first (item 4). */
  getHistory(resource: string, id: string): Promise<HistoryEntry[]>;
  /** GET /api/vm/listings: the platform's sports (listings), as the player app's pickers offer them, most games first. */
  getSports(): Promise<Array<{ listingId: string; listingName: string }>>;
}

/** Reads in ra-data-simple-rest's conventions; create, update and delete go to the command endpoints instead (commands/withCommands.ts). */
const base = withCommands(simpleRestProvider(ADMIN_API_URL, adminHttpClient));

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
