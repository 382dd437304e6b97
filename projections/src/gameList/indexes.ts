import type { CollectionSpec } from '../documentStore/port';

/** The indexes behind every game query (status tabs, listing, dates, region, membership). */
export const gameIndexes: Pick<CollectionSpec, 'indexes' | 'arrayFields' | 'sortOnly'> = {
  indexes: [
    {
      fields: [
        ['isOnHold', 1],
        ['startAt', 1],
      ],
    },
    {
      fields: [
        ['isOnHold', 1],
        ['listingId', 1],
        ['startAt', 1],
      ],
    },
    // privacy rides along here instead of having an index of its own: "public" matches nearly
    // every game, and a planner that seeks on it walks the whole collection.
    {
      fields: [
        ['endAt', -1],
        ['privacy', 1],
      ],
    },
    {
      fields: [
        ['listingId', 1],
        ['endAt', -1],
      ],
    },
    { fields: [['date', 1]] },
    { fields: [['startAt', 1]] },
    {
      fields: [
        ['region', 1],
        ['startAt', 1],
      ],
    },
    {
      fields: [
        ['circleId', 1],
        ['startAt', 1],
      ],
    },
    // Around a point: a bounding box on the location, then the exact distance in the query.
    {
      fields: [
        ['location.lat', 1],
        ['location.lon', 1],
      ],
    },
    // Facets: names beside listing ids, games per facility.
    {
      fields: [
        ['listingId', 1],
        ['listingName', 1],
      ],
    },
    { fields: [['facilityId', 1]] },
    // The back office's games list sorts by name and host.
    { fields: [['name', 1]] },
    { fields: [['hostDetail.name', 1]] },
    // ... and by the host's current name (query-service/src/admin/nameSorts.ts): the host's id beside each game.
    { fields: [['host', 1]] },
    // The list's price filter (maxCost, "Free" and "Up to ₹…"): what one player pays, then the past list's order.
    {
      fields: [
        ['playerCost', 1],
        ['endAt', -1],
      ],
    },
  ],
  // Names and the host are sorted by, never filtered on beside another index: their own indexes
  // hold them, the others' tails do not (docs/adr/0137-sort-only-fields.md). A game's 0.1° cell
  // (geoCell) has no index: the live index keys its cells itself (query-service/src/games/live/cells.ts).
  sortOnly: ['name', 'hostDetail.name', 'host', 'listingName'],
  // The host filter's ids. Who plays in which game is the participants read model's (query-service/src/games/memberships.ts), never a side table here.
  arrayFields: ['memberIds'],
};
