import { describe, expect, it } from 'vitest';
import type { GameDetails, GameEvent } from '@sports/contracts';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { deciderSpec } from '../core/deciderSpec';
import { evolveGame, initialGameState } from './gameState';
import { gamePlacesDecider, type GamePlaceCommand } from './paidPlaces';
import { gameDecider } from './gameDecider';
import { sharedCostOf } from './sharedCost';

/**
 * A shared cost (spec section 3 `isCostShared`, `costPerTeam`; docs/adr/0102-paying-together.md):
 * ₹1,000 over six places is six shares of ₹166.67 (rounded up to the paisa, the card's price); each
 * place paid online is a share; the host may pay the rest.
 */
const NOW = '2026-11-20T10:00:00.000Z';
const LATER = '2026-11-20T10:11:00.000Z';
const HOLD_END = '2026-11-20T10:10:00.000Z';
const context = (userId: string, now = NOW) => ({ commandId: `cmd-${userId}-${now}`, userId, now });
const host = { id: 'host', name: 'Hari Host' };
const arjun = { id: 'arjun', name: 'Arjun A' };
const priya = { id: 'priya', name: 'Priya P' };

const shared = (overrides: Partial<GameDetails> = {}): GameEvent[] => [
  {
    type: 'GameCreated',
    data: {
      activityId: 'g1',
      host,
      details: sampleGameDetails({
        enablePay: true,
        isCostShared: true,
        costPerTeam: 100000,
        costPerParticpant: 0,
        maxParticipants: 6,
        ...overrides,
      }),
    },
  },
  { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: host } },
];
const paid = (player: { id: string; name: string }, orderId: string, membersCount?: number): GameEvent => ({
  type: 'PlayerJoinedGame',
  data: { activityId: 'g1', participant: player, orderId, ...(membersCount ? { membersCount } : {}) },
});
const holdRest = (amount: number, by = 'host', orderId = 'r1', now = NOW): GamePlaceCommand => ({
  type: 'HoldSharedRemainder',
  data: { activityId: 'g1', orderId, paidBy: by, amount, expiresAt: HOLD_END },
  context: context(by, now),
});
const restHeld = (amount: number, orderId = 'r1'): GameEvent => ({
  type: 'SharedCostRemainderHeld',
  data: { activityId: 'g1', orderId, paidBy: 'host', amount, expiresAt: HOLD_END },
});
const restPaid = (amount: number, orderId = 'r1'): GameEvent => ({
  type: 'SharedCostRemainderPaid',
  data: { activityId: 'g1', orderId, paidBy: 'host', amount },
});
const spec = deciderSpec(gamePlacesDecider);
const stateOf = (events: GameEvent[]) => events.reduce(evolveGame, initialGameState());

describe('the shares of a shared cost', () => {
  it('splits the total into a share per place, rounded up to the paisa, and counts places paid (friends too)', () => {
    expect(sharedCostOf(stateOf(shared()))).toEqual({
      total: 100000,
      share: 16667,
      shares: 6,
      sharesPaid: 0,
      remaining: 100000,
      method: 'online',
    });
    expect(sharedCostOf(stateOf([...shared(), paid(arjun, 'o1', 3), paid(priya, 'o2')]))).toMatchObject({
      sharesPaid: 4,
      remaining: 100000 - 4 * 16667,
    });
  });
  it('never owes below zero: six shares rounded up cover the total', () =>
    expect(sharedCostOf(stateOf([...shared({ maxParticipants: 7 }), paid(arjun, 'o1', 6)]))).toMatchObject({
      share: 14286,
      sharesPaid: 6,
      remaining: 100000 - 6 * 14286,
    }));
  it('a game that shares no cost has none', () => expect(sharedCostOf(stateOf(shared({ isCostShared: false })))).toBeNull());
  it('a share refunded (the player left) is owed again', () =>
    expect(
      sharedCostOf(
        stateOf([
          ...shared(),
          paid(arjun, 'o1', 2),
          { type: 'ParticipantLeft', data: { activityId: 'g1', participantId: 'arjun', places: 2, orderId: 'o1' } },
        ]),
      ),
    ).toMatchObject({ sharesPaid: 0, remaining: 100000 }));
});

