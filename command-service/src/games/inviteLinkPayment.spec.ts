import { describe, it } from 'vitest';
import type { GameDetails, GameEvent } from '@sports/contracts';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { deciderSpec } from '../core/deciderSpec';
import { gameDecider, type GameCommandMessage } from './gameDecider';
import { gamePlacesDecider, type GamePlaceCommand } from './paidPlaces';

/**
 * A newcomer through a one-time invitation link (spec section 7 "PUT new user invite") on a
 * pay-before game pays like anyone else (docs/adr/0102-paying-together.md): the link admits them
 * to buy a place in a private game, is kept for their unpaid order, and is spent once it is paid.
 * The sample game starts 2026-11-22T12:30Z.
 */
const NOW = '2026-11-20T10:00:00.000Z';
const HOLD_END = '2026-11-20T10:10:00.000Z';
const LATER = '2026-11-20T10:11:00.000Z';
const context = (userId: string, now = NOW) => ({ commandId: `cmd-${userId}-${now}`, userId, now });
const host = { id: 'host', name: 'Hari Host' };
const neha = { id: 'neha', name: 'Neha N' };
const omar = { id: 'omar', name: 'Omar O' };
const link = { inviteId: 'inv-1', secretHash: 'h1' };

const game = (overrides: Partial<GameDetails> = {}): GameEvent[] => [
  {
    type: 'GameCreated',
    data: { activityId: 'g1', host, details: sampleGameDetails({ maxParticipants: 6, privacy: 'private', ...overrides }) },
  },
  { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: host } },
  { type: 'InviteLinkSent', data: { activityId: 'g1', inviteId: 'inv-1', secretHash: 'h1', sentTo: '+919800000001', invitedBy: 'host' } },
];
const paidGame = () => game({ enablePay: true, payableMethod: 'paybefore', costPerParticpant: 18000 });
const joinWithLink = (player: { id: string; name: string }, invite = link): GameCommandMessage => ({
  type: 'JoinGame',
  data: { activityId: 'g1', player, invite },
  context: context(player.id),
});
const hold = (player: { id: string; name: string }, orderId: string, invite?: typeof link, now = NOW): GamePlaceCommand => ({
  type: 'HoldGamePlace',
  data: {
    activityId: 'g1',
    player,
    orderId,
    expiresAt: now === NOW ? HOLD_END : '2026-11-20T10:21:00.000Z',
    ...(invite ? { invite } : {}),
  },
  context: context(player.id, now),
});
const held = (participant: { id: string; name: string }, orderId: string, expiresAt = HOLD_END): GameEvent => ({
  type: 'GamePlaceHeld',
  data: { activityId: 'g1', participant, orderId, expiresAt, inviteId: 'inv-1' },
});
const confirm = (player: { id: string; name: string }, orderId: string, inviteId?: string): GamePlaceCommand => ({
  type: 'ConfirmGamePlace',
  data: { activityId: 'g1', player, orderId, ...(inviteId ? { inviteId } : {}) },
  context: context(player.id),
});
const joinedThrough = (participant: { id: string; name: string }, orderId?: string): GameEvent => ({
  type: 'PlayerJoinedGame',
  data: { activityId: 'g1', participant, ...(orderId ? { orderId } : {}), inviteId: 'inv-1' },
});

const games = deciderSpec(gameDecider);
const places = deciderSpec(gamePlacesDecider);

describe('joining through an invitation link', () => {
  it('a free private game: the link admits the newcomer at once', () =>
    games
      .given(game())
      .when(joinWithLink(neha))
      .then([joinedThrough(neha)]));

  it('a pay-before game: the link is no free place, the newcomer is told to pay', () =>
    games.given(paidGame()).when(joinWithLink(neha)).thenThrows('PAYMENT_REQUIRED'));

  it('a wrong, spent or kept link is refused before anything about payment', () => {
    games
      .given(paidGame())
      .when(joinWithLink(neha, { inviteId: 'inv-1', secretHash: 'nope' }))
      .thenThrows('INVITE_INVALID');
    games
      .given([...paidGame(), joinedThrough(omar, 'o1')])
      .when(joinWithLink(neha))
      .thenThrows('INVITE_INVALID');
    games
      .given([...game(), held(omar, 'o1')])
      .when(joinWithLink(neha))
      .thenThrows('INVITE_INVALID');
  });
});

describe("buying a pay-before game's place through an invitation link", () => {
  it('the link admits a newcomer to hold a place in a private game, and the hold keeps it', () =>
    places
      .given(paidGame())
      .when(hold(neha, 'o1', link))
      .then([held(neha, 'o1')]));

  it('without a link, or with a wrong one, a stranger cannot buy into a private game', () => {
    places.given(paidGame()).when(hold(neha, 'o1')).thenThrows('PRIVATE_GAME');
    places
      .given(paidGame())
      .when(hold(neha, 'o1', { inviteId: 'inv-1', secretHash: 'nope' }))
      .thenThrows('INVITE_INVALID');
    places
      .given(paidGame())
      .when(hold(neha, 'o1', { inviteId: 'inv-2', secretHash: 'h1' }))
      .thenThrows('INVITE_INVALID');
  });

  it('while one unpaid order keeps the link, it admits nobody else; once that hold runs out, it admits the next', () => {
    places
      .given([...paidGame(), held(neha, 'o1')])
      .when(hold(omar, 'o2', link))
      .thenThrows('INVITE_INVALID');
    places
      .given([...paidGame(), held(neha, 'o1')])
      .when(hold(omar, 'o2', link, LATER))
      .then([
        { type: 'GamePlaceReleased', data: { activityId: 'g1', participantId: 'neha', orderId: 'o1', reason: 'expired' } },
        held(omar, 'o2', '2026-11-20T10:21:00.000Z'),
      ]);
  });

  it('paid, the place is theirs and the link is spent: it admits nobody again', () => {
    places
      .given([...paidGame(), held(neha, 'o1')])
      .when(confirm(neha, 'o1', 'inv-1'))
      .then([joinedThrough(neha, 'o1')]);
    places
      .given([...paidGame(), held(neha, 'o1'), joinedThrough(neha, 'o1')])
      .when(hold(omar, 'o2', link))
      .thenThrows('INVITE_INVALID');
  });

  it('paid after its hold went back: the place is theirs only if the link did not admit someone else meanwhile', () => {
    const released: GameEvent = {
      type: 'GamePlaceReleased',
      data: { activityId: 'g1', participantId: 'neha', orderId: 'o1', reason: 'expired' },
    };
    places
      .given([...paidGame(), held(neha, 'o1'), released])
      .when(confirm(neha, 'o1', 'inv-1'))
      .then([joinedThrough(neha, 'o1')]);
    places
      .given([...paidGame(), held(neha, 'o1'), released, held(omar, 'o2'), joinedThrough(omar, 'o2')])
      .when(confirm(neha, 'o1', 'inv-1'))
      .thenThrows('SOLD_OUT');
  });
});
