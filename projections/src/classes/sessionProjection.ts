import {
  classRecordId,
  batchRecordId,
  sessionRecordId,
  ownValue,
  type AttendanceMark,
  type ClassSessionDocument,
  type OfferingEvent,
  type RecordedEvent,
} from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { keyAfter, orgListIndexes } from './classIds';

export const CLASS_SESSIONS_COLLECTION = 'class_sessions';

/** The session's counts with one student's mark moved from `previous` to `status`. */
const recount = (doc: ClassSessionDocument, previous: AttendanceMark | null, status: AttendanceMark) => {
  const counts = { present: doc.present, absent: doc.absent, late: doc.late };
  if (previous) counts[previous] -= 1;
  counts[status] += 1;
  return { ...counts, marked: counts.present + counts.absent + counts.late };
};

/**
 * A class's dated sessions (spec section 3 session; docs/backoffice.md "Classes"): described by
 * each save of the class, with their status and attendance counts from the class's stream.
 */
export const classSessionProjection = defineProjection<ClassSessionDocument, string | readonly string[]>({
  name: 'classSessions',
  collection: {
    name: CLASS_SESSIONS_COLLECTION,
    indexes: orgListIndexes(
      ['date', 'status', 'updated', 'topic', 'present', 'late', 'absent'],
      ['spaceId', 'classId', 'classKey', 'batchId', 'batchKey', 'status'],
      'date',
    ),
  },
  handles: ['OfferingSaved', 'ClassSessionStatusChanged', 'AttendanceMarked', 'ClassSessionRemoved'],
  documentId: (recorded) => {
    const event = recorded as unknown as OfferingEvent;
    if (event.data.kind !== 'class') return null;
    switch (event.type) {
      case 'OfferingSaved':
        return event.data.offering.kind === 'class'
          ? event.data.offering.details.sessions.map((s) => sessionRecordId(event.data.itemId, s.sessionId))
          : null;
      case 'ClassSessionStatusChanged':
      case 'AttendanceMarked':
      case 'ClassSessionRemoved':
        return sessionRecordId(event.data.itemId, event.data.sessionId);
      default:
        return null;
    }
  },
  evolve: (doc, recorded: RecordedEvent, id) => {
    const event = recorded as unknown as OfferingEvent;
    const updated = recorded.metadata.time;
    const { itemId, spaceId } = event.data;
    switch (event.type) {
      case 'OfferingSaved': {
        if (event.data.offering.kind !== 'class' || !id) return doc;
        const details = event.data.offering.details;
        const session = details.sessions.find((s) => s.sessionId === keyAfter(itemId, id));
        if (!session) return doc;
        return {
          id,
          orgId: event.data.orgId,
          spaceId,
          classId: classRecordId(itemId),
          classKey: keyAfter(spaceId, itemId),
          className: details.name,
          batchId: batchRecordId(itemId, session.batchId),
          batchKey: session.batchId,
          batchName: ownValue(details.batches, session.batchId)?.name ?? session.batchId,
          sessionId: session.sessionId,
          date: session.date,
          startTime: session.startTime,
          endTime: session.endTime,
          topic: session.topic || null,
          status: doc?.status ?? 'scheduled',
          statusNote: doc?.statusNote ?? null,
          present: doc?.present ?? 0,
          absent: doc?.absent ?? 0,
          late: doc?.late ?? 0,
          marked: doc?.marked ?? 0,
          updated,
        };
      }
      case 'ClassSessionStatusChanged':
        return doc ? { ...doc, status: event.data.to, statusNote: event.data.note || null, updated } : null;
      case 'AttendanceMarked':
        return doc ? { ...doc, ...recount(doc, event.data.previous, event.data.status), updated } : null;
      case 'ClassSessionRemoved':
        return null;
      default:
        return doc;
    }
  },
});