describe('the host pays the rest', () => {
  const afterFour = [...shared(), paid(arjun, 'o1', 3), paid(priya, 'o2')];
  const rest = 100000 - 4 * 16667; // ₹333.32

  it('holds the amount still owed for the host order', () =>
    spec
      .given(afterFour)
      .when(holdRest(rest))
      .then([restHeld(rest)]));

  it('only the host pays it', () => spec.given(afterFour).when(holdRest(rest, 'arjun')).thenThrows('NOT_HOST'));

  it('refuses an amount that no longer matches (a share was paid meanwhile), nothing owed, and a game sharing no cost', () => {
    spec
      .given(afterFour)
      .when(holdRest(rest + 16667))
      .thenThrows('SHARED_COST_NOT_OWED');
    spec
      .given(shared({ isCostShared: false }))
      .when(holdRest(100000))
      .thenThrows('SHARED_COST_NOT_OWED');
    spec
      .given([...shared(), paid(arjun, 'o1', 6)])
      .when(holdRest(0))
      .thenThrows('SHARED_COST_NOT_OWED');
  });

  it('one rest at a time: a second order waits for the first, unless its hold ran out', () => {
    spec
      .given([...afterFour, restHeld(rest)])
      .when(holdRest(rest, 'host', 'r2'))
      .thenThrows('PAYMENT_PENDING');
    spec
      .given([...afterFour, restHeld(rest)])
      .when(holdRest(rest, 'host', 'r2', LATER))
      .then([{ type: 'SharedCostRemainderReleased', data: { activityId: 'g1', orderId: 'r1', reason: 'expired' } }, restHeld(rest, 'r2')]);
  });

  it('paid, the cost is covered: nobody else pays, later players join directly', () => {
    spec
      .given([...afterFour, restHeld(rest)])
      .when({
        type: 'ConfirmGamePlace',
        data: { activityId: 'g1', player: host, orderId: 'r1', sharedRemainder: true },
        context: context('gateway'),
      })
      .then([restPaid(rest)]);
    spec
      .given([...afterFour, restHeld(rest), restPaid(rest)])
      .when(holdRest(rest, 'host', 'r2'))
      .thenThrows('SHARED_COST_NOT_OWED');
    deciderSpec(gameDecider)
      .given([...afterFour, restHeld(rest), restPaid(rest)])
      .when({ type: 'JoinGame', data: { activityId: 'g1', player: { id: 'kavya', name: 'Kavya' } }, context: context('kavya') })
      .then([{ type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: { id: 'kavya', name: 'Kavya' } } }]);
  });

  it('a payment for a rest let go meanwhile is refused, so the order fails and is refunded', () =>
    spec
      .given([
        ...afterFour,
        restHeld(rest),
        { type: 'SharedCostRemainderReleased', data: { activityId: 'g1', orderId: 'r1', reason: 'expired' } },
      ])
      .when({
        type: 'ConfirmGamePlace',
        data: { activityId: 'g1', player: host, orderId: 'r1', sharedRemainder: true },
        context: context('gateway', LATER),
      })
      .thenThrows('SOLD_OUT'));

  it('the unpaid rest runs out; a paid rest is released only by cancelling its order (refunded to the host)', () => {
    const release = (reason: 'expired' | 'cancelled'): GamePlaceCommand => ({
      type: 'ReleaseGamePlace',
      data: { activityId: 'g1', orderId: 'r1', reason },
      context: context('hold-expiry', LATER),
    });
    spec
      .given([...afterFour, restHeld(rest)])
      .when(release('expired'))
      .then([{ type: 'SharedCostRemainderReleased', data: { activityId: 'g1', orderId: 'r1', reason: 'expired' } }]);
    spec
      .given([...afterFour, restHeld(rest), restPaid(rest)])
      .when(release('expired'))
      .then([]);
    spec
      .given([...afterFour, restHeld(rest), restPaid(rest)])
      .when(release('cancelled'))
      .then([{ type: 'SharedCostRemainderReleased', data: { activityId: 'g1', orderId: 'r1', reason: 'cancelled' } }]);
  });
});
