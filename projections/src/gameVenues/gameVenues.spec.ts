import { describe, expect, it } from 'vitest';
import { gameVenueKeysOf, venueLinkOf, type RecordedEvent } from '@sports/contracts';
import { gameVenuesProjection, type GameVenueDocument } from './gameVenuesProjection';
import { venueKeysProjection, type VenueKeysDocument } from './venueKeysProjection';

/** A game's venue link (spec sections 1 and 3; docs/adr/0108-games-at-their-venues.md). */
let minute = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent =>
  ({
    id: `e${minute}`,
    type,
    data,
    metadata: { time: `2026-12-01T10:${String(minute++ % 60).padStart(2, '0')}:00.000Z` },
  }) as unknown as RecordedEvent;
const foldGame = (...events: RecordedEvent[]) =>
  events.reduce<GameVenueDocument | null>((doc, e) => gameVenuesProjection.evolve(doc, e), null);
const foldVenue = (...events: RecordedEvent[]) =>
  events.reduce<VenueKeysDocument | null>((doc, e) => venueKeysProjection.evolve(doc, e), null);

const details = (extra: Record<string, unknown>) => ({
  name: 'Doubles Ladder Night',
  listingId: 'badminton',
  listingName: 'Badminton',
  duration: [{ from: '2026-12-05T14:30:00.000Z', to: '2026-12-05T16:30:00.000Z' }],
  location: { name: 'Somewhere', city: 'Mumbai' },
  ...extra,
});
const created = (extra: Record<string, unknown>, activityId = 'g1') =>
  recorded('GameCreated', { activityId, host: { id: 'h', name: 'H' }, details: details(extra) });

const venue = (spaceId: string, orgId: string, name: string, address: string, city = 'Mumbai') =>
  foldVenue(
    recorded('SpaceCreated', { spaceId, orgId, details: { name, location: { name, address, city } }, createdBy: 'm' }),
    recorded('FieldAdded', {
      spaceId,
      fieldId: `${spaceId}.court-1`,
      details: { fieldName: 'Court 1', listingIds: ['badminton'] },
      addedBy: 'm',
    }),
  )!;
const andheri = venue('space-andheri-courts', 'marina', 'Andheri Smash Courts', '14 Veera Desai Road, Andheri West');
const harbour = venue('space-harbour', 'harbour', 'Harbour Courts', '2 Dock Lane, Colaba');
const linkOf = (doc: GameVenueDocument | null, venues = [andheri, harbour]) => venueLinkOf(doc!.keys, venues);

describe('a game venue link', () => {
  it('is the venue a game names by its space, whatever its place reads like', () => {
    const doc = foldGame(created({ spaceId: 'space-andheri-courts', location: { name: 'Harbour Courts', city: 'Mumbai' } }));
    expect(doc!.keys).toEqual(['space:space-andheri-courts']);
    expect(linkOf(doc)).toEqual({ spaceId: 'space-andheri-courts', orgId: 'marina', name: 'Andheri Smash Courts', via: 'space' });
  });

  it("is a mapped slot's venue, through the slot's field, until the slot is unmapped", () => {
    const slot = { slotId: 's1', fieldId: 'space-harbour.court-1', slotDate: '2026-12-05', startTime: '20:00', endTime: '21:00' };
    const mapped = foldGame(created({}), recorded('SlotMapped', { activityId: 'g1', slot, mappedBy: 'h' }));
    expect(linkOf(mapped)).toMatchObject({ spaceId: 'space-harbour', orgId: 'harbour', via: 'field' });
    const unmapped = foldGame(
      created({}),
      recorded('SlotMapped', { activityId: 'g1', slot, mappedBy: 'h' }),
      recorded('SlotUnmapped', { activityId: 'g1', slotId: 's1', removedBy: 'h' }),
    );
    expect(linkOf(unmapped)).toBeNull();
  });

  it('is the venue a typed place reads as: its name, or its address with the city, any case and spacing', () => {
    expect(linkOf(foldGame(created({ location: { name: '  andheri   SMASH courts ', city: 'Pune' } })))).toMatchObject({
      spaceId: 'space-andheri-courts',
      via: 'place',
    });
    // The address typed as the place, or in the address line, with the city.
    expect(linkOf(foldGame(created({ location: { name: '14 veera desai road,  ANDHERI WEST', city: 'mumbai' } })))).toMatchObject({
      orgId: 'marina',
      via: 'place',
    });
    expect(
      linkOf(foldGame(created({ location: { name: 'The courts', address: '14 Veera Desai Road, Andheri West', city: 'Mumbai' } }))),
    ).toMatchObject({ orgId: 'marina' });
    // The same address in another city is another place; a place no venue answers to links nowhere.
    expect(linkOf(foldGame(created({ location: { name: '14 Veera Desai Road, Andheri West', city: 'Pune' } })))).toBeNull();
    expect(linkOf(foldGame(created({ location: { name: 'Shivaji Park', city: 'Mumbai' } })))).toBeNull();
  });

  it('follows the game: an update moving it elsewhere moves the link; a deleted game keeps its place for its disputes', () => {
    const moved = foldGame(
      created({ location: { name: 'Andheri Smash Courts' } }),
      recorded('GameUpdated', { activityId: 'g1', details: details({ location: { name: 'Harbour Courts' } }) }),
    );
    expect(linkOf(moved)).toMatchObject({ orgId: 'harbour' });
    const deleted = foldGame(
      created({ location: { name: 'Andheri Smash Courts' } }),
      recorded('GameDeleted', { activityId: 'g1', deletedBy: 'h' }),
    );
    expect(deleted).toMatchObject({ deleted: true });
    expect(linkOf(deleted)).toMatchObject({ orgId: 'marina' });
  });

  it("keeps a venue's keys as it is now: renamed, its old name no longer matches; its organisation never changes", () => {
    const renamed = venueKeysProjection.evolve(
      andheri,
      recorded('SpaceUpdated', {
        spaceId: 'space-andheri-courts',
        details: { name: 'Andheri Arena', location: { name: 'Andheri Arena', city: 'Mumbai' } },
        updatedBy: 'm',
      }),
    )!;
    expect(renamed.orgId).toBe('marina');
    expect(venueLinkOf(gameVenueKeysOf({ location: { name: 'Andheri Smash Courts' } }), [renamed])).toBeNull();
    expect(venueLinkOf(gameVenueKeysOf({ location: { name: 'andheri arena' } }), [renamed])).toMatchObject({
      spaceId: 'space-andheri-courts',
    });
  });

  it('ignores events of a game it never saw created, and places too short to name anything', () => {
    expect(foldGame(recorded('GameUpdated', { activityId: 'g9', details: details({}) }))).toBeNull();
    expect(gameVenueKeysOf({ location: { name: '-', city: 'Mumbai' } })).toEqual([]);
  });
});
