import { describe, it } from 'vitest';
import type { GameDetails, GameEvent } from '@sports/contracts';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { deciderSpec } from '../core/deciderSpec';
import { gameDecider, type GameCommandMessage } from './gameDecider';
import { gamePlacesDecider, type GamePlaceCommand } from './paidPlaces';

/**
 * Paying together (spec section 3 participantDetail `membersCount`, Activity `bookedFor`;
 * docs/adr/0102-paying-together.md): a player takes places for friends, every place inside the
 * limit the game's stream decides. The sample game starts 2026-11-22T12:30Z.
 */
const NOW = '2026-11-20T10:00:00.000Z';
const LATER = '2026-11-20T10:11:00.000Z';
const HOLD_END = '2026-11-20T10:10:00.000Z';
const context = (userId: string, now = NOW) => ({ commandId: `cmd-${userId}-${now}`, userId, now });
const host = { id: 'host', name: 'Hari Host' };
const arjun = { id: 'arjun', name: 'Arjun A' };
const priya = { id: 'priya', name: 'Priya P' };
const kavya = { id: 'kavya', name: 'Kavya K' };

const game = (overrides: Partial<GameDetails> = {}): GameEvent[] => [
  { type: 'GameCreated', data: { activityId: 'g1', host, details: sampleGameDetails({ maxParticipants: 6, ...overrides }) } },
  { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: host } },
];
const paidGame = (overrides: Partial<GameDetails> = {}) => game({ enablePay: true, costPerParticpant: 18000, ...overrides });
const join = (player: { id: string; name: string }, membersCount?: number, bookedFor?: string[]): GameCommandMessage => ({
  type: 'JoinGame',
  data: { activityId: 'g1', player, ...(membersCount ? { membersCount } : {}), ...(bookedFor ? { bookedFor } : {}) },
  context: context(player.id),
});
const joined = (participant: { id: string; name: string }, extra: object = {}): GameEvent => ({
  type: 'PlayerJoinedGame',
  data: { activityId: 'g1', participant, ...extra },
});
const hold = (player: { id: string; name: string }, orderId: string, membersCount?: number, bookedFor?: string[]): GamePlaceCommand => ({
  type: 'HoldGamePlace',
  data: {
    activityId: 'g1',
    player,
    orderId,
    expiresAt: HOLD_END,
    ...(membersCount ? { membersCount } : {}),
    ...(bookedFor ? { bookedFor } : {}),
  },
  context: context(player.id),
});
const held = (participant: { id: string; name: string }, orderId: string, extra: object = {}): GameEvent => ({
  type: 'GamePlaceHeld',
  data: { activityId: 'g1', participant, orderId, expiresAt: HOLD_END, ...extra },
});

const games = deciderSpec(gameDecider);
const places = deciderSpec(gamePlacesDecider);

