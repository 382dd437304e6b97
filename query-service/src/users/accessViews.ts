import type { AccessAccountEntry, OrgUserAccount, UserDocument } from '@sports/contracts';

/** Field by field, as the other views, and only the organisations the caller may read. */
export const accessAccountsOf = (
  doc: UserDocument,
  mayRead: (orgId: string) => boolean,
): { id: string; accessAccounts: AccessAccountEntry[]; orgUserAccounts: OrgUserAccount[] } => ({
  id: doc.id,
  accessAccounts: (doc.accessAccounts ?? [])
    .filter((a) => mayRead(a.orgId))
    .map((a) => ({
      orgId: a.orgId,
      role: a.role,
      spaces: a.spaces,
      mobiles: a.mobiles,
      emails: a.emails,
      grantedBy: a.grantedBy,
      granted: a.granted,
    })),
  orgUserAccounts: (doc.orgUserAccounts ?? [])
    .filter((a) => mayRead(a.orgId))
    .map((a) => ({ orgId: a.orgId, gst: a.gst, updatedBy: a.updatedBy, updated: a.updated })),
});
