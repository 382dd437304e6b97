import {
  adminApi,
  backofficeApi,
  catalogueApi,
  classesApi,
  type AttendanceMark,
  type ClassSessionDocument,
  type RecordKind,
  type SessionStatus,
  type SlotFacility,
} from '@sports/contracts';
import type { fetchUtils } from 'react-admin';
import { adminHttpClient } from '../api/adminHttp';

/** `/org-api/{orgId}/spaces/{spaceId}` with its parameters filled in, each one URL-encoded. */
export function fillPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${template}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

type Route = { method: string; path: string };

/** What a session's commands are addressed by, as the sessions resource's record carries it. */
export type ClassSessionRef = Pick<ClassSessionDocument, 'orgId' | 'spaceId' | 'classKey' | 'batchKey' | 'sessionId'>;
const sessionParams = (s: ClassSessionRef) => ({
  orgId: s.orgId,
  spaceId: s.spaceId,
  key: s.classKey,
  batchId: s.batchKey,
  sessionId: s.sessionId,
});

/**
 * Sends one command: JSON body, the staff member's bearer token (adminHttpClient) and an
 * Idempotency-Key, so a retried click cannot append the events twice. Refusals arrive as
 * react-admin HttpErrors carrying the problem document's own sentence.
 */
export async function sendCommand(route: Route, params: Record<string, string>, body?: unknown): Promise<unknown> {
  const options: fetchUtils.Options = {
    method: route.method.toUpperCase(),
    headers: new Headers({ accept: 'application/json', 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }),
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  };
  const { json } = await adminHttpClient(fillPath(route.path, params), options);
  return json;
}

/**
 * The commands behind the back office's action buttons (docs/backoffice.md "Writing"); a record's
 * create, edit and delete go through the admin API instead (dataProvider.ts).
 */
export const commands = {
  /** { amount } (paise) or { refundPercent }, with cancel or not. */
  refundOrder: (orderId: string, body: adminApi.AdminRefundBody) => sendCommand(adminApi.adminRefundOrder, { id: orderId }, body),
  resolveDispute: (caseId: string, body: { activityId: string; outcome: 'upheld' | 'dismissed'; note: string }) =>
    sendCommand(adminApi.adminResolveDispute, { id: caseId }, body),
  reopenDispute: (caseId: string, body: { activityId: string; note: string }) =>
    sendCommand(adminApi.adminReopenDispute, { id: caseId }, body),
  holdGame: (gameId: string, reason: string) => sendCommand(adminApi.adminHoldGame, { id: gameId }, { reason }),
  releaseGame: (gameId: string) => sendCommand(adminApi.adminReleaseGame, { id: gameId }),
  deleteGame: (gameId: string) => sendCommand(adminApi.adminDeleteGame, { id: gameId }),
  addField: (orgId: string, spaceId: string, fieldKey: string, details: { fieldName: string; listingIds: string[] }) =>
    sendCommand(catalogueApi.addField, { orgId, spaceId, fieldKey }, details),
  configureTimeRange: (orgId: string, spaceId: string, timeRangeConfigId: string, details: unknown) =>
    sendCommand(catalogueApi.configureTimeRange, { orgId, spaceId, timeRangeConfigId }, details),
  blockSlots: (orgId: string, spaceId: string, body: { fieldId: string; date: string; startTimes: string[]; reason?: string }) =>
    sendCommand(catalogueApi.blockSlots, { orgId, spaceId }, body),
  unblockSlots: (orgId: string, spaceId: string, body: { fieldId: string; date: string; startTimes: string[] }) =>
    sendCommand(catalogueApi.unblockSlots, { orgId, spaceId }, body),
  // Business records (docs/backoffice.md "Business records"): status change (moderation too), enquiry log; saves are the admin API's (dataProvider.ts).
  changeRecordStatus: (kind: RecordKind, orgId: string, key: string, body: { status: string; note?: string }) =>
    sendCommand(backofficeApi.RECORD_STATUS_ROUTES[kind], { orgId, key }, body),
  logEnquiry: (orgId: string, key: string, body: { note: string; nextFollowUp?: string }) =>
    sendCommand(backofficeApi.logEnquiry, { orgId, key }, body),
  // A class's sessions (docs/backoffice.md "Classes"): mark a student, cancel or complete the session.
  markAttendance: (session: ClassSessionRef, userId: string, body: { status: AttendanceMark; note?: string }) =>
    sendCommand(classesApi.markAttendance, { ...sessionParams(session), userId }, body),
  changeSessionStatus: (session: ClassSessionRef, body: { status: SessionStatus; note?: string }) =>
    sendCommand(classesApi.changeClassSessionStatus, sessionParams(session), body),
};

/** GET /api/vm/slots/listing/{listingId}?date=&spaceId=: every field of the listing at the space, with its slots and their statuses. */
export async function fetchSlots(listingId: string, date: string, spaceId: string): Promise<SlotFacility[]> {
  const route = catalogueApi.listSlotsByListing;
  const { json } = await adminHttpClient(`${fillPath(route.path, { listingId })}?${new URLSearchParams({ date, spaceId })}`);
  return route.response.parse(json).data;
}
