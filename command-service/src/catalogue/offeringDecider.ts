import {
  DomainError,
  capacityOf,
  startOfOffering,
  validUntil,
  venueDateAt,
  venueIso,
  ownValue,
  type FormAnswers,
  type Offering,
  type OfferingEvent,
  type OfferingKind,
} from '@sports/contracts';
import type { Command, Decider } from '../core/decider';
import { checkOffering } from './offeringRules';
import { confirmationOf } from './offeringConfirmations';
import {
  decideMarkAttendance,
  decideSessionStatus,
  scheduleChanges,
  type ChangeSessionStatusData,
  type MarkAttendanceData,
} from './classAttendance';
import { initialOfferingState, isLive, placesTaken, type OfferingState } from './offeringState';

export { initialOfferingState, placesTaken, type OfferingClaim, type OfferingState } from './offeringState';

type Ref = { kind: OfferingKind; itemId: string; spaceId: string };
type OfferingCommandData = {
  /** The space's taxes and listings come with the command: the offering's stream does not hold them. */
  SaveOffering: Ref & { orgId: string; offering: Offering; taxIds: string[]; listingIds: string[] };
  HoldPlaces: Ref & { orderId: string; userId: string; batchId?: string; count: number; expiresAt: string };
  ConfirmPlaces: Ref & {
    orderId: string;
    userId: string;
    name: string;
    phone?: string;
    batchId?: string;
    count: number;
    participantCount?: number;
    formAnswers?: FormAnswers;
  };
  ReleasePlaces: Ref & { orderId: string; reason: 'cancelled' | 'payment_failed' | 'expired' };
  /** Staff mark a student for a session of their batch (classes; classAttendance.ts). */
  MarkAttendance: MarkAttendanceData;
  ChangeSessionStatus: ChangeSessionStatusData;
};
export type OfferingCommandMessage = {
  [T in keyof OfferingCommandData]: { type: T; data: OfferingCommandData[T]; context: Command['context'] };
}[keyof OfferingCommandData];

export const evolveOffering = (state: OfferingState, event: OfferingEvent): OfferingState => {
  const claims = new Map(state.claims);
  const confirm = (orderId: string, userId: string, count: number, numbers: number[], batchId?: string) =>
    claims.set(orderId, { userId, count, numbers, status: 'confirmed', ...(batchId ? { batchId } : {}) });
  switch (event.type) {
    case 'OfferingSaved':
      return { ...state, exists: true, orgId: event.data.orgId, offering: event.data.offering };
    case 'OfferingPlacesHeld': {
      const { orderId, userId, batchId, count, expiresAt } = event.data;
      claims.set(orderId, { userId, count, expiresAt, numbers: [], status: 'held', ...(batchId ? { batchId } : {}) });
      return { ...state, claims };
    }
    case 'OfferingPlacesReleased':
      claims.delete(event.data.orderId);
      return { ...state, claims };
    case 'StudentEnrolled': {
      const { orderId, userId, count, batchId, name, validFrom, validUntil: until, sessionLimit } = event.data;
      claims.set(orderId, { userId, count, numbers: [], status: 'confirmed', batchId, name, validFrom, validUntil: until, sessionLimit });
      return { ...state, claims };
    }
    case 'PackPurchased':
      confirm(event.data.orderId, event.data.userId, event.data.count, []);
      return { ...state, claims };
    case 'LockersAllocated':
      confirm(event.data.orderId, event.data.userId, event.data.lockerNumbers.length, event.data.lockerNumbers);
      return { ...state, claims };
    case 'MeetRegistered':
      confirm(event.data.orderId, event.data.userId, event.data.bibNumbers.length, event.data.bibNumbers);
      return { ...state, claims, lastBib: Math.max(state.lastBib, ...event.data.bibNumbers) };
    case 'TournamentRegistered':
      confirm(event.data.orderId, event.data.userId, event.data.entries, []);
      return { ...state, claims };
    case 'EventTicketsIssued':
      confirm(event.data.orderId, event.data.userId, event.data.ticketNumbers.length, event.data.ticketNumbers);
      return { ...state, claims, lastTicket: Math.max(state.lastTicket, ...event.data.ticketNumbers) };
    case 'AttendanceMarked': {
      const marks = new Map(state.marks);
      const byUser = new Map(marks.get(event.data.userId));
      byUser.set(event.data.sessionId, { batchId: event.data.batchId, status: event.data.status });
      marks.set(event.data.userId, byUser);
      return { ...state, marks };
    }
    case 'ClassSessionStatusChanged':
    case 'ClassSessionRemoved': {
      const sessionStatus = new Map(state.sessionStatus);
      if (event.type === 'ClassSessionStatusChanged' && event.data.to !== 'scheduled')
        sessionStatus.set(event.data.sessionId, event.data.to);
      else sessionStatus.delete(event.data.sessionId);
      return { ...state, sessionStatus };
    }
    case 'ClassBatchRemoved':
      return state;
  }
};

