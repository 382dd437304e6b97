import {
  GAME_PAGE_SIZE,
  bookingsApi,
  catalogueApi,
  discoveryApi,
  gamesApi,
  mediaApi,
  type Cover,
  type GameDetails,
  type SlotFacility,
} from '@sports/contracts';
import { readJson } from '../api/http';
import { withSession } from '../session/withSession';
import { readRoute, sendCommand } from '../games/command';
import type { PickedSlot } from './formState';

const VENUE_PAGE = { page: 0, size: discoveryApi.VENUE_PAGE_SIZE };

/** Listings with games (the list's facets), for the listing choice. */
export async function fetchListings() {
  const reply = await readRoute(gamesApi.listGames, { page: 0, size: GAME_PAGE_SIZE });
  return reply.data.listingList ?? [];
}

export interface VenueChoice {
  key: string;
  name: string;
  address?: string | undefined;
  city?: string | undefined;
  lat?: number | undefined;
  lon?: number | undefined;
  spaceId?: string | undefined;
  spaceName?: string | undefined;
}

/** Spec section 7 "GET venues by listing" (0/30): catalogue spaces first, then places games were hosted at. */
export async function fetchVenues(listingId: string): Promise<VenueChoice[]> {
  const [spaces, places] = await Promise.all([
    readRoute(catalogueApi.listCatalogueVenues, { ...VENUE_PAGE, listingId }),
    readRoute(discoveryApi.listVenuesByListing, { ...VENUE_PAGE, listingId }),
  ]);
  const fromSpaces: VenueChoice[] = spaces.data.venues.map((s) => ({
    key: `space:${s.spaceId}`,
    ...s.location,
    name: s.name,
    spaceId: s.spaceId,
    spaceName: s.name,
  }));
  const taken = new Set(fromSpaces.map((v) => v.name.toLowerCase()));
  const fromPlaces: VenueChoice[] = places.data.venues
    .filter((v) => !taken.has(v.name.toLowerCase()))
    .map((v) => ({
      key: `venue:${v.id}`,
      name: v.name,
      address: v.address,
      city: v.city,
      lat: v.lat,
      lon: v.lon,
      spaceId: v.spaceId,
      spaceName: v.spaceName,
    }));
  return [...fromSpaces, ...fromPlaces];
}

/** Spec section 7 "GET slots by listing": every field of the listing with its slots on the date. */
export async function fetchSlots(listingId: string, date: string): Promise<SlotFacility[]> {
  return (await readRoute(catalogueApi.listSlotsByListing, { listingId }, { date })).data;
}

/** An order line names space · field · date time; the game keeps the place part (its own fields carry the date and times). */
const placeOfSlotLine = (name: string): string => name.replace(/\s·\s\d{4}-\d{2}-\d{2}\s.*$/, '');

export interface BookedSlot extends PickedSlot {
  spaceId: string;
  spaceName: string;
}

/** The slots the caller booked and paid for (confirmed orders), from today on: "pick a booked slot". */
export async function fetchMyBookedSlots(today: string): Promise<BookedSlot[]> {
  const reply = await readRoute(bookingsApi.listMyOrders, { page: 0, size: 30 });
  return reply.data.orders
    .filter((o) => o.status === 'confirmed')
    .flatMap((o) =>
      o.items.flatMap((item) =>
        item.type === 'slot' && item.date >= today
          ? [
              {
                slotId: item.itemId,
                fieldId: item.fieldId,
                fieldName: placeOfSlotLine(item.name),
                slotDate: item.date,
                startTime: item.startTime,
                endTime: item.endTime,
                timeRangeConfigId: item.timeRangeConfigId,
                spaceId: o.spaceId,
                spaceName: o.spaceName,
              },
            ]
          : [],
      ),
    );
}

/** Spec section 7 "PUT create game" or the update; answers the game's id. */
export async function saveGameDetails(details: GameDetails, activityId?: string): Promise<{ message: string; activityId: string }> {
  const reply = activityId
    ? await sendCommand(gamesApi.updateGame, { activityId }, details)
    : await sendCommand(gamesApi.createGame, {}, details);
  return { message: reply.message, activityId: reply.data.activityId };
}

/** Spec section 7 "PUT bulk create games": the same game on each of `dates` (the first is the form's own date). */
export async function bulkCreateGames(details: GameDetails, dates: string[]): Promise<{ message: string; activityId: string }> {
  const reply = await sendCommand(gamesApi.bulkCreateGames, {}, { details, dates });
  return { message: reply.message, activityId: reply.data.activityIds[0] ?? '' };
}

/** Spec section 7 "PUT map slot to game": a booked or blocked slot joins the game. */
export const mapSlotToGame = (activityId: string, slot: PickedSlot) =>
  sendCommand(
    gamesApi.mapSlot,
    { activityId },
    {
      slotId: slot.slotId,
      fieldId: slot.fieldId,
      fieldName: slot.fieldName,
      slotDate: slot.slotDate,
      startTime: slot.startTime,
      endTime: slot.endTime,
    },
  );

/** Spec section 7 "image upload": the picked file's raw bytes with its Content-Type (signed in); answers the image's id. */
export const uploadCoverImage = (file: Blob) =>
  withSession(async (token) => {
    const response = await fetch(mediaApi.uploadImage.path, {
      method: 'POST',
      headers: { 'content-type': file.type, accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: file,
    });
    return (await readJson(response, mediaApi.uploadImage.response)).data;
  });

/** Spec section 7 "cover add" on a saved game. */
export const setGameCover = (activityId: string, cover: Cover) => sendCommand(gamesApi.setCover, { activityId }, cover);

/** Spec section 7 "cover remove". */
export const removeGameCover = (activityId: string) => sendCommand(gamesApi.removeCover, { activityId });
