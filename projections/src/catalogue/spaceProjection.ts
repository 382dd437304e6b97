import type { CatalogueEvent, RecordedEvent, SpaceDocument } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { regionOf } from '../gameList/discoveryFields';

export const SPACES_COLLECTION = 'catalogueSpaces';

/** Spaces of the catalogue (spec section 3 "organisation and space"), for venues by listing and slots by listing. */
export const spaceProjection = defineProjection<SpaceDocument>({
  name: 'catalogueSpaces',
  collection: {
    name: SPACES_COLLECTION,
    indexes: [
      { fields: [['name', 1]] },
      {
        fields: [
          ['region', 1],
          ['name', 1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['name', 1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['updated', -1],
        ],
      },
    ],
    arrayFields: ['listingIds'],
  },
  handles: ['SpaceCreated', 'SpaceUpdated', 'FieldAdded', 'TimeRangeConfigured', 'TimeRangeRemoved', 'MembershipConfigured'],
  documentId: (event) => (event.data as { spaceId: string }).spaceId,
  evolve: (doc, recorded: RecordedEvent) => {
    const event = recorded as unknown as CatalogueEvent;
    const updated = recorded.metadata.time;
    if (event.type === 'SpaceCreated' || event.type === 'SpaceUpdated') {
      const { details } = event.data;
      const base = doc ?? {
        id: event.data.spaceId,
        spaceId: event.data.spaceId,
        orgId: event.type === 'SpaceCreated' ? event.data.orgId : '',
        facilities: [],
        timeRanges: {},
        memberships: {},
      };
      return {
        ...base,
        name: details.name,
        location: details.location,
        region: regionOf(details.location.city),
        listings: details.listings,
        listingIds: details.listings.map((l) => l.listingId),
        taxes: details.taxes,
        handlingCharge: details.handlingCharge,
        cancellationPolicy: details.cancellationPolicy,
        holdMinutes: details.holdMinutes,
        // Kept so an edit of the venue's details (the back office) sends it back unchanged.
        bulkDiscount: details.bulkDiscount ?? null,
        photo: details.photo ?? null,
        updated,
      };
    }
    if (!doc) return null;
    switch (event.type) {
      case 'FieldAdded':
        if (doc.facilities.some((f) => f.facilityId === event.data.fieldId)) return doc;
        return {
          ...doc,
          facilities: [
            ...doc.facilities,
            { facilityId: event.data.fieldId, facilityName: event.data.details.fieldName, listingIds: event.data.details.listingIds },
          ],
          updated,
        };
      case 'TimeRangeConfigured':
        return { ...doc, timeRanges: { ...doc.timeRanges, [event.data.timeRangeConfigId]: event.data.details }, updated };
      case 'MembershipConfigured':
        return { ...doc, memberships: { ...doc.memberships, [event.data.membershipId]: event.data.plan }, updated };
      case 'TimeRangeRemoved': {
        const { [event.data.timeRangeConfigId]: _gone, ...rest } = doc.timeRanges;
        return { ...doc, timeRanges: rest, updated };
      }
      default:
        return doc;
    }
  },
});
