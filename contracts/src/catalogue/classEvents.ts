import { z } from 'zod';
import { idSchema, isoDate, optionalText } from '../core/primitives';
import { catalogueIdSchema, timeOfDaySchema } from './shapes';

/**
 * A class's sessions and its students' attendance (spec section 1 "classes, batches, students",
 * section 3 "session, student, attendance"). They live on the class's own stream
 * `class-{spaceId}.{key}` (contracts/src/catalogue/offerings.ts), which already decides its
 * enrolments and sessions, so "the student is enrolled", "the session is not cancelled" and "a
 * sessionLimit is never overdrawn" hold together under one expected revision (docs/backoffice.md
 * "Classes: batches, sessions, students, attendance").
 */

/** How a student's mark reads; present and late use up one of the enrolment's sessions, absent does not. */
export const ATTENDANCE_MARKS = ['present', 'absent', 'late'] as const;
export const attendanceMarkSchema = z.enum(ATTENDANCE_MARKS);
export type AttendanceMark = z.infer<typeof attendanceMarkSchema>;
/** Marks that count as having attended (and so draw on a sessionLimit). */
export const attended = (mark: AttendanceMark | null | undefined): boolean => mark === 'present' || mark === 'late';

/** A session is scheduled until staff cancel it or complete it; completed is final. */
export const SESSION_STATUSES = ['scheduled', 'cancelled', 'completed'] as const;
export const sessionStatusSchema = z.enum(SESSION_STATUSES);
export type SessionStatus = z.infer<typeof sessionStatusSchema>;

const ref = { kind: z.literal('class'), itemId: idSchema, spaceId: catalogueIdSchema, orgId: catalogueIdSchema };

export const classEvents = {
  /**
   * Staff marked a student (a user enrolled in the session's batch) for one dated session; a
   * second mark of the same student and session replaces the first (previous names it).
   */
  AttendanceMarked: {
    version: 1,
    schema: z.object({
      ...ref,
      batchId: catalogueIdSchema,
      sessionId: catalogueIdSchema,
      /** The session's venue date and start, copied so attendance lists filter and sort without the class. */
      date: isoDate,
      startTime: timeOfDaySchema,
      userId: idSchema,
      name: z.string(),
      status: attendanceMarkSchema,
      previous: attendanceMarkSchema.nullable(),
      note: optionalText(300).optional(),
      markedBy: idSchema,
    }),
  },
  /** A session was cancelled, completed, or put back on the schedule. */
  ClassSessionStatusChanged: {
    version: 1,
    schema: z.object({
      ...ref,
      batchId: catalogueIdSchema,
      sessionId: catalogueIdSchema,
      from: sessionStatusSchema,
      to: sessionStatusSchema,
      note: optionalText(300).optional(),
      by: idSchema,
    }),
  },
  /** A save of the class no longer has this batch (it had no students) or this session (it had no marks). */
  ClassBatchRemoved: { version: 1, schema: z.object({ ...ref, batchId: catalogueIdSchema }) },
  ClassSessionRemoved: { version: 1, schema: z.object({ ...ref, batchId: catalogueIdSchema, sessionId: catalogueIdSchema }) },
} as const;
