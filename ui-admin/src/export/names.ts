import type { DataProvider, RaRecord } from 'react-admin';
import { PEOPLE_RESOURCE } from '../resources/PersonField';

/** Fields naming a person, and the header each gets in an export. */
export const PERSON_HEADERS: Record<string, string> = {
  userId: 'Person',
  raterId: 'Rater',
  ratedUserId: 'Rated player',
  settledBy: 'Settled by',
  markedBy: 'Marked by',
  raisedBy: 'Raised by',
  createdBy: 'Created by',
  updatedBy: 'Updated by',
  reportedBy: 'Reported by',
  closedBy: 'Closed by',
  grantedBy: 'Granted by',
  revokedBy: 'Revoked by',
  registeredBy: 'Registered by',
};

export const UNKNOWN = {
  person: 'Unknown person',
  venue: 'Unknown venue',
  organisation: 'Unknown organisation',
  sport: 'Unknown sport',
  game: 'Unknown game',
} as const;

/** The names an export writes in place of ids. */
export interface Names {
  person(id: string): string;
  venue(id: string): string;
  organisation(id: string): string;
  sport(id: string): string;
  game(id: string): string;
}

/** The admin API answers getMany for at most 200 ids at a time. */
const CHUNK = 200;

const idsOf = (records: RaRecord[], fields: readonly string[]): string[] => {
  const ids = new Set<string>();
  for (const record of records) {
    for (const field of fields) {
      const value: unknown = record[field];
      for (const id of Array.isArray(value) ? (value as unknown[]) : [value]) if (typeof id === 'string' && id !== '') ids.add(id);
    }
  }
  return [...ids];
};

/** id → name from getMany, a chunk at a time; a refused or failed lookup names nobody (the row says "Unknown …", never the id). */
const lookUp = async (
  dataProvider: DataProvider,
  resource: string,
  ids: string[],
  nameOf: (record: RaRecord) => unknown,
): Promise<Map<string, string>> => {
  const names = new Map<string, string>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    try {
      const { data } = await dataProvider.getMany<RaRecord>(resource, { ids: ids.slice(i, i + CHUNK) });
      for (const record of data) {
        const name = nameOf(record);
        if (typeof name === 'string' && name !== '') names.set(String(record.id), name);
      }
    } catch {
      // Staff may not read every resource (games are the platform's): those stay unnamed.
    }
  }
  return names;
};

/** Names given by the records themselves beside their ids (spaceName beside spaceId, listingName beside listingId…). */
const ownNames = (records: RaRecord[], idField: string, nameField: string, into: Map<string, string>) => {
  for (const record of records) {
    const id: unknown = record[idField];
    const name: unknown = record[nameField];
    if (typeof id === 'string' && typeof name === 'string' && name !== '') into.set(id, name);
  }
};

/**
 * Every name the records refer to by id, each kind asked for once: people through the `people`
 * lookup, venues and organisations through their resources, sports from the public listings,
 * games through the games resource (platform operators; others get the game's name where the
 * record carries it).
 */
export async function namesFor(
  records: RaRecord[],
  dataProvider: DataProvider & { getSports?: () => Promise<Array<{ listingId: string; listingName: string }>> },
): Promise<Names> {
  const venues = new Map<string, string>();
  const sports = new Map<string, string>();
  const games = new Map<string, string>();
  ownNames(records, 'spaceId', 'spaceName', venues);
  ownNames(records, 'listingId', 'listingName', sports);
  ownNames(records, 'activityId', 'activityName', games);
  const unnamed = (ids: string[], known: Map<string, string>) => ids.filter((id) => !known.has(id));
  const [people, orgs, moreVenues, moreGames] = await Promise.all([
    lookUp(dataProvider, PEOPLE_RESOURCE, idsOf(records, Object.keys(PERSON_HEADERS)), (r) => r.name),
    lookUp(dataProvider, 'organisations', idsOf(records, ['orgId']), (r) => r.name),
    lookUp(dataProvider, 'spaces', unnamed(idsOf(records, ['spaceId', 'spaceIds']), venues), (r) => r.name),
    lookUp(dataProvider, 'games', unnamed(idsOf(records, ['activityId']), games), (r) => r.name),
  ]);
  for (const [id, name] of moreVenues) venues.set(id, name);
  for (const [id, name] of moreGames) games.set(id, name);
  if (unnamed(idsOf(records, ['listingId', 'listingIds']), sports).length > 0 && dataProvider.getSports) {
    try {
      for (const sport of await dataProvider.getSports()) if (!sports.has(sport.listingId)) sports.set(sport.listingId, sport.listingName);
    } catch {
      // Unnamed sports read "Unknown sport".
    }
  }
  return {
    person: (id) => people.get(id) ?? UNKNOWN.person,
    venue: (id) => venues.get(id) ?? UNKNOWN.venue,
    organisation: (id) => orgs.get(id) ?? UNKNOWN.organisation,
    sport: (id) => sports.get(id) ?? UNKNOWN.sport,
    game: (id) => games.get(id) ?? UNKNOWN.game,
  };
}
