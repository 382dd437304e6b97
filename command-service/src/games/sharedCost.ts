import { DomainError, type GameEvent } from '@sports/contracts';
import { gamePaymentOf } from '@sports/shared-rules';
import { requireGame, requireNotOver } from './gameGuards';
import { placesOf, type GameState } from './gameState';
import { paymentTermsOf } from './paidPlacesState';

/**
 * A shared cost (spec section 3 `isCostShared`, docs/adr/0102-paying-together.md): the total is
 * split into maxParticipants shares of the card's price (rounded up to the paisa); each place paid
 * online is a share paid, and the host may pay the rest. All in paise.
 */
export interface SharedCost {
  total: number;
  share: number;
  shares: number;
  sharesPaid: number;
  /** What is still owed: the total less the shares paid, never below 0 (the rounding up can cover it early). */
  remaining: number;
  method: ReturnType<typeof gamePaymentOf>['method'];
}

export const sharedCostOf = (state: GameState): SharedCost | null => {
  // The shares as the players pay them, whether or not the host has already paid the rest.
  const payment = gamePaymentOf({ ...paymentTermsOf(state), sharedRemainderPaid: undefined });
  const total = payment.sharedTotal ?? 0;
  if (total === 0) return null;
  let sharesPaid = 0;
  for (const playerId of state.paidPlaces.paidBy.keys()) sharesPaid += placesOf(state, playerId);
  return {
    total,
    share: payment.perPlayer,
    shares: state.maxParticipants,
    sharesPaid,
    remaining: Math.max(0, total - sharesPaid * payment.perPlayer),
    method: payment.method,
  };
};

export interface HoldRemainderData {
  activityId: string;
  orderId: string;
  paidBy: string;
  amount: number;
  expiresAt: string;
}

/**
 * The host pays what is still owed, through checkout: held for the order like a place, so two
 * orders for the rest never both count. The amount is the one the order was priced with; if a share
 * was paid in between, the host is asked again at the new amount rather than paying twice for it.
 */
export const holdSharedRemainder = (data: HoldRemainderData, state: GameState, now: string): GameEvent[] => {
  requireGame(state);
  const { activityId, orderId, paidBy, amount, expiresAt } = data;
  const current = state.paidPlaces.remainder;
  if (current?.orderId === orderId) return [];
  requireNotOver(state, now);
  if (paidBy !== state.hostId) throw new DomainError('NOT_HOST', 'Only the host pays the rest of a shared cost', 'activityId');
  const lapsed: GameEvent[] =
    current && !current.paid && Date.parse(current.expiresAt) <= Date.parse(now)
      ? [{ type: 'SharedCostRemainderReleased', data: { activityId, orderId: current.orderId, reason: 'expired' } }]
      : [];
  if (current?.paid) throw new DomainError('SHARED_COST_NOT_OWED', 'The rest of the cost is already paid', 'activityId');
  if (current && lapsed.length === 0)
    throw new DomainError('PAYMENT_PENDING', 'You are already paying the rest; finish that payment', 'activityId');
  const cost = sharedCostOf(state);
  if (!cost || cost.method !== 'online')
    throw new DomainError('SHARED_COST_NOT_OWED', 'This game shares no cost paid online', 'activityId');
  if (cost.remaining === 0) throw new DomainError('SHARED_COST_NOT_OWED', 'The shares paid already cover the cost', 'activityId');
  if (amount !== cost.remaining)
    throw new DomainError('SHARED_COST_NOT_OWED', `A share was paid meanwhile: the rest is now ${cost.remaining} paise`, 'activityId');
  return [...lapsed, { type: 'SharedCostRemainderHeld', data: { activityId, orderId, paidBy, amount, expiresAt } }];
};

/** Paid: the cost is covered. A payment for a rest that was let go meanwhile is refused (the order fails and is refunded). */
export const confirmSharedRemainder = (activityId: string, orderId: string, state: GameState): GameEvent[] | null => {
  const current = state.paidPlaces.remainder;
  if (current?.orderId !== orderId) return null;
  if (current.paid) return [];
  return [{ type: 'SharedCostRemainderPaid', data: { activityId, orderId, paidBy: current.paidBy, amount: current.amount } }];
};

/** The rest's order ran out or failed (held), or was cancelled (paid, refunded to the host): the rest is owed again. */
export const releaseSharedRemainder = (
  activityId: string,
  orderId: string,
  reason: 'expired' | 'cancelled' | 'failed',
  state: GameState,
): GameEvent[] | null => {
  const current = state.paidPlaces.remainder;
  if (current?.orderId !== orderId) return null;
  if (current.paid && reason !== 'cancelled') return [];
  return [{ type: 'SharedCostRemainderReleased', data: { activityId, orderId, reason } }];
};
