import { describe, expect, it } from 'vitest';
import {
  classDetailsSchema,
  type AttendanceMark,
  type ClassDetails,
  type Offering,
  type OfferingEvent,
  type SessionStatus,
} from '@sports/contracts';
import { deciderSpec } from '../core/deciderSpec';
import { offeringDecider, type OfferingCommandMessage } from './offeringDecider';
import { sessionsRemaining } from './classAttendance';

/**
 * Docs/backoffice.md "Classes": attendance and session status on the class's
 * stream. NOW is 15:30 IST on 2026-11-20; s1-s3 have started, s4 has not.
 */
const NOW = '2026-11-20T10:00:00.000Z';
const context = (now = NOW, userId = 'coach-mala') => ({ commandId: `c-${Math.random()}`, userId, now });
const spec = deciderSpec(offeringDecider);
const ref = { kind: 'class' as const, itemId: 'marina.yoga', spaceId: 'marina' };
const ORG = 'turf-co';

const session = (sessionId: string, batchId: string, date: string) => ({ sessionId, batchId, date, startTime: '06:00', endTime: '07:00' });
const details: ClassDetails = classDetailsSchema.parse({
  name: 'Morning Yoga',
  validity: 'Monthly',
  price: { amount: 50000 },
  batches: {
    early: {
      name: 'Early birds',
      capacity: 5,
      sessionLimit: 2,
      weekdays: [3, 4, 5],
      startTime: '06:00',
      endTime: '07:00',
      startDate: '2026-11-18',
    },
    open: { name: 'Open', capacity: 5, weekdays: [4], startTime: '06:00', endTime: '07:00', startDate: '2026-11-19' },
  },
  sessions: [
    session('s1', 'early', '2026-11-18'),
    session('s2', 'early', '2026-11-19'),
    session('s3', 'early', '2026-11-20'),
    session('s4', 'early', '2026-11-25'),
    session('o1', 'open', '2026-11-19'),
  ],
});
const yoga: Offering = { kind: 'class', details };
const saved = (offering: Offering = yoga): OfferingEvent => ({
  type: 'OfferingSaved',
  data: { ...ref, orgId: ORG, offering, savedBy: 'vikram' },
});
const enrolled = (
  orderId: string,
  userId = 'asha',
  batchId = 'early',
  extra: Partial<{ sessionLimit: number | null; validFrom: string; validUntil: string }> = {},
): OfferingEvent => ({
  type: 'StudentEnrolled',
  data: {
    ...ref,
    orderId,
    userId,
    name: 'Asha Rao',
    batchId,
    count: 1,
    validFrom: '2026-11-10',
    validUntil: '2026-12-09',
    sessionLimit: batchId === 'early' ? 2 : null,
    orgId: ORG,
    ...extra,
  },
});
const released = (orderId: string, extra = {}): OfferingEvent => ({
  type: 'OfferingPlacesReleased',
  data: { ...ref, orderId, reason: 'cancelled', count: 1, ...extra },
});

const mark = (
  sessionId: string,
  status: AttendanceMark,
  userId = 'asha',
  batchId = 'early',
  now = NOW,
  orgId = ORG,
): OfferingCommandMessage => ({
  type: 'MarkAttendance',
  data: { ...ref, orgId, batchId, sessionId, userId, status },
  context: context(now),
});
const sessionOf = (sessionId: string) => details.sessions.find((s) => s.sessionId === sessionId)!;
const marked = (
  sessionId: string,
  status: AttendanceMark,
  previous: AttendanceMark | null = null,
  userId = 'asha',
  batchId = 'early',
): OfferingEvent => ({
  type: 'AttendanceMarked',
  data: {
    ...ref,
    orgId: ORG,
    batchId,
    sessionId,
    date: sessionOf(sessionId).date,
    startTime: '06:00',
    userId,
    name: 'Asha Rao',
    status,
    previous,
    markedBy: 'coach-mala',
  },
});
const setStatus = (sessionId: string, status: SessionStatus, now = NOW): OfferingCommandMessage => ({
  type: 'ChangeSessionStatus',
  data: { ...ref, orgId: ORG, batchId: sessionOf(sessionId).batchId, sessionId, status },
  context: context(now),
});
const statusChanged = (sessionId: string, from: SessionStatus, to: SessionStatus): OfferingEvent => ({
  type: 'ClassSessionStatusChanged',
  data: { ...ref, orgId: ORG, batchId: sessionOf(sessionId).batchId, sessionId, from, to, by: 'coach-mala' },
});
const saveAgain = (next: Partial<ClassDetails>): OfferingCommandMessage => ({
  type: 'SaveOffering',
  data: { ...ref, orgId: ORG, offering: { kind: 'class', details: { ...details, ...next } }, taxIds: [], listingIds: [] },
  context: context(NOW, 'vikram'),
});

