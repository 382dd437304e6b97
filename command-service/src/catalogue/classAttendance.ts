import {
  DomainError,
  attended,
  ownValue,
  venueMs,
  type AttendanceMark,
  type ClassDetails,
  type OfferingEvent,
  type SessionStatus,
} from '@sports/contracts';
import type { CommandContext } from '../core/decider';
import type { OfferingClaim, OfferingState } from './offeringState';

/**
 * A class's sessions and attendance, decided on the class's own stream (docs/backoffice.md
 * "Classes"): the stream already holds the enrolments and the sessions, so every rule below holds
 * against concurrent marks, cancellations and new orders under one expected revision.
 */

export type { SessionMark } from './offeringState';

type ClassRef = { kind: 'class'; itemId: string; spaceId: string; orgId: string; batchId: string; sessionId: string };
export type MarkAttendanceData = ClassRef & { userId: string; status: AttendanceMark; note?: string };
export type ChangeSessionStatusData = ClassRef & { status: SessionStatus; note?: string };

type ClassSession = ClassDetails['sessions'][number];

/** The session's start as an instant (venue times are IST, docs/bookings.md). */
export const sessionStartMs = (session: Pick<ClassSession, 'date' | 'startTime'>): number => venueMs(session.date, session.startTime);

/** The class of this organisation, its batch, and the batch's session; each missing one named by its path parameter. */
const requireSession = (state: OfferingState, data: ClassRef): { details: ClassDetails; session: ClassSession } => {
  const offering = state.offering;
  if (!state.exists || !offering || offering.kind !== 'class' || state.orgId !== data.orgId)
    throw new DomainError('OFFERING_NOT_FOUND', 'This organisation has no such class', 'key');
  if (!ownValue(offering.details.batches, data.batchId)) throw new DomainError('BATCH_NOT_FOUND', 'The class has no such batch', 'batchId');
  const session = offering.details.sessions.find((s) => s.sessionId === data.sessionId);
  if (!session) throw new DomainError('SESSION_NOT_FOUND', 'The class has no such session', 'sessionId');
  if (session.batchId !== data.batchId)
    throw new DomainError('SESSION_NOT_IN_BATCH', `The session belongs to batch ${session.batchId}`, 'sessionId');
  return { details: offering.details, session };
};

export const sessionStatusOf = (state: OfferingState, sessionId: string): SessionStatus =>
  state.sessionStatus.get(sessionId) ?? 'scheduled';

/** The user's live (confirmed, not released) enrolments in the batch. */
export const enrolmentsOf = (state: OfferingState, batchId: string, userId: string): OfferingClaim[] =>
  [...state.claims.values()].filter((c) => c.status === 'confirmed' && c.batchId === batchId && c.userId === userId);

/** Sessions the enrolments entitle the student to (null: no sessionLimit, every session). */
export const allowanceOf = (enrolments: readonly OfferingClaim[]): number | null =>
  enrolments.some((e) => e.sessionLimit === null || e.sessionLimit === undefined)
    ? null
    : enrolments.reduce((sum, e) => sum + (e.sessionLimit ?? 0), 0);

/** Sessions of the batch the student attended (present or late). */
export const sessionsUsed = (state: OfferingState, batchId: string, userId: string): number =>
  [...(state.marks.get(userId)?.values() ?? [])].filter((m) => m.batchId === batchId && attended(m.status)).length;

/** Sessions left to the student in the batch (null: unlimited). */
export const sessionsRemaining = (state: OfferingState, batchId: string, userId: string): number | null => {
  const allowance = allowanceOf(enrolmentsOf(state, batchId, userId));
  return allowance === null ? null : Math.max(0, allowance - sessionsUsed(state, batchId, userId));
};

