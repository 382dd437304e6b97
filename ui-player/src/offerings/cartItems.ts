import type { CartLineItem, FormField, MembershipPlan, OfferingView, Tax } from '@sports/contracts';
import { OFFERING_ID_KEYS } from '@sports/contracts/catalogue/offerings';
import type { CartOffering } from '../booking/cartStore';
import { batchWhen, countWords, datedWhen, PLACE_NOUN, unitTotal } from './words';

/** The venue as the offerings' lines need it. */
export interface VenueRef {
  spaceId: string;
  spaceName: string;
  taxes: readonly Tax[];
  symbol: string;
}

export type Answers = Record<string, string>;

/** What the player chose on an offering's card. */
export interface OfferingChoice {
  /** Classes: the batch. */
  batchId?: string;
  /** Places: students, packs, lockers, participants, tickets, entries. */
  qty: number;
  /** Team tournaments: players in the team (spec section 3 Cart line item participantCount). */
  participantCount?: number;
  answers: Answers;
}

/**
 * The form's answers checked as the server checks a game's join answers (FORM_ANSWER_REQUIRED,
 * VALIDATION_FAILED on `formAnswers.{id}`): by field id, the message to show beside it.
 */
export function answerErrors(fields: readonly FormField[], answers: Answers): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    const value = (answers[field.id] ?? '').trim();
    if (!value) {
      if (field.required) errors[field.id] = `${field.label} is required.`;
      continue;
    }
    if (field.type === 'select' && field.options && !field.options.includes(value)) errors[field.id] = `Choose one of ${field.options.join(', ')}.`;
    if (field.type === 'number' && !Number.isFinite(Number(value))) errors[field.id] = `${field.label} must be a number.`;
    if (value.length > 500) errors[field.id] = `${field.label} is too long (500 characters at most).`;
  }
  return errors;
}

/** Answers as the cart item carries them: numbers as numbers, checkboxes as booleans, blanks left out. */
function formAnswersOf(fields: readonly FormField[], answers: Answers): Record<string, string | number | boolean> | undefined {
  if (fields.length === 0) return undefined;
  const out: Record<string, string | number | boolean> = {};
  for (const field of fields) {
    const value = (answers[field.id] ?? '').trim();
    if (!value) continue;
    out[field.id] = field.type === 'number' ? Number(value) : field.type === 'checkbox' ? value === 'true' : value;
  }
  return out;
}

const answersWords = (fields: readonly FormField[], answers: Answers): string[] =>
  fields.filter((f) => (answers[f.id] ?? '').trim()).map((f) => `${f.label}: ${f.type === 'checkbox' ? (answers[f.id] === 'true' ? 'yes' : 'no') : answers[f.id]!.trim()}`);

const formFieldsOf = (offering: OfferingView['offering']): readonly FormField[] =>
  offering.kind === 'meet' || offering.kind === 'tournament' || offering.kind === 'event' ? offering.details.formFields : [];

/** A team tournament: one entry is one team, its players counted by participantCount. */
export const isTeamTournament = (offering: OfferingView['offering']): boolean => offering.kind === 'tournament' && offering.details.participationType === 'team';

/**
 * The cart line for an offering as chosen: the item CreateOrder takes (spec section 3 Cart line
 * item: the kind's id key, `categoryId` for the batch, `qty`, `participantCount`, `formAnswers`)
 * and the line in words.
 */
export function offeringLine(venue: VenueRef, view: OfferingView, choice: OfferingChoice): CartOffering {
  const { offering } = view;
  const fields = formFieldsOf(offering);
  const team = isTeamTournament(offering);
  const qty = team ? 1 : choice.qty;
  const formAnswers = formAnswersOf(fields, choice.answers);
  const item: CartLineItem = {
    type: view.kind,
    [OFFERING_ID_KEYS[view.kind]]: view.itemId,
    qty,
    ...(view.kind === 'class' && choice.batchId ? { categoryId: choice.batchId } : {}),
    ...(team && choice.participantCount ? { participantCount: choice.participantCount } : {}),
    ...(formAnswers ? { formAnswers } : {}),
  };
  const detail: string[] = [];
  if (offering.kind === 'class') {
    const batch = choice.batchId ? offering.details.batches[choice.batchId] : undefined;
    if (batch) detail.push(batch.name, batchWhen(batch));
    detail.push(offering.details.validity);
  } else if (offering.kind === 'pack') {
    detail.push(`${offering.details.sessions} sessions`, offering.details.validity);
  } else if (offering.kind === 'locker') {
    detail.push(offering.details.size ? `${offering.details.size} locker` : 'Locker', offering.details.validity);
  } else {
    detail.push(datedWhen(offering) ?? '');
  }
  detail.push(team ? `Team of ${choice.participantCount ?? 1}` : countWords(qty, PLACE_NOUN[view.kind]));
  detail.push(...answersWords(fields, choice.answers));
  return {
    key: `${view.kind}:${view.itemId}:${choice.batchId ?? ''}`,
    spaceId: venue.spaceId,
    spaceName: venue.spaceName,
    kind: view.kind,
    title: view.name,
    detail: detail.filter(Boolean).join(' · '),
    amount: unitTotal(offering.details.price, venue.taxes) * qty,
    symbol: venue.symbol,
    item,
  };
}

/** A membership plan of the venue (spec section 3): `itemId` `{spaceId}.{membershipId}`, one per order line. */
export function membershipLine(venue: VenueRef, membershipId: string, plan: MembershipPlan): CartOffering {
  const itemId = `${venue.spaceId}.${membershipId}`;
  return {
    key: `membership:${itemId}:`,
    spaceId: venue.spaceId,
    spaceName: venue.spaceName,
    kind: 'membership',
    title: plan.name,
    detail: `Membership · ${plan.validity}`,
    amount: unitTotal(plan.price, venue.taxes),
    symbol: venue.symbol,
    item: { type: 'membership', itemId, qty: 1 },
  };
}

/** The offering (or plan) id a cart line names, as the order's items carry it in `itemId`. */
export const lineItemId = (line: Pick<CartOffering, 'item'>): string | undefined => {
  const { item } = line;
  return item.itemId ?? item.classId ?? item.packId ?? item.meetId ?? item.tournamentId ?? item.eventId;
};
