import { describe, expect, it } from 'vitest';
import { gamePaymentOf } from '@sports/shared-rules';
import type { GameDetails, GameEvent } from '@sports/contracts';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { deciderSpec } from '../core/deciderSpec';
import { gamePlacesDecider, type GamePlaceCommand } from '../games/paidPlaces';
import { gameDecider, type GameCommandMessage } from '../games/gameDecider';

/** A pay-before game's places, decided on the game's stream. */
const NOW = '2026-11-20T10:00:00.000Z';
const LATER = '2026-11-20T10:11:00.000Z';
const HOLD_END = '2026-11-20T10:10:00.000Z';
const host = { id: 'host', name: 'Hari Host' };
const priya = { id: 'priya', name: 'Priya P' };
const arjun = { id: 'arjun', name: 'Arjun A' };
const context = (userId: string, now = NOW) => ({ commandId: `cmd-${userId}-${now}`, userId, now });

const paidGame = (overrides: Partial<GameDetails> = {}): GameEvent[] => [
  {
    type: 'GameCreated',
    data: {
      activityId: 'g1',
      host,
      details: sampleGameDetails({ enablePay: true, costPerParticpant: 18000, maxParticipants: 3, ...overrides }),
    },
  },
  { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: host } },
];
const hold = (player = priya, orderId = 'o1', now = NOW): GamePlaceCommand => ({
  type: 'HoldGamePlace',
  data: { activityId: 'g1', player, orderId, expiresAt: HOLD_END },
  context: context(player.id, now),
});
const held = (player = priya, orderId = 'o1'): GameEvent => ({
  type: 'GamePlaceHeld',
  data: { activityId: 'g1', participant: player, orderId, expiresAt: HOLD_END },
});
const confirm = (player = priya, orderId = 'o1', now = NOW): GamePlaceCommand => ({
  type: 'ConfirmGamePlace',
  data: { activityId: 'g1', player, orderId },
  context: context('payment-gateway', now),
});
const release = (reason: 'expired' | 'cancelled' | 'failed', orderId = 'o1'): GamePlaceCommand => ({
  type: 'ReleaseGamePlace',
  data: { activityId: 'g1', orderId, reason },
  context: context('hold-expiry', LATER),
});
const joinedBy = (player = priya, orderId = 'o1'): GameEvent => ({
  type: 'PlayerJoinedGame',
  data: { activityId: 'g1', participant: player, orderId },
});

const spec = deciderSpec(gamePlacesDecider);

describe('HoldGamePlace: a pay-before place is held while its payment is pending', () => {
  it('holds a place for the order until the hold ends', () => spec.given(paidGame()).when(hold()).then([held()]));

  it('counts a held place toward maxParticipants: the last place cannot be held twice', () =>
    spec
      .given([...paidGame(), held(priya, 'o1')])
      .when(hold({ id: 'kavya', name: 'Kavya' }, 'o3'))
      .then([held({ id: 'kavya', name: 'Kavya' }, 'o3')]));

  it('refuses a hold when joined and held places fill the game', () =>
    spec
      .given([...paidGame(), held(priya, 'o1'), held(arjun, 'o2')])
      .when(hold({ id: 'kavya', name: 'Kavya' }, 'o3'))
      .thenThrows('GAME_FULL'));

  it('a hold that ran out keeps nobody out: the next hold releases it first, in the same append', () =>
    spec
      .given([...paidGame(), held(priya, 'o1'), held(arjun, 'o2')])
      .when(hold({ id: 'kavya', name: 'Kavya' }, 'o3', LATER))
      .then([
        { type: 'GamePlaceReleased', data: { activityId: 'g1', participantId: 'priya', orderId: 'o1', reason: 'expired' } },
        { type: 'GamePlaceReleased', data: { activityId: 'g1', participantId: 'arjun', orderId: 'o2', reason: 'expired' } },
        held({ id: 'kavya', name: 'Kavya' }, 'o3'),
      ]));

  it('refuses a second pending place for the same player', () =>
    spec
      .given([...paidGame(), held(priya, 'o1')])
      .when(hold(priya, 'o2'))
      .thenThrows('PAYMENT_PENDING'));

  it('refuses a player already in the game', () =>
    spec
      .given([...paidGame(), joinedBy()])
      .when(hold(priya, 'o2'))
      .thenThrows('ALREADY_PARTICIPANT'));

  it('refuses a game paid at the venue: it is joined directly', () =>
    spec
      .given(paidGame({ payableMethod: 'payatvenue' }))
      .when(hold())
      .thenThrows('GAME_NOT_PAID_ONLINE'));

  it('refuses a game the host pays for', () =>
    spec
      .given(paidGame({ isHostPaying: true }))
      .when(hold())
      .thenThrows('GAME_NOT_PAID_ONLINE'));

  it('refuses a game on hold', () =>
    spec
      .given([...paidGame(), { type: 'GameHeld', data: { activityId: 'g1', reason: 'Rain', heldBy: 'host' } }])
      .when(hold())
      .thenThrows('GAME_ON_HOLD'));

  it('refuses a private game to someone the host has not let in', () =>
    spec
      .given(paidGame({ privacy: 'private' }))
      .when(hold())
      .thenThrows('PRIVATE_GAME'));

  it('refuses a game that is over', () =>
    spec
      .given(paidGame())
      .when(hold(priya, 'o1', '2026-11-23T10:00:00.000Z'))
      .thenThrows('GAME_OVER'));
});