describe('MarkAttendance', () => {
  it('marks an enrolled student for a session of their batch that has started, with who marked', () =>
    spec
      .given([saved(), enrolled('o1')])
      .when(mark('s1', 'present'))
      .then([marked('s1', 'present')]));

  it('replaces a mark with another, naming the previous one; the same mark again appends nothing', () => {
    spec
      .given([saved(), enrolled('o1'), marked('s1', 'present')])
      .when(mark('s1', 'late'))
      .then([marked('s1', 'late', 'present')]);
    spec
      .given([saved(), enrolled('o1'), marked('s1', 'present')])
      .when(mark('s1', 'present'))
      .then([]);
  });

  it('finds the class of this organisation only, then its batch, then the session in that batch', () => {
    spec.given([]).when(mark('s1', 'present')).thenThrows('OFFERING_NOT_FOUND');
    spec
      .given([saved(), enrolled('o1')])
      .when(mark('s1', 'present', 'asha', 'early', NOW, 'other-co'))
      .thenThrows('OFFERING_NOT_FOUND');
    spec
      .given([saved(), enrolled('o1')])
      .when(mark('s1', 'present', 'asha', 'late-batch'))
      .thenThrows('BATCH_NOT_FOUND');
    spec
      .given([saved(), enrolled('o1')])
      .when(mark('s9', 'present'))
      .thenThrows('SESSION_NOT_FOUND');
    spec
      .given([saved(), enrolled('o1')])
      .when(mark('o1', 'present'))
      .thenThrows('SESSION_NOT_IN_BATCH');
  });

  it('refuses a cancelled session, and one that has not started yet', () => {
    spec
      .given([saved(), enrolled('o1'), statusChanged('s2', 'scheduled', 'cancelled')])
      .when(mark('s2', 'present'))
      .thenThrows('SESSION_CANCELLED');
    spec
      .given([saved(), enrolled('o1')])
      .when(mark('s4', 'absent'))
      .thenThrows('SESSION_NOT_STARTED');
    spec
      .given([saved(), enrolled('o1')])
      .when(mark('s3', 'present', 'asha', 'early', '2026-11-20T00:29:00.000Z'))
      .thenThrows('SESSION_NOT_STARTED');
  });

  it('marks only a student with a live enrolment in the batch, on a date the enrolment covers', () => {
    spec
      .given([saved(), enrolled('o1')])
      .when(mark('s1', 'present', 'ravi'))
      .thenThrows('STUDENT_NOT_ENROLLED');
    spec
      .given([saved(), enrolled('o1', 'asha', 'open')])
      .when(mark('s1', 'present'))
      .thenThrows('STUDENT_NOT_ENROLLED');
    spec
      .given([saved(), enrolled('o1'), released('o1', { batchId: 'early', userId: 'asha' })])
      .when(mark('s1', 'present'))
      .thenThrows('STUDENT_NOT_ENROLLED');
    spec
      .given([
        saved(),
        {
          type: 'OfferingPlacesHeld',
          data: { ...ref, orderId: 'o1', userId: 'asha', batchId: 'early', count: 1, expiresAt: '2026-11-20T10:10:00.000Z' },
        },
      ])
      .when(mark('s1', 'present'))
      .thenThrows('STUDENT_NOT_ENROLLED');
    spec
      .given([saved(), enrolled('o1', 'asha', 'early', { validFrom: '2026-11-19' })])
      .when(mark('s1', 'present'))
      .thenThrows('ENROLMENT_NOT_VALID');
  });

  it('counts a sessionLimit down with present and late marks: none left refuses present and late, never absent', () => {
    const usedUp = [saved(), enrolled('o1'), marked('s1', 'present'), marked('s2', 'late')];
    spec.given(usedUp).when(mark('s3', 'present')).thenThrows('NO_SESSIONS_REMAINING');
    spec.given(usedUp).when(mark('s3', 'late')).thenThrows('NO_SESSIONS_REMAINING');
    spec
      .given(usedUp)
      .when(mark('s3', 'absent'))
      .then([marked('s3', 'absent')]);
    // Changing a mark that already counted draws nothing more; undoing one gives it back.
    spec
      .given(usedUp)
      .when(mark('s2', 'present'))
      .then([marked('s2', 'present', 'late')]);
    spec
      .given([...usedUp, marked('s1', 'absent', 'present')])
      .when(mark('s3', 'present'))
      .then([marked('s3', 'present')]);
  });

  it('adds the sessions of a renewal, and has no limit where the batch has none', () => {
    spec
      .given([saved(), enrolled('o1'), enrolled('o2'), marked('s1', 'present'), marked('s2', 'present')])
      .when(mark('s3', 'present'))
      .then([marked('s3', 'present')]);
    spec
      .given([saved(), enrolled('o1', 'asha', 'open')])
      .when(mark('o1', 'present', 'asha', 'open'))
      .then([marked('o1', 'present', null, 'asha', 'open')]);
  });

  it('reports the sessions left after each mark', () => {
    const state = [saved(), enrolled('o1'), marked('s1', 'present')].reduce(offeringDecider.evolve, offeringDecider.initialState());
    expect(sessionsRemaining(state, 'early', 'asha')).toBe(1);
    const unlimited = [saved(), enrolled('o1', 'asha', 'open')].reduce(offeringDecider.evolve, offeringDecider.initialState());
    expect(sessionsRemaining(unlimited, 'open', 'asha')).toBeNull();
  });
});

