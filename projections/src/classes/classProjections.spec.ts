import { describe, expect, it } from 'vitest';
import { classDetailsSchema, type RecordedEvent } from '@sports/contracts';
import type { Document } from '../documentStore/port';
import type { AnyProjection } from '../core/projection';
import { batchProjection } from './batchProjection';
import { classSessionProjection } from './sessionProjection';
import { studentProjection } from './studentProjection';
import { attendanceProjection } from './attendanceProjection';
import { attendanceIdOf, studentIdOf } from './classIds';

/** Docs/backoffice.md "Classes": the class's batches, sessions, students and attendance from its stream's events. */
const ref = { kind: 'class', itemId: 'marina.yoga', spaceId: 'marina' };
let position = 0n;
const recorded = (type: string, data: Record<string, unknown>, time = '2026-11-20T10:00:00.000Z'): RecordedEvent =>
  ({
    id: `e${position}`,
    streamId: 'class-marina.yoga',
    revision: position,
    position: position++,
    type,
    data: { ...ref, ...data },
    metadata: { commandId: 'c', userId: 'u', time, schemaVersion: 1 },
  }) as unknown as RecordedEvent;

const details = (sessionDate = '2026-11-18') =>
  classDetailsSchema.parse({
    name: 'Morning Yoga',
    instructor: 'Coach Mala',
    validity: 'Monthly',
    price: { amount: 50000 },
    batches: {
      early: {
        name: 'Early birds',
        capacity: 5,
        sessionLimit: 2,
        weekdays: [3],
        startTime: '06:00',
        endTime: '07:00',
        startDate: '2026-11-18',
      },
      open: { name: 'Open', capacity: 8, weekdays: [4], startTime: '06:00', endTime: '07:00', startDate: '2026-11-19' },
    },
    sessions: [
      { sessionId: 's1', batchId: 'early', date: sessionDate, startTime: '06:00', endTime: '07:00', topic: 'Breathing' },
      { sessionId: 's2', batchId: 'early', date: '2026-11-25', startTime: '06:00', endTime: '07:00' },
    ],
  });
const saved = (d = details()) =>
  recorded('OfferingSaved', { orgId: 'turf-co', offering: { kind: 'class', details: d }, savedBy: 'vikram' });
const enrolled = (orderId: string, userId = 'asha', extra: Record<string, unknown> = {}) =>
  recorded('StudentEnrolled', {
    orderId,
    userId,
    name: 'Asha Rao',
    batchId: 'early',
    count: 1,
    validFrom: '2026-11-10',
    validUntil: '2026-12-09',
    sessionLimit: 2,
    orgId: 'turf-co',
    phone: '919800000001',
    ...extra,
  });
const marked = (sessionId: string, status: string, previous: string | null = null, userId = 'asha') =>
  recorded('AttendanceMarked', {
    orgId: 'turf-co',
    batchId: 'early',
    sessionId,
    date: '2026-11-18',
    startTime: '06:00',
    userId,
    name: 'Asha Rao',
    status,
    previous,
    markedBy: 'coach-mala',
  });

/** Every document the events make, by id, as the runner folds them (an event may touch several). */
const fold = (projection: AnyProjection, events: RecordedEvent[]): Map<string, Document | null> => {
  const docs = new Map<string, Document | null>();
  for (const event of events) {
    if (!projection.handles.includes(event.type)) continue;
    const ids = projection.documentId(event);
    for (const id of ids === null ? [] : typeof ids === 'string' ? [ids] : ids)
      docs.set(id, projection.evolve(docs.get(id) ?? null, event, id));
  }
  return docs;
};
const any = (p: unknown) => p as AnyProjection;

describe('batches', () => {
  it('are one document per batch of each save, with the enrolled places confirmed orders took', () => {
    const docs = fold(any(batchProjection), [
      saved(),
      recorded('OfferingPlacesHeld', { orderId: 'o0', userId: 'ravi', batchId: 'early', count: 1, expiresAt: 'x' }),
      enrolled('o1'),
      enrolled('o2', 'ravi', { count: 2 }),
    ]);
    expect([...docs.keys()].sort()).toEqual(['marina.yoga.early', 'marina.yoga.open']);
    expect(docs.get('marina.yoga.early')).toMatchObject({
      orgId: 'turf-co',
      classId: 'class-marina.yoga',
      classKey: 'yoga',
      className: 'Morning Yoga',
      batchKey: 'early',
      name: 'Early birds',
      status: 'active',
      capacity: 5,
      enrolled: 3,
      sessionLimit: 2,
      instructor: 'Coach Mala',
      sessions: 2,
    });
    expect(docs.get('marina.yoga.open')).toMatchObject({ enrolled: 0, sessionLimit: null, sessions: 0 });
  });

  it('give a cancelled enrolment back, ignore a released hold, and go when a save drops the batch', () => {
    const docs = fold(any(batchProjection), [
      saved(),
      enrolled('o1'),
      enrolled('o2', 'ravi'),
      recorded('OfferingPlacesReleased', { orderId: 'o1', reason: 'cancelled', count: 1, batchId: 'early', userId: 'asha' }),
      recorded('OfferingPlacesReleased', { orderId: 'o9', reason: 'expired', count: 1 }),
      recorded('ClassBatchRemoved', { orgId: 'turf-co', batchId: 'open' }),
    ]);
    expect(docs.get('marina.yoga.early')).toMatchObject({ enrolled: 1, enrolments: { o2: 1 } });
    expect(docs.get('marina.yoga.open')).toBeNull();
  });
});