describe('ConfirmGamePlace: paid, the player is in the game', () => {
  it('joins the player on the held place, naming the order', () =>
    spec
      .given([...paidGame(), held()])
      .when(confirm())
      .then([joinedBy()]));

  it('is done once however often the payment is delivered', () =>
    spec
      .given([...paidGame(), held(), joinedBy()])
      .when(confirm())
      .then([]));

  it('a payment after the place went back joins only if a place is still free', () =>
    spec
      .given([
        ...paidGame(),
        held(),
        { type: 'GamePlaceReleased', data: { activityId: 'g1', participantId: 'priya', orderId: 'o1', reason: 'expired' } },
      ])
      .when(confirm(priya, 'o1', LATER))
      .then([joinedBy()]));

  it('a payment after the place went to someone else is refused (the order fails and is refunded)', () =>
    spec
      .given([
        ...paidGame(),
        held(),
        { type: 'GamePlaceReleased', data: { activityId: 'g1', participantId: 'priya', orderId: 'o1', reason: 'expired' } },
        joinedBy(arjun, 'o2'),
        held({ id: 'kavya', name: 'Kavya' }, 'o3'),
      ])
      .when(confirm(priya, 'o1', LATER))
      .thenThrows('SOLD_OUT'));
});

describe('ReleaseGamePlace: the place goes back', () => {
  it('releases a held place when the hold expires', () =>
    spec
      .given([...paidGame(), held()])
      .when(release('expired'))
      .then([{ type: 'GamePlaceReleased', data: { activityId: 'g1', participantId: 'priya', orderId: 'o1', reason: 'expired' } }]));

  it('takes a paid player out of the game when their order is cancelled', () =>
    spec
      .given([...paidGame(), held(), joinedBy()])
      .when(release('cancelled'))
      .then([{ type: 'ParticipantLeft', data: { activityId: 'g1', participantId: 'priya', orderId: 'o1' } }]));

  it('changes nothing for an order already released or a player who already left', () => {
    spec
      .given([
        ...paidGame(),
        held(),
        { type: 'GamePlaceReleased', data: { activityId: 'g1', participantId: 'priya', orderId: 'o1', reason: 'expired' } },
      ])
      .when(release('expired'))
      .then([]);
    spec
      .given([...paidGame(), held(), joinedBy(), { type: 'ParticipantLeft', data: { activityId: 'g1', participantId: 'priya' } }])
      .when(release('cancelled'))
      .then([]);
  });

  it('a freed place can be held again', () =>
    spec
      .given([
        ...paidGame(),
        held(priya, 'o1'),
        held(arjun, 'o2'),
        { type: 'GamePlaceReleased', data: { activityId: 'g1', participantId: 'priya', orderId: 'o1', reason: 'expired' } },
      ])
      .when(hold({ id: 'kavya', name: 'Kavya' }, 'o3', NOW))
      .then([held({ id: 'kavya', name: 'Kavya' }, 'o3')]));
});

