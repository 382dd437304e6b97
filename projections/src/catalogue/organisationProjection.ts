import type { CatalogueEvent, OrganisationDocument, RecordedEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const ORGANISATIONS_COLLECTION = 'organisations';

/**
 * Organisations as the back office lists them: their details, status,
 * commission rate and how many venues they run. Keyed by organisation id; a venue is counted once
 * (its id is kept), so a replayed SpaceCreated never counts twice.
 */
export const organisationProjection = defineProjection<OrganisationDocument>({
  name: 'organisations',
  collection: {
    name: ORGANISATIONS_COLLECTION,
    indexes: [
      { fields: [['name', 1]] },
      {
        fields: [
          ['status', 1],
          ['name', 1],
        ],
      },
      {
        fields: [
          ['city', 1],
          ['name', 1],
        ],
      },
      { fields: [['venues', -1]] },
      { fields: [['created', -1]] },
      { fields: [['updated', -1]] },
      // The back office's list sorts by the contact columns it shows too.
      { fields: [['contactName', 1]] },
      { fields: [['contactPhone', 1]] },
      // orgId equals id; indexed so staff's "their organisations" filter is a seek like id.
      { fields: [['orgId', 1]] },
    ],
  },
  handles: ['OrganisationRegistered', 'OrganisationUpdated', 'OrganisationStatusChanged', 'OrganisationCommissionSet', 'SpaceCreated'],
  documentId: (event) => (event.data as { orgId: string }).orgId,
  evolve: (doc, recorded: RecordedEvent) => {
    const event = recorded as unknown as CatalogueEvent;
    const time = recorded.metadata.time;
    if (event.type === 'OrganisationRegistered') {
      const { orgId, name, details, registeredBy } = event.data;
      // A venue created before the registration was replayed (never in practice) keeps its count.
      return {
        spaceIds: [],
        venues: 0,
        commissionPercent: null,
        ...doc,
        ...(details ?? { name }),
        id: orgId,
        orgId,
        status: doc?.status ?? 'active',
        registeredBy,
        created: time,
        updated: time,
      };
    }
    if (!doc) return null;
    switch (event.type) {
      case 'OrganisationUpdated': {
        // The details are replaced as a whole: a field left out is cleared.
        const { id, orgId, status, venues, spaceIds, commissionPercent, registeredBy, created } = doc;
        return { ...event.data.details, id, orgId, status, venues, spaceIds, commissionPercent, registeredBy, created, updated: time };
      }
      case 'OrganisationStatusChanged':
        return { ...doc, status: event.data.to, updated: time };
      case 'OrganisationCommissionSet':
        return { ...doc, commissionPercent: event.data.commissionPercent, updated: time };
      case 'SpaceCreated': {
        if (doc.spaceIds.includes(event.data.spaceId)) return doc;
        const spaceIds = [...doc.spaceIds, event.data.spaceId];
        return { ...doc, spaceIds, venues: spaceIds.length };
      }
      default:
        return doc;
    }
  },
});
