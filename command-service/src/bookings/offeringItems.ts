import {
  DomainError,
  OFFERING_ID_KEYS,
  isDomainError,
  startOfOffering,
  venueInstant,
  ownValue,
  type CartLineItem,
  type FormAnswers,
  type FormField,
  type OfferingKind,
  type OfferingOrderItem,
} from '@sports/contracts';
import { priceWithTax } from '@sports/shared-rules';
import type { SpaceState } from '../catalogue/spaceDecider';
import type { OfferingState } from '../catalogue/offeringDecider';
import { validateFormAnswers } from '../games/gameDetailsRules';

export const isOfferingKind = (type: string): type is OfferingKind => type in OFFERING_ID_KEYS;

/** The offering a cart item names: its kind's id key (classId, packId, meetId, tournamentId, eventId), else itemId. */
export const offeringIdOf = (item: CartLineItem & { type: OfferingKind }): { key: string; itemId: string | undefined } => {
  const key = OFFERING_ID_KEYS[item.type];
  return item[key] ? { key, itemId: item[key] } : { key: 'itemId', itemId: item.itemId };
};

/** An offering's places one order takes, on the offering's own stream. */
export interface OfferingPlaces {
  kind: OfferingKind;
  itemId: string;
  spaceId: string;
  batchId?: string;
  count: number;
  participantCount?: number;
  formAnswers?: FormAnswers;
  cartIndex: number;
}

/** Spec section 3 "user form fields", checked as a game's join answers are, named by the cart item. */
const checkAnswers = (fields: readonly FormField[], answers: FormAnswers, at: string): void => {
  try {
    validateFormAnswers(fields, answers);
  } catch (error) {
    if (!isDomainError(error)) throw error;
    throw new DomainError(error.code, error.message, `${at}.${error.field ?? 'formAnswers'}`);
  }
};

/**
 * One cart item of a class, pack, locker, meet, tournament or event as an order item at the offering's
 * price per place (tax rounded per place, as for slots), and the places it takes.
 */
export const offeringItem = (
  space: SpaceState,
  offerings: ReadonlyMap<string, OfferingState>,
  item: CartLineItem & { type: OfferingKind },
  index: number,
): { orderItem: OfferingOrderItem; places: OfferingPlaces } => {
  const at = `cartItem.${index}`;
  const { key, itemId } = offeringIdOf(item);
  const state = offerings.get(`${item.type}-${itemId}`);
  const offering = state?.offering;
  if (!state?.exists || !offering || state.orgId !== space.orgId || offering.kind !== item.type)
    throw new DomainError('OFFERING_NOT_FOUND', `The venue has no such ${item.type}`, `${at}.${key}`);
  const qty = item.qty;
  let batchId: string | undefined;
  let name = `${space.details!.name} · ${offering.details.name}`;
  let startsAt: string | undefined;
  const extra: Partial<OfferingOrderItem> = {};
  switch (offering.kind) {
    case 'class': {
      batchId = item.categoryId;
      const batch = batchId ? ownValue(offering.details.batches, batchId) : undefined;
      if (!batch) throw new DomainError('BATCH_NOT_FOUND', 'The class has no such batch', `${at}.categoryId`);
      name += ` · ${batch.name}`;
      startsAt = venueInstant(batch.startDate, batch.startTime).toISOString();
      extra.validity = offering.details.validity;
      break;
    }
    case 'pack':
    case 'locker':
      extra.validity = offering.details.validity;
      break;
    case 'meet':
    case 'tournament':
    case 'event': {
      const details = offering.details;
      const start = startOfOffering(offering)!;
      startsAt = venueInstant(start.date, start.time).toISOString();
      name += ` · ${start.date}`;
      checkAnswers(details.formFields, item.formAnswers ?? {}, at);
      extra.formAnswers = item.formAnswers ?? {};
      // The questions as they read now: the order keeps them, whatever the form says later.
      if (details.formFields.length > 0) extra.formQuestions = details.formFields.map(({ id, label }) => ({ id, label }));
      if (offering.kind === 'tournament') {
        const limit = offering.details.participationType === 'team' ? offering.details.maxParticipantPerTeam! : 1;
        const players = item.participantCount ?? 1;
        if (players > limit) throw new DomainError('VALIDATION_FAILED', `An entry has at most ${limit} players`, `${at}.participantCount`);
        extra.participantCount = players;
      }
      break;
    }
  }
  const priced = priceWithTax(offering.details.price, space.details!.taxes);
  const orderItem = {
    id: batchId ? `${itemId}.${batchId}` : itemId!,
    type: offering.kind,
    name,
    itemId: itemId!,
    ...(batchId ? { batchId } : {}),
    qty,
    unitAmount: priced.base,
    amount: priced.base * qty,
    taxes: priced.taxLine ? [{ taxSlug: priced.taxLine.slug, taxRate: priced.taxLine.rate, totalTax: priced.tax * qty }] : [],
    total: priced.total * qty,
    ...(startsAt ? { startsAt } : {}),
    ...extra,
  };
  const places: OfferingPlaces = {
    kind: offering.kind,
    itemId: itemId!,
    spaceId: space.spaceId,
    count: qty,
    cartIndex: index,
    ...(batchId ? { batchId } : {}),
  };
  if (extra.participantCount) places.participantCount = extra.participantCount;
  if (extra.formAnswers) places.formAnswers = extra.formAnswers;
  return { orderItem, places };
};
