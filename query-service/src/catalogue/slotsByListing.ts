import {
  CURRENCY,
  slotsOfField,
  venueInstant,
  type SlotDayDocument,
  type SlotFacility,
  type SlotStatus,
  type SpaceDocument,
  ownValue,
} from '@sports/contracts';
import { priceWithTax } from '@sports/shared-rules';
import { SLOT_DAYS_COLLECTION, SPACES_COLLECTION, type DocumentStore } from '@sports/projections';

/** At most this many venues' fields in one answer, as venues by listing pages by 30. */
const MAX_SPACES = 30;

/** The layout slot derivation reads, from a space document. */
export const spaceLayoutOf = (space: SpaceDocument) => ({
  spaceId: space.spaceId,
  fields: Object.fromEntries(space.facilities.map((f) => [f.facilityId, { fieldName: f.facilityName, listingIds: f.listingIds }])),
  timeRanges: space.timeRanges,
});

/**
 * Spec section 7 "GET slots by listing" in the Slot facility shape of section 3: each field of the
 * listing with the date's slots that have not started, priced as the buyer pays (tax included),
 * and their status. A hold past its expiry shows as available: it no longer keeps anyone out.
 */
export const slotsByListing = async (
  store: DocumentStore,
  input: { listingId: string; date: string; spaceId?: string; now: Date },
): Promise<SlotFacility[]> => {
  const spaces = await store.find<SpaceDocument>(SPACES_COLLECTION, {
    filter: { listingIds: input.listingId },
    sort: [['name', 1]],
    limit: input.spaceId ? 10_000 : MAX_SPACES,
  });
  const facilities: SlotFacility[] = [];
  for (const space of spaces.filter((s) => !input.spaceId || s.spaceId === input.spaceId)) {
    const days = await store.find<SlotDayDocument>(SLOT_DAYS_COLLECTION, { filter: { spaceId: space.spaceId, date: input.date } });
    const takenOf = new Map(days.map((d) => [d.fieldId, d.taken]));
    for (const field of space.facilities.filter((f) => f.listingIds.includes(input.listingId))) {
      const taken = takenOf.get(field.facilityId) ?? {};
      const timings = slotsOfField(spaceLayoutOf(space), field.facilityId, input.date)
        .filter((slot) => venueInstant(slot.date, slot.startTime).getTime() > input.now.getTime())
        .map((slot) => {
          const claim = ownValue(taken, slot.slotId);
          const expired = claim?.status === 'held' && Date.parse(claim.expiresAt ?? '') <= input.now.getTime();
          const slotStatus: SlotStatus = !claim || expired ? 'available' : claim.status;
          return {
            amount: priceWithTax(slot.price, space.taxes).total,
            ...(slot.price.strikeAmount !== undefined ? { strikeAmount: slot.price.strikeAmount } : {}),
            ...CURRENCY,
            date: slot.date,
            startTime: slot.startTime,
            endTime: slot.endTime,
            fieldName: slot.fieldName,
            fieldId: slot.fieldId,
            timeRangeConfigId: slot.timeRangeConfigId,
            slotId: slot.slotId,
            slotStatus,
            ...(slotStatus === 'held' ? { holdExpiresAt: claim!.expiresAt! } : {}),
          };
        });
      const firstFree = timings.find((t) => t.slotStatus === 'available');
      facilities.push({
        facilityName: field.facilityName,
        facilityId: field.facilityId,
        spaceId: space.spaceId,
        spaceName: space.name,
        location: space.location,
        timings,
        slotStatus: firstFree ? 'available' : (timings[0]?.slotStatus ?? 'blocked'),
        slotId: firstFree?.slotId ?? null,
      });
    }
  }
  return facilities;
};
