import { formatRupees, gamePaymentOf, type GamePayment } from '@sports/shared-rules';
import type { GameDocument } from '@sports/contracts';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { plainProblemText } from '../forms/fieldErrors';
import { createOrder } from '../booking/api';
import { useSession } from '../session/store';
import { toast } from '../ui/toast/store';
import { namesGiven, payForPlacesLabel } from './together/friends';
import { useInviteLink } from './inviteLink';
import type { FriendsValue } from './together/FriendsStepper';

type PaymentFields =
  | 'enablePay'
  | 'payableMethod'
  | 'costPerParticpant'
  | 'costPerTeam'
  | 'isCostShared'
  | 'isHostPaying'
  | 'participationType'
  | 'maxParticipants'
  | 'maxParticipantPerTeam'
  | 'teamCount'
  | 'symbol'
  | 'sharedRemainderPaid';
/** A game as the join button gets it: the payment fields are there when the caller passed the whole document; viewerStatus from the detail. */
export type PayableGame = Pick<GameDocument, 'activityId' | 'privacy'> &
  Partial<Pick<GameDocument, PaymentFields | 'participantDetail'>> & { viewerStatus?: string | null | undefined };

/**
 * What a player pays for this game and how, by the one rule the server prices with
 * (contracts gamePaymentOf). The read model's costPerParticpant is already the shared share when the
 * host shares a booking's cost, so no booked total is passed here.
 */
export function paymentOfGame(game: PayableGame): GamePayment | null {
  if (game.enablePay === undefined || game.costPerParticpant === undefined) return null;
  return gamePaymentOf({
    enablePay: game.enablePay,
    payableMethod: game.payableMethod ?? 'paybefore',
    costPerParticpant: game.costPerParticpant,
    costPerTeam: game.costPerTeam ?? 0,
    isCostShared: game.isCostShared ?? false,
    isHostPaying: game.isHostPaying ?? false,
    participationType: game.participationType ?? 'individual',
    maxParticipants: game.maxParticipants ?? 1,
    maxParticipantPerTeam: game.maxParticipantPerTeam,
    teamCount: game.teamCount,
    sharedRemainderPaid: game.sharedRemainderPaid,
  });
}

/**
 * A pay-before game with a price is bought: a public one by anyone, a private one by those the host
 * let in (invited, a request accepted, or a newcomer through an invitation link: viewerStatus
 * 'invited' here), who pay like anyone else; a stranger asks first (spec section 4).
 */
export const paysBeforeJoining = (game: PayableGame): GamePayment | null => {
  const payment = paymentOfGame(game);
  return payment?.method === 'online' && (game.privacy === 'public' || game.viewerStatus === 'invited') ? payment : null;
};

/** "Pay ₹180 and join", or for the player and friends the total, "Pay ₹540 and join"; null for every other game. */
export const payToJoinLabel = (game: PayableGame, members = 1): string | null => {
  const payment = paysBeforeJoining(game);
  return payment ? payForPlacesLabel(payment.perPlayer, members, game.symbol) : null;
};

/** For a game paid at the venue, what the join toast adds: "Pay ₹180 at the venue". */
export const payAtVenueNote = (game: PayableGame, members = 1): string | undefined => {
  const payment = paymentOfGame(game);
  return payment?.method === 'venue' ? `Pay ${formatRupees(payment.perPlayer * members, game.symbol)} at the venue` : undefined;
};

/**
 * The pay-before join: the place goes into a cart of its own (spec section 3 Cart line item with
 * activityId and participants), the server holds it in the game and places the order, and the
 * checkout (hold countdown, test gateway) takes the payment; once paid the player is in the game.
 */
export function usePayToJoin(
  game: PayableGame,
  members = 1,
): { label: string; start: (friends?: FriendsValue) => Promise<void>; pending: boolean } | null {
  const navigate = useNavigate();
  const userId = useSession((s) => s.user?.userId ?? null);
  const [pending, setPending] = useState(false);
  // An invitation shows on a card as the viewer's own entry; the detail says it as viewerStatus; a link opened the page with it.
  const invite = useInviteLink();
  const invited = invite !== null || game.participantDetail?.some((p) => p.id === userId && p.status === 'invited') === true;
  const label = payToJoinLabel(invited ? { ...game, viewerStatus: 'invited' } : game, members);
  if (!label) return null;
  const start = async (friends: FriendsValue = { members: 1, names: [] }) => {
    if (!userId) return toast('info', 'Sign in to join a game');
    setPending(true);
    try {
      // Paying together: one order for the player's place and each friend's (spec section 3 Cart line item participantCount).
      const names = namesGiven(friends.names, friends.members);
      const line = {
        type: 'activity' as const,
        activityId: game.activityId,
        participants: [userId],
        qty: 1,
        participantCount: friends.members,
        ...(names.length > 0 ? { friendNames: names } : {}),
        ...(invite ? { invite } : {}),
      };
      const order = await createOrder({ cartItem: [line], associatedItems: [], bookingSource: 'game' });
      await navigate({ to: '/checkout/$orderId', params: { orderId: order.orderId } });
    } catch (error) {
      toast('error', 'Could not hold your place', plainProblemText(error));
    } finally {
      setPending(false);
    }
  };
  return { label, start, pending };
}
