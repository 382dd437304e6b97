import type { CartLineItem, FormField, MembershipPlan, OfferingView, Tax } from '@sports/contracts';
import { OFFERING_ID_KEYS } from '@sports/contracts/catalogue/offerings';
import type { CartLineCount, CartOffering } from '../booking/cartStore';
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
  /** The most places the cart may later take on this line (the card's limit: places left, at most 20). */
  maxQty?: number;
}

/** The card's and the cart's limit on places in one line (the cart item allows 100; a bigger group talks to the venue). */
export const MAX_QTY = 20;

/** "Students", "Tickets", "Entries": what the places input is called. */
export const placesLabel = (kind: OfferingView['kind']): string => {
  const many = PLACE_NOUN[kind][1];
  return many.charAt(0).toUpperCase() + many.slice(1);
};

const teamWords = (players: number): string => `Team of ${players}`;

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
    if (field.type === 'select' && field.options && !field.options.includes(value))
      errors[field.id] = `Choose one of ${field.options.join(', ')}.`;
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
  fields
    .filter((f) => (answers[f.id] ?? '').trim())
    .map((f) => `${f.label}: ${f.type === 'checkbox' ? (answers[f.id] === 'true' ? 'yes' : 'no') : answers[f.id]!.trim()}`);

const formFieldsOf = (offering: OfferingView['offering']): readonly FormField[] =>
  offering.kind === 'meet' || offering.kind === 'tournament' || offering.kind === 'event' ? offering.details.formFields : [];

/** A team tournament: one entry is one team, its players counted by participantCount. */
export const isTeamTournament = (offering: OfferingView['offering']): boolean =>
  offering.kind === 'tournament' && offering.details.participationType === 'team';

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
  const parts = detail.filter(Boolean);
  const at = parts.length;
  parts.push(team ? teamWords(choice.participantCount ?? 1) : countWords(qty, PLACE_NOUN[view.kind]));
  parts.push(...answersWords(fields, choice.answers));
  const unitAmount = unitTotal(offering.details.price, venue.taxes);
  const count: CartLineCount = team
    ? {
        of: 'team',
        label: 'Players in your team',
        max: offering.kind === 'tournament' ? (offering.details.maxParticipantPerTeam ?? 1) : 1,
        unitAmount,
        parts,
        at,
      }
    : { of: 'qty', label: placesLabel(view.kind), max: Math.max(qty, choice.maxQty ?? MAX_QTY), unitAmount, parts, at };
  return {
    key: `${view.kind}:${view.itemId}:${choice.batchId ?? ''}`,
    spaceId: venue.spaceId,
    spaceName: venue.spaceName,
    kind: view.kind,
    title: view.name,
    detail: parts.join(' · '),
    amount: unitAmount * qty,
    symbol: venue.symbol,
    item,
    count,
  };
}

/**
 * Why the cart cannot take this many places or players on the line (shown beside its field), or
 * null: a whole number from 1 to the line's limit (for a team, the tournament's
 * maxParticipantPerTeam, as CreateOrder checks it on `cartItem.{i}.participantCount`).
 */
export function countError(count: Pick<CartLineCount, 'of' | 'max'>, raw: string): string | null {
  const n = Number(raw.trim());
  if (raw.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= count.max) return null;
  if (count.of === 'team') return count.max === 1 ? 'A team here is 1 player.' : `A team has 1 to ${count.max} players.`;
  return count.max === 1 ? 'Only 1 can be booked on this line.' : `Choose 1 to ${count.max}.`;
}

/**
 * The line with n places (the price follows, per place) or a team of n players (one entry: its
 * price stays the entry's), its words and cart item changed to match.
 */
export function withCount(line: CartOffering, n: number): CartOffering {
  const { count } = line;
  if (!count) return line;
  const nouns = PLACE_NOUN[line.kind];
  const parts = count.parts.map((part, i) => (i === count.at ? (count.of === 'team' ? teamWords(n) : countWords(n, nouns)) : part));
  const item: CartLineItem = count.of === 'team' ? { ...line.item, participantCount: n } : { ...line.item, qty: n };
  return {
    ...line,
    detail: parts.join(' · '),
    amount: count.of === 'team' ? count.unitAmount : count.unitAmount * n,
    item,
    count: { ...count, parts },
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
