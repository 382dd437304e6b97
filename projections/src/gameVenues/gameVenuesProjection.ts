import { gameStartMs } from '@sports/shared-rules';
import { gameVenueKeysOf, type GameDetails, type GameEvent, type RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const GAME_VENUES_COLLECTION = 'game_venues_v1';

/**
 * Where one game is played, as the keys it names its place by (contracts games/venueLink.ts): the
 * venue itself, a venue's field, or a typed place. Which venue those keys are is decided when read,
 * against the venues read model (query-service/src/games/venueLinks.ts), so a venue listed after the
 * game was typed, or renamed since, counts as it is now (docs/adr/0108-games-at-their-venues.md).
 * A cancelled (deleted) game keeps its document: its dispute cases still belong to the venue.
 */
export type GameVenueDocument = {
  id: string;
  activityId: string;
  name: string;
  spaceId: string | null;
  facilityId: string | null;
  location: GameDetails['location'];
  /** The fields of the booked slots mapped to the game, by slot id (a slot is unmapped by its id). */
  slotFields: Record<string, string>;
  keys: string[];
  startAt: number;
  deleted: boolean;
  updated: string;
};

const withKeys = (doc: Omit<GameVenueDocument, 'keys'>): GameVenueDocument => ({
  ...doc,
  keys: gameVenueKeysOf({
    spaceId: doc.spaceId,
    facilityId: doc.facilityId,
    location: doc.location,
    slotFieldIds: Object.values(doc.slotFields),
  }),
});

const HANDLED = ['GameCreated', 'GameUpdated', 'SlotMapped', 'SlotUnmapped', 'GameDeleted'] as const;
type Handled = Extract<GameEvent, { type: (typeof HANDLED)[number] }>;

export const gameVenuesProjection = defineProjection<GameVenueDocument>({
  name: 'gameVenues.v1',
  collection: { name: GAME_VENUES_COLLECTION, indexes: [{ fields: [['startAt', 1]] }], arrayFields: ['keys'] },
  handles: HANDLED,
  documentId: (event: RecordedEvent) => (event.data as { activityId?: string }).activityId ?? null,
  evolve: (doc, recorded) => {
    const event = recorded as unknown as Handled;
    const updated = recorded.metadata.time;
    if (event.type === 'GameCreated' || event.type === 'GameUpdated') {
      const { details } = event.data;
      if (!doc && event.type === 'GameUpdated') return null;
      return withKeys({
        id: event.data.activityId,
        activityId: event.data.activityId,
        name: details.name,
        spaceId: details.spaceId ?? null,
        facilityId: details.facilityId ?? null,
        location: details.location,
        slotFields: doc?.slotFields ?? {},
        startAt: gameStartMs(details.duration),
        deleted: false,
        updated,
      });
    }
    if (!doc) return null;
    if (event.type === 'GameDeleted') return { ...doc, deleted: true, updated };
    if (event.type === 'SlotMapped')
      return withKeys({ ...doc, slotFields: { ...doc.slotFields, [event.data.slot.slotId]: event.data.slot.fieldId }, updated });
    const { [event.data.slotId]: _gone, ...slotFields } = doc.slotFields;
    return withKeys({ ...doc, slotFields, updated });
  },
});
