import { DomainError, catalogueStreams, slotsOfField, spaceIdOfField, type Actor } from '@sports/contracts';
import { mayOnOrg } from '@sports/shared-rules';
import type { CommandHandler } from '../core/commandHandler';
import { spaceDecider } from '../catalogue/spaceDecider';
import { orderDecider } from './orderDecider';
import { paidForItem } from './refundPolicy';
import { slotDayDecider } from './slotDecider';

/**
 * Spec section 2 venue-pick options "pick a booked slot" and "pick from blocked slots": a slot of
 * the catalogue is mapped to a game only by the host who booked it, or by staff of the venue that
 * blocked it. A slot of a field outside the catalogue stays the host's own word, as before
 * the catalogue existed (docs/adr/0042-bookings-rules.md). Answers what the host paid for a slot they booked
 * (its share of the order's discount taken off), which a game sharing its cost divides.
 */
export const requireSlotForGame = async (
  handler: CommandHandler,
  actor: Actor,
  slot: { slotId: string; fieldId: string; slotDate: string; startTime: string; endTime: string },
): Promise<{ paidAmount?: number }> => {
  const space = await handler.read(catalogueStreams.space(spaceIdOfField(slot.fieldId)), spaceDecider);
  if (!space.exists) return {};
  const known = slotsOfField(space, slot.fieldId, slot.slotDate).find((s) => s.slotId === slot.slotId);
  if (!known || known.startTime !== slot.startTime.slice(0, 5) || known.endTime !== slot.endTime.slice(0, 5)) {
    throw new DomainError('SLOT_NOT_FOUND', 'The field has no such slot on that date', 'slotId');
  }
  const taken = (await handler.read(catalogueStreams.slotDay(slot.fieldId, slot.slotDate), slotDayDecider)).taken.get(slot.slotId);
  if (taken?.status === 'blocked' && mayOnOrg(actor, 'readOrg', space.orgId)) return {};
  if (taken?.status === 'booked' && taken.orderId) {
    const { order } = await handler.read(catalogueStreams.order(taken.orderId), orderDecider);
    const item = order?.items.find((i) => i.itemId === slot.slotId);
    if (order && item && order.userId === actor.userId) return { paidAmount: paidForItem(order, item) };
  }
  throw new DomainError('SLOT_NOT_YOURS', 'Map a slot you booked (or, as venue staff, one you blocked)', 'slotId');
};
