import { z } from 'zod';
import { RECORD_KIND_NAMES, type RecordKind } from './records';

/**
 * Only the last four digits of a partner's account number ever reach a read model. The admin API
 * knows an edit sent back as read by this form (command-service/src/admin/maskedAccount.ts).
 */
export const maskAccountNumber = (accountNumber: string): string =>
  `${'X'.repeat(Math.max(accountNumber.length - 4, 0))}${accountNumber.slice(-4)}`;

export const enquiryLogSchema = z.object({ note: z.string(), by: z.string(), at: z.string(), nextFollowUp: z.string().optional() });

/**
 * One back-office record as the read model keeps it (collection `org_records`; id = its stream).
 * The columns lists sort and filter by are lifted out of the details; a partner's account number
 * is kept masked (`XXXXXX1234`): only the event log holds it whole, for payouts.
 */
export const orgRecordDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(RECORD_KIND_NAMES as [RecordKind, ...RecordKind[]]),
  key: z.string(),
  orgId: z.string(),
  name: z.string(),
  status: z.string(),
  details: z.record(z.string(), z.unknown()),
  listingIds: z.array(z.string()),
  spaceId: z.string().nullable(),
  /** The venues a record is at (instructors: several), for the spaceIds filter. */
  spaceIds: z.array(z.string()),
  /** Enquiries: the lead's phone, source, logs and the next follow-up due. */
  phone: z.string().nullable(),
  source: z.string().nullable(),
  logs: z.array(enquiryLogSchema),
  nextFollowUp: z.string().nullable(),
  /** Campaigns and subscriptions: their dates; campaigns their channel. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  channel: z.string().nullable(),
  /** Subscriptions: the plan and who subscribed; comments: what they are on; replies: their comment. */
  planKey: z.string().nullable(),
  subscriberId: z.string().nullable(),
  targetId: z.string().nullable(),
  commentKey: z.string().nullable(),
  /** Partners: payouts go only to verified accounts. */
  verified: z.boolean(),
  createdBy: z.string(),
  created: z.string(),
  updated: z.string(),
});
export type OrgRecordDocument = z.infer<typeof orgRecordDocumentSchema>;