const requireOffering = (state: OfferingState): Offering => {
  if (!state.exists || !state.offering) throw new DomainError('OFFERING_NOT_FOUND', 'The venue has no such offering', 'itemId');
  return state.offering;
};

/** The rules every order checks before it takes places: the batch is open, registration has not closed, places are left. */
const checkPlaces = (
  offering: Offering,
  state: OfferingState,
  data: { orderId: string; batchId?: string; count: number },
  now: string,
): void => {
  if (offering.kind === 'class') {
    const batch = data.batchId ? ownValue(offering.details.batches, data.batchId) : undefined;
    if (!batch) throw new DomainError('BATCH_NOT_FOUND', 'The class has no such batch', 'categoryId');
    if (batch.status !== 'active') throw new DomainError('BATCH_INACTIVE', 'The batch is not taking students', 'categoryId');
  }
  const start = startOfOffering(offering);
  if (start && (offering.kind === 'meet' || offering.kind === 'tournament' || offering.kind === 'event')) {
    const closes = offering.details.registrationCloses ?? venueIso(start.date, start.time);
    if (Date.parse(closes) <= Date.parse(now)) throw new DomainError('REGISTRATION_CLOSED', 'Registration has closed', 'itemId');
  }
  const capacity = capacityOf(offering, data.batchId);
  if (capacity !== null && placesTaken(state, now, data.batchId, data.orderId) + data.count > capacity)
    throw new DomainError('SOLD_OUT', 'Not enough places left', 'itemId');
};

export const decideOffering = (command: OfferingCommandMessage, state: OfferingState): OfferingEvent[] => {
  const { now, userId: by } = command.context;
  const { kind, itemId, spaceId } = command.data;
  const ref = { kind, itemId, spaceId };
  switch (command.type) {
    case 'SaveOffering': {
      const { orgId, offering, taxIds, listingIds } = command.data;
      if (state.exists && state.orgId !== orgId)
        throw new DomainError('OFFERING_NOT_FOUND', 'This organisation has no such offering', 'itemId');
      checkOffering(offering, state, now, { taxIds, listingIds });
      const dropped = offering.kind === 'class' ? scheduleChanges(state, offering.details, { itemId, spaceId, orgId }) : [];
      return [{ type: 'OfferingSaved', data: { ...ref, orgId, offering, savedBy: by } }, ...dropped];
    }
    case 'HoldPlaces': {
      const offering = requireOffering(state);
      const { orderId, userId, batchId, count, expiresAt } = command.data;
      const mine = state.claims.get(orderId);
      if (mine && isLive(mine, now)) return [];
      checkPlaces(offering, state, command.data, now);
      // Holds that ran out are released first, so the log says why their places became free.
      const expired = [...state.claims].filter(([id, c]) => id !== orderId && !isLive(c, now));
      return [
        ...expired.map(
          ([id, c]): OfferingEvent => ({
            type: 'OfferingPlacesReleased',
            data: { ...ref, orderId: id, reason: 'expired', count: c.count },
          }),
        ),
        { type: 'OfferingPlacesHeld', data: { ...ref, orderId, userId, count, expiresAt, ...(batchId ? { batchId } : {}) } },
      ];
    }
    case 'ConfirmPlaces': {
      const offering = requireOffering(state);
      const mine = state.claims.get(command.data.orderId);
      if (mine?.status === 'confirmed') return [];
      // Paid after the hold ran out: still fine while places are left (the expiry frees them only for others).
      if (!mine || !isLive(mine, now)) {
        const capacity = capacityOf(offering, command.data.batchId);
        if (capacity !== null && placesTaken(state, now, command.data.batchId, command.data.orderId) + command.data.count > capacity)
          throw new DomainError('SOLD_OUT', 'Not enough places left', 'itemId');
      }
      const validFrom = venueDateAt(now);
      const until = (preset: Parameters<typeof validUntil>[1]) => ({ validFrom, validUntil: validUntil(validFrom, preset) });
      return [confirmationOf(offering, state, { ...command.data, ...ref }, until)];
    }
    case 'ReleasePlaces': {
      const mine = state.claims.get(command.data.orderId);
      if (!mine) return [];
      // A student leaving a batch: the class read models find the batch and the student by these.
      const student = mine.status === 'confirmed' && mine.batchId ? { batchId: mine.batchId, userId: mine.userId } : {};
      return [
        {
          type: 'OfferingPlacesReleased',
          data: { ...ref, orderId: command.data.orderId, reason: command.data.reason, count: mine.count, ...student },
        },
      ];
    }
    case 'MarkAttendance':
      return decideMarkAttendance(state, command.data, command.context);
    case 'ChangeSessionStatus':
      return decideSessionStatus(state, command.data, command.context);
  }
};

export const offeringDecider: Decider<OfferingCommandMessage, OfferingEvent, OfferingState> = {
  initialState: initialOfferingState,
  evolve: evolveOffering,
  decide: decideOffering,
};
