import { attended, batchRecordId, classRecordId, type OfferingEvent, type RecordedEvent, type StudentDocument } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { keyAfter, orgListIndexes, studentIdOf } from './classIds';

export const STUDENTS_COLLECTION = 'class_students';

/** What the enrolments and marks add up to: places, validity, the sessions allowed and left, the status. */
const derived = (doc: StudentDocument): StudentDocument => {
  const enrolments = Object.values(doc.enrolments);
  const marks = Object.values(doc.marks);
  const sessionLimit = enrolments.some((e) => e.sessionLimit === null)
    ? null
    : enrolments.reduce((sum, e) => sum + (e.sessionLimit ?? 0), 0);
  const used = marks.filter(attended).length;
  return {
    ...doc,
    orderIds: Object.keys(doc.enrolments),
    places: enrolments.reduce((sum, e) => sum + e.count, 0),
    validFrom: enrolments.length ? enrolments.map((e) => e.validFrom).sort()[0]! : null,
    validUntil: enrolments.length
      ? enrolments
          .map((e) => e.validUntil)
          .sort()
          .at(-1)!
      : null,
    sessionLimit,
    attended: used,
    absent: marks.filter((m) => m === 'absent').length,
    sessionsRemaining: sessionLimit === null ? null : Math.max(0, sessionLimit - used),
    status: enrolments.length ? 'active' : 'cancelled',
  };
};

/**
 * Spec section 3 student: a user enrolled in a batch of a class (docs/backoffice.md "Classes"), over
 * all their enrolments in it, with the sessions they attended and have left.
 */
export const studentProjection = defineProjection<StudentDocument>({
  name: 'classStudents',
  collection: {
    name: STUDENTS_COLLECTION,
    indexes: orgListIndexes(
      ['name', 'enrolledAt', 'sessionsRemaining', 'status', 'phone', 'orderId', 'attended'],
      ['spaceId', 'classId', 'classKey', 'batchId', 'batchKey', 'userId', 'status'],
      'name',
    ),
    arrayFields: ['orderIds'],
  },
  handles: ['StudentEnrolled', 'OfferingPlacesReleased', 'AttendanceMarked'],
  documentId: (recorded) => {
    const event = recorded as unknown as OfferingEvent;
    if (event.data.kind !== 'class') return null;
    switch (event.type) {
      case 'StudentEnrolled':
      case 'AttendanceMarked':
        return studentIdOf(event.data.itemId, event.data.batchId, event.data.userId);
      case 'OfferingPlacesReleased':
        return event.data.batchId && event.data.userId ? studentIdOf(event.data.itemId, event.data.batchId, event.data.userId) : null;
      default:
        return null;
    }
  },
  evolve: (doc, recorded: RecordedEvent) => {
    const event = recorded as unknown as OfferingEvent;
    const time = recorded.metadata.time;
    switch (event.type) {
      case 'StudentEnrolled': {
        const { itemId, spaceId, batchId, userId, orderId, count, validFrom, validUntil, sessionLimit } = event.data;
        const base: StudentDocument = doc ?? {
          id: studentIdOf(itemId, batchId, userId),
          // Enrolments recorded before StudentEnrolled carried orgId belong to no organisation: only platform operators see them.
          orgId: event.data.orgId ?? '',
          spaceId,
          classId: classRecordId(itemId),
          classKey: keyAfter(spaceId, itemId),
          batchId: batchRecordId(itemId, batchId),
          batchKey: batchId,
          userId,
          name: event.data.name,
          phone: null,
          orderId,
          orderIds: [],
          enrolments: {},
          places: 0,
          enrolledAt: time,
          validFrom: null,
          validUntil: null,
          sessionLimit: null,
          attended: 0,
          absent: 0,
          sessionsRemaining: null,
          marks: {},
          status: 'active',
          updated: time,
        };
        return derived({
          ...base,
          orgId: event.data.orgId ?? base.orgId,
          name: event.data.name,
          phone: event.data.phone ?? base.phone,
          orderId,
          enrolments: { ...base.enrolments, [orderId]: { count, validFrom, validUntil, sessionLimit, enrolledAt: time } },
          updated: time,
        });
      }
      case 'OfferingPlacesReleased': {
        if (!doc || !doc.enrolments[event.data.orderId]) return doc;
        const { [event.data.orderId]: _gone, ...enrolments } = doc.enrolments;
        return derived({ ...doc, enrolments, updated: time });
      }
      case 'AttendanceMarked':
        return doc
          ? derived({
              ...doc,
              orgId: doc.orgId || event.data.orgId,
              marks: { ...doc.marks, [event.data.sessionId]: event.data.status },
              updated: time,
            })
          : null;
      default:
        return doc;
    }
  },
});
