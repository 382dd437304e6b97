import type { z } from 'zod';
import type { AdminQueryShape } from './simpleRest';

/**
 * Who may list a resource's records (docs/roles.md):
 * - org: staff and managers of the organisation in the record's `orgId`; admins all;
 * - space: staff and managers of the space in the record's `spaceId` (its `space:` scope); admins all;
 * - venue: as space, and besides staff and managers of the organisation the venue belongs to (dispute
 *   cases, The organisation's queue; query-service/src/ratings/disputeQueue.ts);
 * - game: games played at a venue of the caller's organisations, through each game's derived venue link
 *   (docs/adr/0108-games-at-their-venues.md; query-service/src/admin/gameScope.ts), and their players; admins all;
 * - platform: platform operators (admins) only.
 */
export type AdminScope = 'org' | 'space' | 'venue' | 'game' | 'platform';

export interface AdminResource<R extends z.ZodType = z.ZodType> extends AdminQueryShape {
  /** The URL segment under /admin-api and react-admin's resource name. */
  name: string;
  label: string;
  scope: AdminScope;
  /** The record's field a `game` scope is matched on in lists (the game's id, or the game a player entry is of). */
  scopeField?: string;
  /** Filters that are no field of the record: the indexed fields the query service turns each into (query-service/src/admin/gameScope.ts). */
  derivedFilters?: Readonly<Record<string, readonly string[]>>;
  record: R;
  defaultSort: readonly [string, 'ASC' | 'DESC'];
  /** Conditions every record of the resource meets (several resources can share one read model, e.g. offerings by kind). */
  fixed?: Record<string, string | boolean>;
  /** The event stream a record's history is read from, for resources that are one aggregate per record. */
  stream?: (id: string) => string;
  /**
   * What orders records equal on a sort field before their id: the columns after it in the read
   * model's index (direction relative to the field's ascending order), so a sort on a column of
   * few values (on hold, a region) is one walk of that index, never a sort of a whole group.
   */
  sortTies?: Readonly<Record<string, ReadonlyArray<readonly [field: string, direction: 1 | -1]>>>;
  /**
   * For records kept on a stream they share with others (a dispute case on its game's ratings
   * stream): the stream, from the record, and which of its events are the record's.
   */
  sharedStream?: { of: (record: Record<string, unknown>) => string; owns: (id: string, data: unknown) => boolean };
}

/** Declares a resource, keeping its literal types (its name, filters and record schema) for the UI and the query service. */
export const defineAdminResource = <const T extends AdminResource>(resource: T): T => resource;
