import { describe, expect, it } from 'vitest';
import type { CityDocument, RecordedEvent } from '@sports/contracts';
import { cityProjection } from './cityProjection';

/** The cities read model (docs/backoffice.md "Cities"). */
let minute = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent =>
  ({
    id: `e${minute}`,
    type,
    data,
    metadata: { time: `2026-11-20T10:${String(minute++).padStart(2, '0')}:00.000Z` },
  }) as unknown as RecordedEvent;
const space = (spaceId: string, city: string | undefined, listings: string[]) =>
  recorded('SpaceCreated', {
    spaceId,
    orgId: 'o',
    details: {
      location: { name: 'x', ...(city === undefined ? {} : { city }) },
      listings: listings.map((listingId) => ({ listingId, listingName: listingId })),
    },
  });
const game = (city: string, listingId: string) => recorded('GameCreated', { activityId: 'g', details: { listingId, location: { city } } });

/** Folds the events into the documents their ids pick, as the runner does. */
const project = (...events: RecordedEvent[]) => {
  const docs = new Map<string, CityDocument | null>();
  for (const event of events) {
    const id = cityProjection.documentId(event);
    if (id === null) continue;
    docs.set(id, cityProjection.evolve(docs.get(id) ?? null, event));
  }
  return docs;
};

describe('cities read model', () => {
  it('gathers venues (each once), games and listings under the slug of the city name, whatever its case', () => {
    const docs = project(
      space('marina', 'Navi Mumbai', ['football']),
      space('marina', 'navi mumbai ', ['football', 'cricket']),
      game('NAVI MUMBAI', 'badminton'),
      space('nowhere', undefined, ['chess']),
    );
    expect([...docs.keys()]).toEqual(['navi-mumbai']);
    expect(docs.get('navi-mumbai')).toMatchObject({
      cityId: 'navi-mumbai',
      name: 'Navi Mumbai',
      region: 'navi mumbai',
      venues: 1,
      spaceIds: ['marina'],
      games: 1,
      listingIds: ['football', 'cricket', 'badminton'],
      active: true,
      curated: false,
      state: null,
    });
  });

  it('keeps what a platform admin saved (name, state, country, active) through later venues and games', () => {
    const docs = project(
      game('Kochi', 'football'),
      recorded('CitySaved', {
        cityId: 'kochi',
        details: { name: 'Kochi', state: 'Kerala', country: 'India', active: false },
        savedBy: 'ops',
      }),
      game('kochi', 'football'),
    );
    expect(docs.get('kochi')).toMatchObject({
      name: 'Kochi',
      state: 'Kerala',
      country: 'India',
      active: false,
      curated: true,
      games: 2,
      listingIds: ['football'],
    });
  });
});
