import type { AttendanceMark, Offering, SessionStatus } from '@sports/contracts';

/**
 * What an offering's stream holds for its rules, apart from the decider so that the rules split
 * out of it (offeringRules.ts, offeringConfirmations.ts, classAttendance.ts) read it without
 * importing the decider that imports them.
 */

/** One student's mark for one session, with the session's batch (fixed once marked). */
export interface SessionMark {
  batchId: string;
  status: AttendanceMark;
}

/** What one order takes of an offering: held until expiresAt, or confirmed (with its locker, bib or ticket numbers). */
export interface OfferingClaim {
  userId: string;
  batchId?: string;
  count: number;
  status: 'held' | 'confirmed';
  expiresAt?: string;
  numbers: number[];
  /** A confirmed class enrolment: the student's name and the enrolment's validity and sessionLimit. */
  name?: string;
  validFrom?: string;
  validUntil?: string;
  sessionLimit?: number | null;
}

/** One offering's stream `{kind}-{itemId}`: its description and who has its places, so it is never oversold. */
export interface OfferingState {
  exists: boolean;
  orgId: string;
  offering: Offering | null;
  claims: Map<string, OfferingClaim>;
  lastBib: number;
  /** Events: the highest ticket number issued (tickets are never renumbered, even when released). */
  lastTicket: number;
  /** Classes: sessions no longer scheduled (cancelled or completed). */
  sessionStatus: Map<string, SessionStatus>;
  /** Classes: each student's marks by user id, then session id. */
  marks: Map<string, Map<string, SessionMark>>;
}

export const initialOfferingState = (): OfferingState => ({
  exists: false,
  orgId: '',
  offering: null,
  claims: new Map(),
  lastBib: 0,
  lastTicket: 0,
  sessionStatus: new Map(),
  marks: new Map(),
});

/** A claim that still holds its places: confirmed, or held and not yet expired. */
export const isLive = (claim: OfferingClaim, now: string) => claim.status === 'confirmed' || Date.parse(claim.expiresAt!) > Date.parse(now);

/** Places of a batch (classes) or of the offering taken by live claims, leaving one order out. */
export const placesTaken = (state: OfferingState, now: string, batchId?: string, exceptOrderId?: string): number =>
  [...state.claims]
    .filter(([orderId, c]) => orderId !== exceptOrderId && c.batchId === batchId && isLive(c, now))
    .reduce((sum, [, c]) => sum + c.count, 0);
