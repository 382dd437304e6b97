import type { OrderDocument } from '@sports/contracts';
import { venueDateAt, venueTimeAt } from '@sports/contracts/time/venueTime';
import { formatDay } from '../booking/dates';
import { countWords, PLACE_NOUN, validRange } from './words';

type Item = OrderDocument['items'][number];
type Registration = NonNullable<OrderDocument['registrations']>[number];

const KIND_NAME: Record<string, string> = {
  class: 'Class',
  pack: 'Pack',
  locker: 'Locker',
  meet: 'Meet',
  tournament: 'Tournament',
  event: 'Event',
};

/** "Bib 1001", "Bibs 1001, 1002", "Locker 3", "Tickets 1, 2": the numbers a confirmation gave. */
function numbersWords(kind: Registration['kind'], numbers: readonly number[]): string | null {
  if (numbers.length === 0) return null;
  const noun = kind === 'meet' ? 'Bib' : kind === 'locker' ? 'Locker' : kind === 'event' ? 'Ticket' : null;
  if (!noun) return null;
  return `${noun}${numbers.length === 1 ? '' : 's'} ${numbers.join(', ')}`;
}

/**
 * What an order item of a class, pack, locker, meet, tournament or event is, in words: its kind,
 * places and when; then, once confirmed and while not cancelled, what the registration gave (bib,
 * locker and ticket numbers, validity, sessions). Null for slots, game places and memberships (said elsewhere).
 */
export function offeringItemWords(
  order: Pick<OrderDocument, 'registrations'> & Partial<Pick<OrderDocument, 'status'>>,
  item: Item,
): string[] | null {
  if (item.type === 'slot' || item.type === 'activity' || item.type === 'membership') return null;
  const head = [KIND_NAME[item.type] ?? item.type];
  if (item.startsAt) head.push(`${formatDay(venueDateAt(item.startsAt))} · ${venueTimeAt(item.startsAt)}`);
  head.push(
    item.type === 'tournament' && item.participantCount ? `Team of ${item.participantCount}` : countWords(item.qty, PLACE_NOUN[item.type]),
  );
  if (item.validity) head.push(item.validity);
  const lines = [head.join(' · ')];
  // A cancelled or failed order gave its places back: its bibs, lockers, tickets and enrolment are not the buyer's any more.
  if (order.status === 'cancelled' || order.status === 'failed') return lines;
  const registration = (order.registrations ?? []).find(
    (r) => r.itemId === item.itemId && r.kind === item.type && (r.batchId ?? undefined) === (item.batchId ?? undefined),
  );
  if (registration) {
    const got = [
      item.type === 'class'
        ? 'Enrolled'
        : item.type === 'pack'
          ? `${registration.sessions ?? ''} sessions`.trim()
          : item.type === 'tournament'
            ? 'Registered'
            : null,
      numbersWords(registration.kind, registration.numbers),
      validRange(registration.validFrom, registration.validUntil),
      item.type === 'class' && registration.sessionLimit ? `${registration.sessionLimit} sessions` : null,
    ].filter((w): w is string => Boolean(w));
    if (got.length > 0) lines.push(got.join(' · '));
  }
  return lines;
}

/** A membership item: "Membership · Quarterly", and once started "Valid Thu 26 Nov – Wed 24 Feb". */
export function membershipItemWords(order: Pick<OrderDocument, 'memberships'>, item: Item): string[] | null {
  if (item.type !== 'membership') return null;
  const started = (order.memberships ?? []).find((m) => m.membershipId === item.membershipId);
  const range = started ? validRange(started.validFrom, started.validUntil) : null;
  return [`Membership · ${item.validity}`, ...(range ? [range] : [])];
}