describe('joining with friends (a free or pay-at-venue game)', () => {
  it('takes a place for the player and each friend, with their names', () =>
    games
      .given(game())
      .when(join(arjun, 3, ['Priya', 'Sam']))
      .then([joined(arjun, { membersCount: 3, bookedFor: ['Priya', 'Sam'] })]));

  it('names are optional, and one place says nothing about friends', () => {
    games
      .given(game())
      .when(join(arjun, 3))
      .then([joined(arjun, { membersCount: 3 })]);
    games
      .given(game())
      .when(join(arjun, 1))
      .then([joined(arjun)]);
  });

  it('refuses more names than friends, naming the field', () =>
    games
      .given(game())
      .when(join(arjun, 2, ['Priya', 'Sam']))
      .thenThrows('VALIDATION_FAILED'));

  it('counts every place toward the limit: the last two places cannot take three', () => {
    games
      .given([...game(), joined(priya, { membersCount: 3 })])
      .when(join(arjun, 3))
      .thenThrows('GAME_FULL');
    games
      .given([...game(), joined(priya, { membersCount: 3 })])
      .when(join(arjun, 2))
      .then([joined(arjun, { membersCount: 2 })]);
  });

  it('concurrent joins never overfill: the second, decided after the first is appended, is refused', () => {
    // The stream appends at the version it read, so a racing join is decided again on the state with the first one's places.
    const first = joined(priya, { membersCount: 4 });
    games.given(game()).when(join(priya, 4)).then([first]);
    games
      .given([...game(), first])
      .when(join(arjun, 2))
      .thenThrows('GAME_FULL');
  });

  it('a private game takes a request for the player alone', () =>
    games
      .given(game({ privacy: 'private' }))
      .when(join(arjun, 2))
      .thenThrows('VALIDATION_FAILED'));

  it('leaving frees every place the player took, and the waitlist is offered them', () =>
    games
      .given([
        ...game({ maxParticipants: 4 }),
        joined(arjun, { membersCount: 3 }),
        { type: 'PlayerJoinedWaitlist', data: { activityId: 'g1', player: kavya } },
      ])
      .when({ type: 'LeaveGame', data: { activityId: 'g1', participantId: 'arjun' }, context: context('arjun') })
      .then([
        { type: 'ParticipantLeft', data: { activityId: 'g1', participantId: 'arjun', places: 3 } },
        { type: 'WaitlistPlaceOffered', data: { activityId: 'g1', userId: 'kavya', expiresAt: '2026-11-20T10:30:00.000Z' } },
      ]));

  it('a removal by the host frees them too', () =>
    games
      .given([...game(), joined(arjun, { membersCount: 2 })])
      .when({ type: 'RemoveParticipant', data: { activityId: 'g1', participantId: 'arjun' }, context: context('host') })
      .then([{ type: 'ParticipantRemoved', data: { activityId: 'g1', participantId: 'arjun', removedBy: 'host', places: 2 } }]));

  it('after leaving, the places are free again', () =>
    games
      .given([
        ...game(),
        joined(arjun, { membersCount: 5 }),
        { type: 'ParticipantLeft', data: { activityId: 'g1', participantId: 'arjun', places: 5 } },
      ])
      .when(join(priya, 5))
      .then([joined(priya, { membersCount: 5 })]));
});

describe('paying for friends (a pay-before game)', () => {
  it('holds the buyer and friends places for the order', () =>
    places
      .given(paidGame())
      .when(hold(arjun, 'o1', 3, ['Priya', 'Sam']))
      .then([held(arjun, 'o1', { membersCount: 3, bookedFor: ['Priya', 'Sam'] })]));

  it('counts held places toward the limit: another buyer cannot take more than what is left', () => {
    places
      .given([...paidGame(), held(arjun, 'o1', { membersCount: 3 })])
      .when(hold(priya, 'o2', 3))
      .thenThrows('GAME_FULL');
    places
      .given([...paidGame(), held(arjun, 'o1', { membersCount: 3 })])
      .when(hold(priya, 'o2', 2))
      .then([held(priya, 'o2', { membersCount: 2 })]);
    games
      .given([...paidGame({ enablePay: false }), held(arjun, 'o1', { membersCount: 3 })])
      .when(join(priya, 3))
      .thenThrows('GAME_FULL');
  });

  it('once paid, every held place is the buyer and their friends', () =>
    places
      .given([...paidGame(), held(arjun, 'o1', { membersCount: 3, bookedFor: ['Priya'] })])
      .when({
        type: 'ConfirmGamePlace',
        data: { activityId: 'g1', player: arjun, orderId: 'o1', membersCount: 3, bookedFor: ['Priya'] },
        context: context('gateway'),
      })
      .then([joined(arjun, { orderId: 'o1', membersCount: 3, bookedFor: ['Priya'] })]));

  it('an unpaid hold that runs out gives every place back', () =>
    places
      .given([...paidGame(), held(arjun, 'o1', { membersCount: 3 })])
      .when({
        type: 'ReleaseGamePlace',
        data: { activityId: 'g1', orderId: 'o1', reason: 'expired' },
        context: context('hold-expiry', LATER),
      })
      .then([
        { type: 'GamePlaceReleased', data: { activityId: 'g1', participantId: 'arjun', orderId: 'o1', reason: 'expired', places: 3 } },
      ]));

  it('a lapsed hold with friends keeps nobody out: the next hold releases all its places first', () =>
    places
      .given([...paidGame(), held(arjun, 'o1', { membersCount: 5 })])
      .when({ ...hold(priya, 'o2', 4), context: context('priya', LATER) })
      .then([
        { type: 'GamePlaceReleased', data: { activityId: 'g1', participantId: 'arjun', orderId: 'o1', reason: 'expired', places: 5 } },
        held(priya, 'o2', { membersCount: 4 }),
      ]));

  it('cancelling the order takes the buyer and their friends out of the game', () =>
    places
      .given([...paidGame(), held(arjun, 'o1', { membersCount: 3 }), joined(arjun, { orderId: 'o1', membersCount: 3 })])
      .when({ type: 'ReleaseGamePlace', data: { activityId: 'g1', orderId: 'o1', reason: 'cancelled' }, context: context('orders', LATER) })
      .then([{ type: 'ParticipantLeft', data: { activityId: 'g1', participantId: 'arjun', places: 3, orderId: 'o1' } }]));

  it('a late payment joins only if all its places are still free', () =>
    places
      .given([...paidGame(), joined(priya, { membersCount: 4 })])
      .when({
        type: 'ConfirmGamePlace',
        data: { activityId: 'g1', player: arjun, orderId: 'o9', membersCount: 2 },
        context: context('gateway'),
      })
      .thenThrows('SOLD_OUT'));
});

