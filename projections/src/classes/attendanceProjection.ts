import {
  batchRecordId,
  classRecordId,
  sessionRecordId,
  type AttendanceDocument,
  type OfferingEvent,
  type RecordedEvent,
} from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { attendanceIdOf, keyAfter, orgListIndexes, studentIdOf } from './classIds';

export const ATTENDANCE_COLLECTION = 'class_attendance';

/** Spec section 3 attendance (docs/backoffice.md "Classes"): one document per student and session, the latest mark with who made it and when. */
export const attendanceProjection = defineProjection<AttendanceDocument>({
  name: 'classAttendance',
  collection: {
    name: ATTENDANCE_COLLECTION,
    indexes: orgListIndexes(
      ['date', 'markedAt', 'status', 'name', 'markedBy'],
      ['spaceId', 'classId', 'classKey', 'batchId', 'batchKey', 'sessionId', 'sessionRecordId', 'studentId', 'userId', 'status'],
      'markedAt',
    ),
  },
  handles: ['AttendanceMarked'],
  documentId: (recorded) => {
    const event = recorded as unknown as OfferingEvent;
    return event.type === 'AttendanceMarked' ? attendanceIdOf(event.data.itemId, event.data.sessionId, event.data.userId) : null;
  },
  evolve: (_doc, recorded: RecordedEvent) => {
    const event = recorded as unknown as OfferingEvent;
    if (event.type !== 'AttendanceMarked') return _doc;
    const { itemId, spaceId, orgId, batchId, sessionId, userId } = event.data;
    return {
      id: attendanceIdOf(itemId, sessionId, userId),
      orgId,
      spaceId,
      classId: classRecordId(itemId),
      classKey: keyAfter(spaceId, itemId),
      batchId: batchRecordId(itemId, batchId),
      batchKey: batchId,
      sessionId,
      sessionRecordId: sessionRecordId(itemId, sessionId),
      studentId: studentIdOf(itemId, batchId, userId),
      userId,
      name: event.data.name,
      date: event.data.date,
      startTime: event.data.startTime,
      status: event.data.status,
      note: event.data.note || null,
      markedBy: event.data.markedBy,
      markedAt: recorded.metadata.time,
      updated: recorded.metadata.time,
    };
  },
});
