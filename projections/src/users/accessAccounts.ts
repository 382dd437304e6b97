import type { AccessAccountEntry, OrgUserAccount, UserDocument, UserEvent } from '@sports/contracts';

/**
 * Access accounts and organisation user accounts (GST) on the user document.
 * One entry per organisation, kept sorted by organisation id: each event replaces or removes
 * that organisation's entry, so applying it twice leaves the same document.
 */
type AccessEvent = Extract<UserEvent, { type: 'AccessAccountGranted' | 'AccessAccountRevoked' | 'OrgUserAccountUpdated' }>;

const byOrg = <T extends { orgId: string }>(entries: readonly T[], orgId: string, entry: T | null): T[] =>
  [...entries.filter((e) => e.orgId !== orgId), ...(entry ? [entry] : [])].sort((a, b) =>
    a.orgId < b.orgId ? -1 : a.orgId > b.orgId ? 1 : 0,
  );

export const evolveAccess = (doc: UserDocument, event: AccessEvent, time: string): UserDocument => {
  const accessAccounts = doc.accessAccounts ?? [];
  switch (event.type) {
    case 'AccessAccountGranted': {
      const { orgId, role, spaceIds, mobiles, emails, grantedBy } = event.data;
      const entry: AccessAccountEntry = { orgId, role, spaces: spaceIds, mobiles, emails, grantedBy, granted: time };
      return { ...doc, accessAccounts: byOrg(accessAccounts, orgId, entry) };
    }
    case 'AccessAccountRevoked':
      return { ...doc, accessAccounts: byOrg(accessAccounts, event.data.orgId, null) };
    case 'OrgUserAccountUpdated': {
      const { orgId, gst, updatedBy } = event.data;
      const entry: OrgUserAccount = { orgId, gst, updatedBy, updated: time };
      return { ...doc, orgUserAccounts: byOrg(doc.orgUserAccounts ?? [], orgId, entry) };
    }
  }
};