describe('the host marks the match full while a place is offered from the waitlist', () => {
  const full: GameEvent[] = [...game({ maxParticipants: 3 }), joined(arjun), joined(priya)];
  const queued: GameEvent = { type: 'PlayerJoinedWaitlist', data: { activityId: 'g1', player: kavya } };
  const offered: GameEvent = {
    type: 'WaitlistPlaceOffered',
    data: { activityId: 'g1', userId: 'kavya', expiresAt: '2026-11-20T10:30:00.000Z' },
  };
  const left: GameEvent = { type: 'ParticipantLeft', data: { activityId: 'g1', participantId: 'priya' } };
  const markFull = (isMatchFull: boolean): GameCommandMessage => ({
    type: 'SetMatchFull',
    data: { activityId: 'g1', isMatchFull },
    context: context('host'),
  });
  const withdrawn: GameEvent = { type: 'WaitlistOfferWithdrawn', data: { activityId: 'g1', userId: 'kavya', reason: 'matchFull' } };

  it('withdraws the open offer in the same append', () =>
    games
      .given([...full, queued, left, offered])
      .when(markFull(true))
      .then([{ type: 'MatchFullSet', data: { activityId: 'g1', isMatchFull: true, setBy: 'host' } }, withdrawn]));

  it('the withdrawn player can no longer take the place', () =>
    games
      .given([
        ...full,
        queued,
        left,
        offered,
        { type: 'MatchFullSet', data: { activityId: 'g1', isMatchFull: true, setBy: 'host' } },
        withdrawn,
      ])
      .when({ type: 'AcceptWaitlistOffer', data: { activityId: 'g1', player: kavya }, context: context('kavya') })
      .thenThrows('NO_WAITLIST_OFFER'));

  it('keeps them in line: opening the match again offers them the place anew', () =>
    games
      .given([
        ...full,
        queued,
        left,
        offered,
        { type: 'MatchFullSet', data: { activityId: 'g1', isMatchFull: true, setBy: 'host' } },
        withdrawn,
      ])
      .when(markFull(false))
      .then([{ type: 'MatchFullSet', data: { activityId: 'g1', isMatchFull: false, setBy: 'host' } }, offered]));

  it('with no offer open, marking full appends only that', () =>
    games
      .given([...full, queued])
      .when(markFull(true))
      .then([{ type: 'MatchFullSet', data: { activityId: 'g1', isMatchFull: true, setBy: 'host' } }]));
});
