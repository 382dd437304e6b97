import { z } from 'zod';
import { attendanceMarkSchema, sessionStatusSchema } from './classEvents';

/**
 * The read models of a class's batches, sessions, students and attendance ( * docs/backoffice.md "Classes"), each a back-office resource. Every document names its class by
 * the classes resource's id (`classId`, `class-{spaceId}.{key}`) and its key, so react-admin
 * references and getManyReference work from the class, the batch or the session.
 */
const classRef = {
  id: z.string(),
  orgId: z.string(),
  spaceId: z.string(),
  /** The class's record id in the back office (the offerings document): `class-{spaceId}.{key}`. */
  classId: z.string(),
  classKey: z.string(),
  updated: z.string(),
};

/** Spec section 3 batch (status default active, sessionLimit): `{spaceId}.{classKey}.{batchKey}`. */
export const batchDocumentSchema = z.object({
  ...classRef,
  className: z.string(),
  batchKey: z.string(),
  name: z.string(),
  status: z.enum(['active', 'inactive']),
  capacity: z.number().int(),
  /** Places taken by confirmed enrolments (held places of unpaid orders are not students yet). */
  enrolled: z.number().int(),
  /** Confirmed enrolments by order id, with their places (what a release gives back). */
  enrolments: z.record(z.string(), z.number().int()),
  sessionLimit: z.number().int().nullable(),
  instructor: z.string().nullable(),
  weekdays: z.array(z.number().int()),
  startTime: z.string(),
  endTime: z.string(),
  startDate: z.string(),
  sessions: z.number().int(),
});
export type BatchDocument = z.infer<typeof batchDocumentSchema>;

/** Spec section 3 session, one dated meeting of a batch: `{spaceId}.{classKey}.{sessionId}`. */
export const classSessionDocumentSchema = z.object({
  ...classRef,
  className: z.string(),
  /** The batch's record id (`{spaceId}.{classKey}.{batchKey}`) and its key. */
  batchId: z.string(),
  batchKey: z.string(),
  batchName: z.string(),
  sessionId: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  topic: z.string().nullable(),
  status: sessionStatusSchema,
  statusNote: z.string().nullable(),
  present: z.number().int(),
  absent: z.number().int(),
  late: z.number().int(),
  /** Students marked at all (present + absent + late). */
  marked: z.number().int(),
});
export type ClassSessionDocument = z.infer<typeof classSessionDocumentSchema>;

/** One of a student's enrolments in the batch (an order's places). */
export const studentEnrolmentSchema = z.object({
  count: z.number().int(),
  validFrom: z.string(),
  validUntil: z.string(),
  sessionLimit: z.number().int().nullable(),
  enrolledAt: z.string(),
});

/**
 * Spec section 3 student: a user enrolled in a batch of a class, over all their enrolments in it
 * (a renewal adds one). Sessions remaining count down with every present or late mark, when the
 * enrolments carry a sessionLimit (null: unlimited).
 */
export const studentDocumentSchema = z.object({
  ...classRef,
  batchId: z.string(),
  batchKey: z.string(),
  userId: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  /** The latest enrolment's order, and every live one's. */
  orderId: z.string(),
  orderIds: z.array(z.string()),
  enrolments: z.record(z.string(), studentEnrolmentSchema),
  places: z.number().int(),
  enrolledAt: z.string(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  sessionLimit: z.number().int().nullable(),
  attended: z.number().int(),
  absent: z.number().int(),
  sessionsRemaining: z.number().int().nullable(),
  /** Marks by session id, so a changed mark moves the counts exactly. */
  marks: z.record(z.string(), attendanceMarkSchema),
  /** active while one enrolment is live; cancelled once every order enrolling them was cancelled. */
  status: z.enum(['active', 'cancelled']),
});
export type StudentDocument = z.infer<typeof studentDocumentSchema>;

/** Spec section 3 attendance: one student's mark for one session. */
export const attendanceDocumentSchema = z.object({
  ...classRef,
  batchId: z.string(),
  batchKey: z.string(),
  sessionId: z.string(),
  /** The session's record id (`{spaceId}.{classKey}.{sessionId}`). */
  sessionRecordId: z.string(),
  /** The student's record id. */
  studentId: z.string(),
  userId: z.string(),
  name: z.string(),
  date: z.string(),
  startTime: z.string(),
  status: attendanceMarkSchema,
  note: z.string().nullable(),
  markedBy: z.string(),
  markedAt: z.string(),
});
export type AttendanceDocument = z.infer<typeof attendanceDocumentSchema>;

/** Record ids of a batch and a session: the class's offering id and the key (at most 62 characters, within the id alphabet). */
export const batchRecordId = (itemId: string, batchKey: string): string => `${itemId}.${batchKey}`;
export const sessionRecordId = (itemId: string, sessionId: string): string => `${itemId}.${sessionId}`;
export const classRecordId = (itemId: string): string => `class-${itemId}`;
