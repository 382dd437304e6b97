import { accessAccountIdOf, type AccessAccountDocument, type RecordedEvent, type UserEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const ACCESS_ACCOUNTS_COLLECTION = 'access_accounts';

type AccessEvent = Extract<UserEvent, { type: 'AccessAccountGranted' | 'AccessAccountRevoked' }>;

/**
 * Access accounts, one document per organisation and user (the back office's access resource).
 * The user document keeps them too (for the spec's GET /api/vm/accessAccount/get/user/{id}); this
 * read model lists them per organisation, sorted and filtered by role, space, mobile and e-mail.
 */
export const accessAccountProjection = defineProjection<AccessAccountDocument>({
  name: 'accessAccounts',
  collection: {
    name: ACCESS_ACCOUNTS_COLLECTION,
    indexes: [
      {
        fields: [
          ['orgId', 1],
          ['updated', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['role', 1],
          ['userId', 1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['status', 1],
          ['updated', -1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['userId', 1],
        ],
      },
      {
        fields: [
          ['orgId', 1],
          ['granted', -1],
        ],
      },
      // Across organisations, for platform operators.
      { fields: [['updated', -1]] },
      { fields: [['userId', 1]] },
      {
        fields: [
          ['role', 1],
          ['userId', 1],
        ],
      },
      {
        fields: [
          ['status', 1],
          ['updated', -1],
        ],
      },
      { fields: [['granted', -1]] },
    ],
    arrayFields: ['spaceIds', 'mobiles', 'emails'],
  },
  handles: ['AccessAccountGranted', 'AccessAccountRevoked'],
  documentId: (event) => {
    const { orgId, userId } = event.data as { orgId: string; userId: string };
    return accessAccountIdOf(orgId, userId);
  },
  evolve: (doc, recorded: RecordedEvent) => {
    const event = recorded as unknown as AccessEvent;
    const time = recorded.metadata.time;
    if (event.type === 'AccessAccountGranted') {
      const { orgId, userId, role, spaceIds, mobiles, emails, grantedBy } = event.data;
      // A grant after a revocation is a new account: it starts its own "granted".
      const granted = doc && doc.status === 'active' ? doc.granted : time;
      return {
        id: accessAccountIdOf(orgId, userId),
        orgId,
        userId,
        role,
        spaceIds,
        mobiles,
        emails,
        status: 'active',
        grantedBy,
        granted,
        updated: time,
        revokedBy: null,
      };
    }
    return doc && { ...doc, status: 'revoked', revokedBy: event.data.revokedBy, updated: time };
  },
});
