import type { OrderDocument } from '@sports/contracts';
import { venueDateAt, venueTimeAt } from '@sports/contracts/catalogue/memberships';
import { formatDay } from '../booking/dates';
import { countWords, PLACE_NOUN, validRange } from './words';

type Item = OrderDocument['items'][number];
type Registration = NonNullable<OrderDocument['registrations']>[number];

const KIND_NAME: Record<string, string> = { class: 'Class', pack: 'Pack', locker: 'Locker', meet: 'Meet', tournament: 'Tournament', event: 'Event' };

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
export function offeringItemWords(order: Pick<OrderDocument, 'registrations'> & Partial<Pick<OrderDocument, 'status'>>, item: Item): string[] | null {
  if (item.type === 'slot' || item.type === 'activity' || item.type === 'membership') return null;
  const head = [KIND_NAME[item.type] ?? item.type];
  if (item.startsAt) head.push(`${formatDay(venueDateAt(item.startsAt))} · ${venueTimeAt(item.startsAt)}`);
  head.push(item.type === 'tournament' && item.participantCount ? `Team of ${item.participantCount}` : countWords(item.qty, PLACE_NOUN[item.type]));
  if (item.validity) head.push(item.validity);
  const lines = [head.join(' · ')];
  // A cancelled or failed order gave its places back: its bibs, lockers, tickets and enrolment are not the buyer's any more.
  if (order.status === 'cancelled' || order.status === 'failed') return lines;
  const registration = (order.registrations ?? []).find((r) => r.itemId === item.itemId && r.kind === item.type && (r.batchId ?? undefined) === (item.batchId ?? undefined));
  if (registration) {
    const got = [
      item.type === 'class' ? 'Enrolled' : item.type === 'pack' ? `${registration.sessions ?? ''} sessions`.trim() : item.type === 'tournament' ? 'Registered' : null,
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

/** One answer to a registration form, under its question. */
export interface AnsweredQuestion {
  question: string;
  answer: string;
}

const answerWords = (value: string | number | boolean): string => (value === true ? 'Yes' : value === false ? 'No' : String(value).trim());

/**
 * A meet's, tournament's or event's answers under the questions the form asked when the order was
 * placed (`formQuestions`, kept on the order: a later change of the form does not rewrite them), in
 * the form's order; blanks left out. An order placed before the questions were kept names none, so
 * its answers read "Answer" rather than a label today's form might have changed.
 */
export function formAnswerLines(item: Item): AnsweredQuestion[] {
  if (!('formAnswers' in item) || !item.formAnswers) return [];
  const answers = item.formAnswers;
  const questions = ('formQuestions' in item ? item.formQuestions : undefined) ?? [];
  const asked = new Set(questions.map((q) => q.id));
  const ids = [...questions.map((q) => q.id), ...Object.keys(answers).filter((id) => !asked.has(id))];
  const labels = new Map(questions.map((q) => [q.id, q.label]));
  return ids.flatMap((id) => {
    const value = Object.hasOwn(answers, id) ? answers[id] : undefined;
    const answer = value === undefined ? '' : answerWords(value);
    return answer ? [{ question: labels.get(id) ?? 'Answer', answer }] : [];
  });
}