describe('JoinGame beside held places', () => {
  const join = (player = { id: 'kavya', name: 'Kavya' }): GameCommandMessage => ({
    type: 'JoinGame',
    data: { activityId: 'g1', player },
    context: context(player.id),
  });
  const kavya = { id: 'kavya', name: 'Kavya' };
  const invited: GameEvent = { type: 'ParticipantsInvited', data: { activityId: 'g1', invitees: [kavya], invitedBy: 'host' } };
  it('a public pay-before game is bought through the cart, not joined for free', () =>
    deciderSpec(gameDecider).given(paidGame()).when(join()).thenThrows('PAYMENT_REQUIRED'));
  // docs/adr/0102-paying-together.md: those the host let in pay like anyone else.
  it('an invited player pays for their place like anyone else, on a public or a private game', () => {
    deciderSpec(gameDecider)
      .given([...paidGame(), invited])
      .when(join())
      .thenThrows('PAYMENT_REQUIRED');
    deciderSpec(gameDecider)
      .given([...paidGame({ privacy: 'private' }), invited])
      .when(join())
      .thenThrows('PAYMENT_REQUIRED');
    spec
      .given([...paidGame({ privacy: 'private' }), invited])
      .when(hold(kavya, 'o3'))
      .then([held(kavya, 'o3')]);
  });
  it('a stranger still asks to join a private pay-before game, and the accepted request is the right to buy, not a place', () => {
    const requested: GameEvent = { type: 'JoinRequested', data: { activityId: 'g1', participant: kavya } };
    const accepted: GameEvent = {
      type: 'JoinRequestAccepted',
      data: { activityId: 'g1', participantId: 'kavya', acceptedBy: 'host', paymentDue: true },
    };
    deciderSpec(gameDecider)
      .given(paidGame({ privacy: 'private' }))
      .when(join())
      .then([requested]);
    spec
      .given(paidGame({ privacy: 'private' }))
      .when(hold(kavya, 'o3'))
      .thenThrows('PRIVATE_GAME');
    spec
      .given([...paidGame({ privacy: 'private' }), requested])
      .when(hold(kavya, 'o3'))
      .thenThrows('ALREADY_REQUESTED');
    deciderSpec(gameDecider)
      .given([...paidGame({ privacy: 'private' }), requested])
      .when({ type: 'AcceptJoinRequest', data: { activityId: 'g1', participantId: 'kavya' }, context: context('host') })
      .then([accepted]);
    deciderSpec(gameDecider)
      .given([...paidGame({ privacy: 'private' }), requested, accepted])
      .when(join())
      .thenThrows('PAYMENT_REQUIRED');
    spec
      .given([...paidGame({ privacy: 'private' }), requested, accepted])
      .when(hold(kavya, 'o3'))
      .then([held(kavya, 'o3')]);
  });
  it('a free private game still takes an accepted request straight in', () =>
    deciderSpec(gameDecider)
      .given([
        ...paidGame({ privacy: 'private', enablePay: false, costPerParticpant: 0 }),
        { type: 'JoinRequested', data: { activityId: 'g1', participant: kavya } },
      ])
      .when({ type: 'AcceptJoinRequest', data: { activityId: 'g1', participantId: 'kavya' }, context: context('host') })
      .then([{ type: 'JoinRequestAccepted', data: { activityId: 'g1', participantId: 'kavya', acceptedBy: 'host' } }]));
});

describe('gamePaymentOf: what a player pays and how (spec section 3 Activity)', () => {
  const terms = {
    enablePay: true,
    payableMethod: 'paybefore' as const,
    costPerParticpant: 18000,
    costPerTeam: 0,
    isCostShared: false,
    isHostPaying: false,
    participationType: 'individual' as const,
    maxParticipants: 10,
  };
  it('pay-before with a price is paid online', () =>
    expect(gamePaymentOf(terms)).toEqual({ method: 'online', perPlayer: 18000, basis: 'player' }));
  it('payatvenue, or enablePay off, is paid at the venue', () => {
    expect(gamePaymentOf({ ...terms, payableMethod: 'payatvenue' }).method).toBe('venue');
    expect(gamePaymentOf({ ...terms, enablePay: false }).method).toBe('venue');
  });
  it('the host paying means players pay nothing', () =>
    expect(gamePaymentOf({ ...terms, isHostPaying: true })).toEqual({ method: 'host', perPlayer: 0, basis: 'player' }));
  it('no price is free', () => expect(gamePaymentOf({ ...terms, costPerParticpant: 0 }).method).toBe('free'));
  it('a team game splits costPerTeam across the team, rounded up to the paisa', () =>
    expect(
      gamePaymentOf({
        ...terms,
        participationType: 'team',
        costPerTeam: 100000,
        teamCount: 2,
        maxParticipantPerTeam: 7,
        maxParticipants: 14,
      }),
    ).toEqual({ method: 'online', perPlayer: 14286, basis: 'team', perTeam: 100000 }));
  it('a shared cost splits the booked slots across maxParticipants, rounded up; without a booking the host price stands', () => {
    expect(gamePaymentOf({ ...terms, isCostShared: true, bookedSlotsPaid: 150001 })).toEqual({
      method: 'online',
      perPlayer: 15001,
      basis: 'shared',
      sharedTotal: 150001,
    });
    expect(gamePaymentOf({ ...terms, isCostShared: true }).perPlayer).toBe(18000);
  });
  it('a shared cost without a booking splits the costPerTeam the host gives as the total, rounded up to the paisa', () =>
    expect(gamePaymentOf({ ...terms, isCostShared: true, costPerTeam: 100000, maxParticipants: 6 })).toEqual({
      method: 'online',
      perPlayer: 16667,
      basis: 'shared',
      sharedTotal: 100000,
    }));
  it('once the host has paid the rest of a shared cost, later players pay nothing', () =>
    expect(gamePaymentOf({ ...terms, isCostShared: true, costPerTeam: 100000, maxParticipants: 6, sharedRemainderPaid: 66666 })).toEqual({
      method: 'host',
      perPlayer: 0,
      basis: 'shared',
      sharedTotal: 100000,
    }));
});
