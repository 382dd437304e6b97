import type { FormAnswers, Offering, OfferingEvent, OfferingKind, ValidityPreset } from '@sports/contracts';
import type { OfferingState } from './offeringState';

interface Confirming {
  kind: OfferingKind;
  itemId: string;
  spaceId: string;
  orderId: string;
  userId: string;
  name: string;
  phone?: string;
  batchId?: string;
  count: number;
  participantCount?: number;
  formAnswers?: FormAnswers;
}

/** The lowest locker numbers of the bank nobody holds. */
const freeLockers = (state: OfferingState, bank: number, count: number): number[] => {
  const used = new Set([...state.claims.values()].flatMap((c) => c.numbers));
  const free: number[] = [];
  for (let n = 1; n <= bank && free.length < count; n++) if (!used.has(n)) free.push(n);
  return free;
};

/**
 * The event a paid order's places become: a class enrols the student in the batch,
 * a pack starts, lockers are allocated by number, a meet registers with the next bib numbers
 * (spec section 3 "bib number data"), a tournament registers the entries, an event issues the next
 * ticket numbers.
 */
export const confirmationOf = (
  offering: Offering,
  state: OfferingState,
  c: Confirming,
  until: (preset: ValidityPreset) => { validFrom: string; validUntil: string },
): OfferingEvent => {
  const who = { kind: c.kind, itemId: c.itemId, spaceId: c.spaceId, orderId: c.orderId, userId: c.userId, name: c.name };
  switch (offering.kind) {
    case 'class': {
      const batch = offering.details.batches[c.batchId!]!;
      return {
        type: 'StudentEnrolled',
        data: {
          ...who,
          batchId: c.batchId!,
          count: c.count,
          ...until(offering.details.validity),
          sessionLimit: batch.sessionLimit ?? null,
          ...(c.phone ? { phone: c.phone } : {}),
          orgId: state.orgId,
        },
      };
    }
    case 'pack':
      return {
        type: 'PackPurchased',
        data: { ...who, count: c.count, sessions: offering.details.sessions * c.count, ...until(offering.details.validity) },
      };
    case 'locker':
      return {
        type: 'LockersAllocated',
        data: { ...who, lockerNumbers: freeLockers(state, offering.details.count, c.count), ...until(offering.details.validity) },
      };
    case 'meet': {
      const first = Math.max(state.lastBib + 1, offering.details.bibStart);
      return {
        type: 'MeetRegistered',
        data: { ...who, bibNumbers: Array.from({ length: c.count }, (_, i) => first + i), formAnswers: c.formAnswers ?? {} },
      };
    }
    case 'tournament':
      return {
        type: 'TournamentRegistered',
        data: { ...who, entries: c.count, participantCount: c.participantCount ?? 1, formAnswers: c.formAnswers ?? {} },
      };
    case 'event': {
      const first = state.lastTicket + 1;
      return {
        type: 'EventTicketsIssued',
        data: { ...who, ticketNumbers: Array.from({ length: c.count }, (_, i) => first + i), formAnswers: c.formAnswers ?? {} },
      };
    }
  }
};