describe('sessions', () => {
  it('follow the saves, keep their status and counts across saves, and count marks as they change', () => {
    const docs = fold(any(classSessionProjection), [
      saved(),
      marked('s1', 'present'),
      recorded('AttendanceMarked', {
        orgId: 'turf-co',
        batchId: 'early',
        sessionId: 's1',
        date: '2026-11-18',
        startTime: '06:00',
        userId: 'ravi',
        name: 'Ravi',
        status: 'absent',
        previous: null,
        markedBy: 'm',
      }),
      marked('s1', 'late', 'present'),
      recorded('ClassSessionStatusChanged', {
        orgId: 'turf-co',
        batchId: 'early',
        sessionId: 's1',
        from: 'scheduled',
        to: 'completed',
        note: 'Good class',
        by: 'm',
      }),
      saved({ ...details(), name: 'Sunrise Yoga' }),
    ]);
    expect(docs.get('marina.yoga.s1')).toMatchObject({
      className: 'Sunrise Yoga',
      batchId: 'marina.yoga.early',
      batchKey: 'early',
      batchName: 'Early birds',
      date: '2026-11-18',
      topic: 'Breathing',
      status: 'completed',
      statusNote: 'Good class',
      present: 0,
      late: 1,
      absent: 1,
      marked: 2,
    });
    expect(docs.get('marina.yoga.s2')).toMatchObject({ status: 'scheduled', marked: 0, topic: null });
  });

  it('go when a save drops them', () => {
    const docs = fold(any(classSessionProjection), [
      saved(),
      recorded('ClassSessionRemoved', { orgId: 'turf-co', batchId: 'early', sessionId: 's2' }),
    ]);
    expect(docs.get('marina.yoga.s2')).toBeNull();
  });
});

describe('students', () => {
  const id = studentIdOf('marina.yoga', 'early', 'asha');

  it('are a user in a batch over their enrolments, with sessions attended and left', () => {
    const docs = fold(any(studentProjection), [
      enrolled('o1'),
      marked('s1', 'present'),
      marked('s2', 'absent'),
      enrolled('o2', 'asha', { validUntil: '2027-01-09' }),
    ]);
    expect(docs.get(id)).toMatchObject({
      orgId: 'turf-co',
      classId: 'class-marina.yoga',
      classKey: 'yoga',
      batchId: 'marina.yoga.early',
      batchKey: 'early',
      userId: 'asha',
      name: 'Asha Rao',
      phone: '919800000001',
      orderId: 'o2',
      orderIds: ['o1', 'o2'],
      places: 2,
      validFrom: '2026-11-10',
      validUntil: '2027-01-09',
      sessionLimit: 4,
      attended: 1,
      absent: 1,
      sessionsRemaining: 3,
      status: 'active',
    });
  });

  it('move their counts when a mark changes, and are cancelled once every enrolment is', () => {
    const docs = fold(any(studentProjection), [
      enrolled('o1'),
      marked('s1', 'present'),
      marked('s1', 'absent', 'present'),
      recorded('OfferingPlacesReleased', { orderId: 'o1', reason: 'cancelled', count: 1, batchId: 'early', userId: 'asha' }),
    ]);
    expect(docs.get(id)).toMatchObject({ attended: 0, absent: 1, orderIds: [], status: 'cancelled', orderId: 'o1' });
  });

  it('have no limit where an enrolment has none; enrolments from before orgId was recorded belong to no organisation', () => {
    const docs = fold(any(studentProjection), [enrolled('o1', 'asha', { sessionLimit: null, orgId: undefined })]);
    expect(docs.get(id)).toMatchObject({ sessionLimit: null, sessionsRemaining: null, orgId: '' });
  });
});

describe('attendance', () => {
  it('is one document per student and session: the latest mark, who made it and when', () => {
    const docs = fold(any(attendanceProjection), [
      marked('s1', 'present'),
      recorded(
        'AttendanceMarked',
        {
          orgId: 'turf-co',
          batchId: 'early',
          sessionId: 's1',
          date: '2026-11-18',
          startTime: '06:00',
          userId: 'asha',
          name: 'Asha Rao',
          status: 'late',
          previous: 'present',
          note: 'Bus was late',
          markedBy: 'coach-mala',
        },
        '2026-11-20T11:00:00.000Z',
      ),
    ]);
    expect([...docs.keys()]).toEqual([attendanceIdOf('marina.yoga', 's1', 'asha')]);
    expect([...docs.values()][0]).toMatchObject({
      orgId: 'turf-co',
      classId: 'class-marina.yoga',
      batchId: 'marina.yoga.early',
      sessionId: 's1',
      sessionRecordId: 'marina.yoga.s1',
      studentId: studentIdOf('marina.yoga', 'early', 'asha'),
      userId: 'asha',
      status: 'late',
      note: 'Bus was late',
      markedBy: 'coach-mala',
      markedAt: '2026-11-20T11:00:00.000Z',
      date: '2026-11-18',
    });
  });

  it('ids stay within the id alphabet and length whatever the user id', () => {
    const long = 'u'.repeat(64);
    expect(studentIdOf('a'.repeat(20) + '.' + 'b'.repeat(20), 'c'.repeat(20), long)).toMatch(/^st-[0-9a-f]{24}$/);
    expect(attendanceIdOf('x.y', 's', long)).toMatch(/^at-[0-9a-f]{24}$/);
  });
});
