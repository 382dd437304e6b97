import {
  maskAccountNumber,
  type OrgRecordDocument,
  type RecordDetails,
  type RecordEvent,
  type RecordKind,
  type RecordedEvent,
} from '@sports/contracts';
import { defineProjection } from '../core/projection';
import type { IndexSpec } from '../documentStore/port';

export const ORG_RECORDS_COLLECTION = 'org_records';

/** Only the last four digits of a partner's account number ever reach a read model (contracts' maskAccountNumber). */
export { maskAccountNumber };

const masked = (kind: RecordKind, details: RecordDetails): Record<string, unknown> => {
  const bankAccount = kind === 'partner' ? (details as RecordDetails<'partner'>).bankAccount : undefined;
  return bankAccount
    ? { ...details, bankAccount: { ...bankAccount, accountNumber: maskAccountNumber(bankAccount.accountNumber) } }
    : { ...details };
};

/** The columns the admin lists sort and filter by, lifted out of each kind's details. */
const columnsOf = (kind: RecordKind, details: RecordDetails) => {
  const d = details as Partial<Record<string, unknown>> & Record<string, unknown>;
  const str = (value: unknown) => (typeof value === 'string' ? value : null);
  const on = kind === 'comment' ? (details as RecordDetails<'comment'>).on : null;
  const subscriber = kind === 'subscription' ? (details as RecordDetails<'subscription'>).subscriber : null;
  const listingIds =
    kind === 'instructor'
      ? (details as RecordDetails<'instructor'>).skills
      : Array.isArray(d.listingIds)
        ? (d.listingIds as string[])
        : typeof d.listingId === 'string'
          ? [d.listingId]
          : [];
  return {
    name: str(d.name) ?? str(d.title) ?? str(d.question) ?? str(d.text)?.slice(0, 80) ?? str(d.planKey) ?? '',
    listingIds,
    spaceId: str(d.spaceId),
    /** Instructors teach at several venues; every other kind has at most one. */
    spaceIds: Array.isArray(d.spaceIds) ? (d.spaceIds as string[]) : typeof d.spaceId === 'string' ? [d.spaceId] : [],
    phone: str(d.phone),
    source: str(d.source),
    from: str(d.from),
    to: str(d.to),
    channel: str(d.channel),
    planKey: str(d.planKey),
    subscriberId: subscriber ? `${subscriber.type}:${subscriber.id}` : null,
    targetId: on ? `${on.type}:${on.id}` : null,
    commentKey: str(d.commentKey),
  };
};

/** Each list column within one organisation's records of a kind, and across all (platform operators). */
const byOrgAndKind = (...fields: string[]): IndexSpec[] => {
  const rest = fields.map((f): [string, 1] => [f, 1]);
  return [{ fields: [['orgId', 1], ['kind', 1], ...rest] }, { fields: [['kind', 1], ...rest] }];
};

/**
 * The back office's own records (docs/backoffice.md "Business records"): one document per stream
 * `{kind}-{orgId}.{key}`, listed per kind by the admin API (each kind a resource, as offerings are).
 */
export const recordProjection = defineProjection<OrgRecordDocument>({
  name: 'orgRecords',
  collection: {
    name: ORG_RECORDS_COLLECTION,
    indexes: [
      ...byOrgAndKind('name'),
      ...byOrgAndKind('status', 'name'),
      ...byOrgAndKind('updated'),
      ...byOrgAndKind('created'),
      ...byOrgAndKind('nextFollowUp'),
      ...byOrgAndKind('phone'),
      ...byOrgAndKind('source'),
      ...byOrgAndKind('from'),
      ...byOrgAndKind('channel'),
      ...byOrgAndKind('planKey'),
      ...byOrgAndKind('subscriberId'),
      ...byOrgAndKind('targetId'),
      ...byOrgAndKind('commentKey'),
      ...byOrgAndKind('spaceId'),
      ...byOrgAndKind('verified'),
      // The back office's record lists show the key and sort by it too.
      ...byOrgAndKind('key'),
    ],
    arrayFields: ['listingIds', 'spaceIds'],
  },
  handles: ['RecordSaved', 'RecordStatusChanged', 'EnquiryLogged'],
  documentId: (event) => {
    const { kind, orgId, key } = event.data as { kind: string; orgId: string; key: string };
    return `${kind}-${orgId}.${key}`;
  },
  evolve: (doc, recorded: RecordedEvent) => {
    const event = recorded as unknown as RecordEvent;
    const time = recorded.metadata.time;
    const { kind, orgId, key } = event.data;
    if (event.type === 'RecordSaved') {
      const { details } = event.data;
      const { status } = event.data;
      return {
        id: `${kind}-${orgId}.${key}`,
        kind,
        key,
        orgId,
        status,
        details: masked(kind, details),
        ...columnsOf(kind, details),
        logs: doc?.logs ?? [],
        nextFollowUp: doc?.nextFollowUp ?? null,
        verified: status === 'verified',
        createdBy: doc?.createdBy ?? event.data.savedBy,
        created: doc?.created ?? time,
        updated: time,
      };
    }
    if (!doc) return null;
    if (event.type === 'RecordStatusChanged')
      return { ...doc, status: event.data.status, verified: event.data.status === 'verified', updated: time };
    const { note, by, at, nextFollowUp } = event.data;
    return {
      ...doc,
      logs: [...doc.logs, { note, by, at, ...(nextFollowUp ? { nextFollowUp } : {}) }],
      nextFollowUp: nextFollowUp ?? null,
      updated: time,
    };
  },
});