export const decideMarkAttendance = (state: OfferingState, data: MarkAttendanceData, context: CommandContext): OfferingEvent[] => {
  const { session } = requireSession(state, data);
  if (sessionStatusOf(state, data.sessionId) === 'cancelled')
    throw new DomainError('SESSION_CANCELLED', 'The session was cancelled', 'sessionId');
  if (Date.parse(context.now) < sessionStartMs(session))
    throw new DomainError('SESSION_NOT_STARTED', 'Attendance is marked once the session has started', 'sessionId');
  const enrolments = enrolmentsOf(state, data.batchId, data.userId);
  if (enrolments.length === 0) throw new DomainError('STUDENT_NOT_ENROLLED', 'The user is not enrolled in this batch', 'userId');
  if (!enrolments.some((e) => e.validFrom! <= session.date && session.date <= e.validUntil!))
    throw new DomainError('ENROLMENT_NOT_VALID', "The session's date is outside the student's enrolment", 'userId');
  const previous = state.marks.get(data.userId)?.get(data.sessionId)?.status ?? null;
  if (previous === data.status) return [];
  if (attended(data.status) && !attended(previous) && sessionsRemaining(state, data.batchId, data.userId) === 0) {
    throw new DomainError('NO_SESSIONS_REMAINING', "The student's sessions are used up", 'status');
  }
  const latest = enrolments[enrolments.length - 1]!;
  return [
    {
      type: 'AttendanceMarked',
      data: {
        kind: 'class',
        itemId: data.itemId,
        spaceId: data.spaceId,
        orgId: data.orgId,
        batchId: data.batchId,
        sessionId: data.sessionId,
        date: session.date,
        startTime: session.startTime,
        userId: data.userId,
        name: latest.name ?? data.userId,
        status: data.status,
        previous,
        ...(data.note ? { note: data.note } : {}),
        markedBy: context.userId,
      },
    },
  ];
};

/** Who has a mark for the session. */
const marksOfSession = (state: OfferingState, sessionId: string): number =>
  [...state.marks.values()].filter((byUser) => byUser.has(sessionId)).length;

export const decideSessionStatus = (state: OfferingState, data: ChangeSessionStatusData, context: CommandContext): OfferingEvent[] => {
  const { session } = requireSession(state, data);
  const from = sessionStatusOf(state, data.sessionId);
  if (from === data.status) return [];
  // Completed is final; a cancelled session never took place, so it can only be put back.
  if (from === 'completed' || (from === 'cancelled' && data.status === 'completed'))
    throw new DomainError('STATUS_CHANGE_NOT_ALLOWED', `A ${from} session cannot become ${data.status}`, 'status');
  if (data.status === 'cancelled' && marksOfSession(state, data.sessionId) > 0)
    throw new DomainError('SESSION_HAS_ATTENDANCE', 'Students were marked for this session', 'status');
  if (data.status === 'completed' && Date.parse(context.now) < sessionStartMs(session))
    throw new DomainError('SESSION_NOT_STARTED', 'A session is completed once it has started', 'status');
  return [
    {
      type: 'ClassSessionStatusChanged',
      data: {
        kind: 'class',
        itemId: data.itemId,
        spaceId: data.spaceId,
        orgId: data.orgId,
        batchId: data.batchId,
        sessionId: data.sessionId,
        from,
        to: data.status,
        ...(data.note ? { note: data.note } : {}),
        by: context.userId,
      },
    },
  ];
};

/**
 * A class saved again: a session with marks keeps its batch, date and start (its attendance
 * records say when it was), and what the save drops is announced, so the read models remove it.
 */
export const scheduleChanges = (
  state: OfferingState,
  next: ClassDetails,
  ref: { itemId: string; spaceId: string; orgId: string },
): OfferingEvent[] => {
  const before = state.offering?.kind === 'class' ? state.offering.details : null;
  const marked = new Set([...state.marks.values()].flatMap((byUser) => [...byUser.keys()]));
  for (const old of before?.sessions ?? []) {
    if (!marked.has(old.sessionId)) continue;
    const i = next.sessions.findIndex((s) => s.sessionId === old.sessionId);
    const now = next.sessions[i];
    if (!now) throw new DomainError('SESSION_HAS_ATTENDANCE', `Session ${old.sessionId} has attendance marks`, 'sessions');
    if (now.batchId !== old.batchId || now.date !== old.date || now.startTime !== old.startTime)
      throw new DomainError('SESSION_HAS_ATTENDANCE', 'A session with attendance marks keeps its batch, date and start', `sessions.${i}`);
  }
  if (!before) return [];
  const base = { kind: 'class' as const, ...ref };
  return [
    ...Object.keys(before.batches)
      .filter((b) => !next.batches[b])
      .map((batchId): OfferingEvent => ({ type: 'ClassBatchRemoved', data: { ...base, batchId } })),
    ...before.sessions
      .filter((s) => !next.sessions.some((n) => n.sessionId === s.sessionId))
      .map((s): OfferingEvent => ({ type: 'ClassSessionRemoved', data: { ...base, batchId: s.batchId, sessionId: s.sessionId } })),
  ];
};
