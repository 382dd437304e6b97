import { z } from 'zod';
import { idSchema, optionalText } from '../core/primitives';
import { catalogueIdSchema } from '../catalogue/shapes';
import { attendanceMarkSchema, sessionStatusSchema } from '../catalogue/classEvents';
import { reply } from './gameRouteParts';
import { defineRoute } from './route';

/**
 * A class's sessions and attendance (docs/backoffice.md "Classes"): staff of the
 * organisation mark a student present, absent or late for a session of the student's batch, and
 * cancel, complete or reschedule a session. Both are commands on the class's stream; the lists
 * are the back office's batches, sessions, students and attendance resources.
 */
const sessionPath = '/org-api/{orgId}/spaces/{spaceId}/classes/{key}/batches/{batchId}/sessions/{sessionId}';
const sessionParams = {
  orgId: catalogueIdSchema,
  spaceId: catalogueIdSchema,
  key: catalogueIdSchema,
  batchId: catalogueIdSchema,
  sessionId: catalogueIdSchema,
};
const common = [
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'IDEMPOTENCY_KEY_REUSED',
  'OFFERING_NOT_FOUND',
  'BATCH_NOT_FOUND',
  'SESSION_NOT_FOUND',
  'SESSION_NOT_IN_BATCH',
  'SESSION_NOT_STARTED',
] as const;

export const markAttendanceBodySchema = z.object({ status: attendanceMarkSchema, note: optionalText(300).optional() }).strict();

export const markAttendance = defineRoute({
  tag: 'Classes',
  auth: 'required',
  idempotent: true,
  operationId: 'markAttendance',
  method: 'put',
  path: `${sessionPath}/attendance/{userId}`,
  summary:
    "Mark a student present, absent or late for a session of their batch (spec section 3 attendance). Staff of the class's organisation, once the session has started and unless it was cancelled. Marking again replaces the mark (the same mark appends nothing); present and late use up one of the enrolment's sessions where the batch has a sessionLimit, and none left is 409 NO_SESSIONS_REMAINING. Appends AttendanceMarked to the class's stream.",
  params: z.object({ ...sessionParams, userId: idSchema }).strict(),
  body: markAttendanceBodySchema,
  successStatus: 200,
  response: reply(
    'success',
    z.object({ sessionId: z.string(), userId: z.string(), status: attendanceMarkSchema, sessionsRemaining: z.number().int().nullable() }),
  ),
  errors: [...common, 'SESSION_CANCELLED', 'STUDENT_NOT_ENROLLED', 'ENROLMENT_NOT_VALID', 'NO_SESSIONS_REMAINING'],
});

export const sessionStatusBodySchema = z.object({ status: sessionStatusSchema, note: optionalText(300).optional() }).strict();

export const changeClassSessionStatus = defineRoute({
  tag: 'Classes',
  auth: 'required',
  idempotent: true,
  operationId: 'changeClassSessionStatus',
  method: 'post',
  path: `${sessionPath}/status`,
  summary:
    "Cancel a session, complete it (once it has started), or put a cancelled one back on the schedule, with a note. Staff of the class's organisation. A completed session stays completed (409 STATUS_CHANGE_NOT_ALLOWED); one with attendance marks cannot be cancelled (409 SESSION_HAS_ATTENDANCE). Appends ClassSessionStatusChanged to the class's stream.",
  params: z.object(sessionParams).strict(),
  body: sessionStatusBodySchema,
  successStatus: 200,
  response: reply('success', z.object({ sessionId: z.string(), status: sessionStatusSchema })),
  errors: [...common, 'STATUS_CHANGE_NOT_ALLOWED', 'SESSION_HAS_ATTENDANCE'],
});