describe('ChangeSessionStatus', () => {
  it('cancels a scheduled session once, and puts it back', () => {
    spec
      .given([saved()])
      .when(setStatus('s4', 'cancelled'))
      .then([statusChanged('s4', 'scheduled', 'cancelled')]);
    spec
      .given([saved(), statusChanged('s4', 'scheduled', 'cancelled')])
      .when(setStatus('s4', 'cancelled'))
      .then([]);
    spec
      .given([saved(), statusChanged('s4', 'scheduled', 'cancelled')])
      .when(setStatus('s4', 'scheduled'))
      .then([statusChanged('s4', 'cancelled', 'scheduled')]);
  });

  it('never cancels a session with marks', () =>
    spec
      .given([saved(), enrolled('o1'), marked('s1', 'absent')])
      .when(setStatus('s1', 'cancelled'))
      .thenThrows('SESSION_HAS_ATTENDANCE'));

  it('completes a session once it has started, and never leaves completed; a cancelled one is not completed', () => {
    spec.given([saved()]).when(setStatus('s4', 'completed')).thenThrows('SESSION_NOT_STARTED');
    spec
      .given([saved()])
      .when(setStatus('s1', 'completed'))
      .then([statusChanged('s1', 'scheduled', 'completed')]);
    spec
      .given([saved(), statusChanged('s1', 'scheduled', 'completed')])
      .when(setStatus('s1', 'scheduled'))
      .thenThrows('STATUS_CHANGE_NOT_ALLOWED');
    spec
      .given([saved(), statusChanged('s1', 'scheduled', 'cancelled')])
      .when(setStatus('s1', 'completed'))
      .thenThrows('STATUS_CHANGE_NOT_ALLOWED');
  });

  it('still takes marks for a completed session', () =>
    spec
      .given([saved(), enrolled('o1'), statusChanged('s1', 'scheduled', 'completed')])
      .when(mark('s1', 'late'))
      .then([marked('s1', 'late')]));
});

describe('SaveOffering of a class with sessions and marks', () => {
  it('keeps a marked session where it was: not dropped, not moved', () => {
    const history = [saved(), enrolled('o1'), marked('s1', 'present')];
    spec
      .given(history)
      .when(saveAgain({ sessions: details.sessions.filter((s) => s.sessionId !== 's1') }))
      .thenThrows('SESSION_HAS_ATTENDANCE');
    spec
      .given(history)
      .when(saveAgain({ sessions: details.sessions.map((s) => (s.sessionId === 's1' ? { ...s, date: '2026-11-21' } : s)) }))
      .thenThrows('SESSION_HAS_ATTENDANCE');
  });

  it('announces the sessions and batches a save drops', () => {
    const { open: _open, ...early } = details.batches;
    const sessions = details.sessions.filter((s) => s.batchId === 'early' && s.sessionId !== 's4');
    spec
      .given([saved()])
      .when(saveAgain({ batches: early, sessions }))
      .then([
        saved({ kind: 'class', details: { ...details, batches: early, sessions } }),
        { type: 'ClassBatchRemoved', data: { ...ref, orgId: ORG, batchId: 'open' } },
        { type: 'ClassSessionRemoved', data: { ...ref, orgId: ORG, batchId: 'early', sessionId: 's4' } },
        { type: 'ClassSessionRemoved', data: { ...ref, orgId: ORG, batchId: 'open', sessionId: 'o1' } },
      ]);
  });
});

describe('ReleasePlaces of a class', () => {
  it('names the batch and the student when an enrolment ends, not when a hold does', () => {
    spec
      .given([saved(), enrolled('o1')])
      .when({ type: 'ReleasePlaces', data: { ...ref, orderId: 'o1', reason: 'cancelled' }, context: context() })
      .then([released('o1', { batchId: 'early', userId: 'asha' })]);
    spec
      .given([
        saved(),
        {
          type: 'OfferingPlacesHeld',
          data: { ...ref, orderId: 'o2', userId: 'ravi', batchId: 'early', count: 1, expiresAt: '2026-11-20T10:10:00.000Z' },
        },
      ])
      .when({ type: 'ReleasePlaces', data: { ...ref, orderId: 'o2', reason: 'expired' }, context: context() })
      .then([{ type: 'OfferingPlacesReleased', data: { ...ref, orderId: 'o2', reason: 'expired', count: 1 } }]);
  });
});
