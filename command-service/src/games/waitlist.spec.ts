import { describe, it } from 'vitest';
import type { GameDetails, GameEvent } from '@sports/contracts';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { deciderSpec } from '../core/deciderSpec';
import { gameDecider, type GameCommandMessage } from './gameDecider';
import { gamePlacesDecider } from './paidPlaces';

/** The waitlist of a full game, as rules. The sample game starts 2026-11-22T12:30Z. */
const NOW = '2026-11-20T10:00:00.000Z';
const IN_30_MIN = '2026-11-20T10:30:00.000Z';
const START = '2026-11-22T12:30:00.000Z';
const context = (userId: string, now = NOW) => ({ commandId: `cmd-${Math.random()}`, userId, now });
const host = { id: 'host', name: 'Hari Host' };
const priya = { id: 'priya', name: 'Priya P' };
const arjun = { id: 'arjun', name: 'Arjun A' };
const kavya = { id: 'kavya', name: 'Kavya K' };
const dev = { id: 'dev', name: 'Dev D' };

/** A game of three places, full: host, Priya, Arjun. */
const full = (overrides: Partial<GameDetails> = {}): GameEvent[] => [
  { type: 'GameCreated', data: { activityId: 'g1', host, details: sampleGameDetails(overrides) } },
  ...[host, priya, arjun].map((participant): GameEvent => ({ type: 'PlayerJoinedGame', data: { activityId: 'g1', participant } })),
];
const queued = (player: { id: string; name: string }): GameEvent => ({ type: 'PlayerJoinedWaitlist', data: { activityId: 'g1', player } });
const offered = (userId: string, expiresAt = IN_30_MIN): GameEvent => ({
  type: 'WaitlistPlaceOffered',
  data: { activityId: 'g1', userId, expiresAt },
});
const left = (participantId: string): GameEvent => ({ type: 'ParticipantLeft', data: { activityId: 'g1', participantId } });

const command = (type: string, data: object, by: string, now = NOW) =>
  ({ type, data: { activityId: 'g1', ...data }, context: context(by, now) }) as GameCommandMessage;
const joinWaitlist = (player: { id: string; name: string }, now = NOW) => command('JoinWaitlist', { player }, player.id, now);
const leaveWaitlist = (userId: string) => command('LeaveWaitlist', { userId }, userId);
const accept = (player: { id: string; name: string }, now = NOW) => command('AcceptWaitlistOffer', { player }, player.id, now);
const decline = (userId: string) => command('DeclineWaitlistOffer', { userId }, userId);
const lapse = (userId: string, expiresAt: string, now: string) =>
  command('LapseWaitlistOffer', { userId, expiresAt }, 'waitlist-sweeper', now);
const join = (player: { id: string; name: string }, now = NOW) => command('JoinGame', { player }, player.id, now);
const leave = (participantId: string) => command('LeaveGame', { participantId }, participantId);

const spec = deciderSpec(gameDecider);

describe('joining the waitlist', () => {
  it('queues a player for a full game', () =>
    spec
      .given(full())
      .when(joinWaitlist(kavya))
      .then([queued(kavya)]));

  it('refuses a game with places left: join it instead', () =>
    spec.given(full().slice(0, 3)).when(joinWaitlist(kavya)).thenThrows('GAME_NOT_FULL'));

  it('counts a game marked match full as full', () =>
    spec
      .given([...full().slice(0, 3), { type: 'MatchFullSet', data: { activityId: 'g1', isMatchFull: true, setBy: 'host' } }])
      .when(joinWaitlist(kavya))
      .then([queued(kavya)]));

  it('counts a place offered to someone else as taken', () =>
    spec
      .given([...full(), queued(kavya), left('arjun'), offered('kavya')])
      .when(joinWaitlist(dev))
      .then([queued(dev)]));

  it('refuses a participant, the host, and someone already in line', () => {
    spec.given(full()).when(joinWaitlist(priya)).thenThrows('ALREADY_PARTICIPANT');
    spec.given(full()).when(joinWaitlist(host)).thenThrows('ALREADY_PARTICIPANT');
    spec
      .given([...full(), queued(kavya)])
      .when(joinWaitlist(kavya))
      .thenThrows('ALREADY_WAITLISTED');
  });

  it('refuses a game that is over, or has started', () => {
    spec.given(full()).when(joinWaitlist(kavya, '2026-11-23T00:00:00.000Z')).thenThrows('GAME_OVER');
    spec.given(full()).when(joinWaitlist(kavya, '2026-11-22T13:00:00.000Z')).thenThrows('WAITLIST_CLOSED');
  });

  it('refuses a private game: it takes requests', () =>
    spec
      .given(full({ privacy: 'private' }))
      .when(joinWaitlist(kavya))
      .thenThrows('WAITLIST_CLOSED'));

  it('refuses a game that does not exist', () => spec.given([]).when(joinWaitlist(kavya)).thenThrows('GAME_NOT_FOUND'));
});

describe('a place frees', () => {
  it('when a participant leaves, the first in line is offered it for 30 minutes', () =>
    spec
      .given([...full(), queued(kavya), queued(dev)])
      .when(leave('arjun'))
      .then([left('arjun'), offered('kavya')]));

  it('when the host removes a participant', () =>
    spec
      .given([...full(), queued(kavya)])
      .when(command('RemoveParticipant', { participantId: 'priya' }, 'host'))
      .then([{ type: 'ParticipantRemoved', data: { activityId: 'g1', participantId: 'priya', removedBy: 'host' } }, offered('kavya')]));

  it('when the host unsets match full', () =>
    spec
      .given([...full().slice(0, 3), { type: 'MatchFullSet', data: { activityId: 'g1', isMatchFull: true, setBy: 'host' } }, queued(kavya)])
      .when(command('SetMatchFull', { isMatchFull: false }, 'host'))
      .then([{ type: 'MatchFullSet', data: { activityId: 'g1', isMatchFull: false, setBy: 'host' } }, offered('kavya')]));

  it('when the host raises maxParticipants, one offer per new place, in line order', () => {
    const details = sampleGameDetails({ maxParticipants: 5 });
    spec
      .given([...full(), queued(kavya), queued(dev)])
      .when(command('UpdateGame', { details }, 'host'))
      .then([{ type: 'GameUpdated', data: { activityId: 'g1', details, updatedBy: 'host' } }, offered('kavya'), offered('dev')]);
  });

  it('the window ends when the game starts, if that is sooner than 30 minutes', () =>
    spec
      .given([...full(), queued(kavya)])
      .when({ ...leave('arjun'), context: context('arjun', '2026-11-22T12:10:00.000Z') })
      .then([left('arjun'), offered('kavya', START)]));

  it('offers nothing once the game has started: the place is open to anyone', () =>
    spec
      .given([...full(), queued(kavya)])
      .when({ ...leave('arjun'), context: context('arjun', '2026-11-22T12:40:00.000Z') })
      .then([left('arjun')]));

  it('offers nothing while the game is on hold, and offers on release', () => {
    const held: GameEvent = { type: 'GameHeld', data: { activityId: 'g1', reason: 'Rain', heldBy: 'host' } };
    spec
      .given([...full(), held, queued(kavya)])
      .when(leave('arjun'))
      .then([left('arjun')]);
    spec
      .given([...full(), held, queued(kavya), left('arjun')])
      .when(command('ReleaseHold', {}, 'host'))
      .then([{ type: 'GameHoldReleased', data: { activityId: 'g1', releasedBy: 'host' } }, offered('kavya')]);
  });
});

describe('while an offer stands the place is reserved', () => {
  const offeredToKavya = [...full(), queued(kavya), queued(dev), left('arjun'), offered('kavya')];

  it("another player's join gets PLACE_RESERVED", () =>
    spec
      .given(offeredToKavya)
      .when(join({ id: 'zoe', name: 'Zoe' }))
      .thenThrows('PLACE_RESERVED'));

  it('someone later in line cannot take it either', () => spec.given(offeredToKavya).when(join(dev)).thenThrows('PLACE_RESERVED'));

  it('the host cannot accept a request onto it', () =>
    spec
      .given([
        ...full({ privacy: 'private' }).slice(0, 3),
        { type: 'JoinRequested', data: { activityId: 'g1', participant: dev } },
        { type: 'JoinRequested', data: { activityId: 'g1', participant: arjun } },
        { type: 'JoinRequestAccepted', data: { activityId: 'g1', participantId: 'arjun', acceptedBy: 'host' } },
        queued(kavya),
        left('arjun'),
        offered('kavya'),
      ])
      .when(command('AcceptJoinRequest', { participantId: 'dev' }, 'host'))
      .thenThrows('PLACE_RESERVED'));
});

describe('answering an offer', () => {
  const offeredToKavya = [...full(), queued(kavya), queued(dev), left('arjun'), offered('kavya')];

  // wasWaitlisted: the join says it takes the player out of the line (read models count the line down by it).
  it('accepting is a join', () =>
    spec
      .given(offeredToKavya)
      .when(accept(kavya))
      .then([{ type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: kavya, wasWaitlisted: true } }]));

  it('a plain join by the offered player takes the place too', () =>
    spec
      .given(offeredToKavya)
      .when(join(kavya))
      .then([{ type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: kavya, wasWaitlisted: true } }]));

  it('after accepting, the player is out of the line and the game is full again', () =>
    spec
      .given([...offeredToKavya, { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: kavya } }])
      .when(leaveWaitlist('kavya'))
      .thenThrows('NOT_WAITLISTED'));

  it('refuses to accept without an offer, or after it ran out', () => {
    spec.given(offeredToKavya).when(accept(dev)).thenThrows('NO_WAITLIST_OFFER');
    spec.given(offeredToKavya).when(accept(kavya, '2026-11-20T10:31:00.000Z')).thenThrows('WAITLIST_OFFER_EXPIRED');
  });

  it('declining passes the place to the next in line', () =>
    spec
      .given(offeredToKavya)
      .when(decline('kavya'))
      .then([{ type: 'WaitlistOfferDeclined', data: { activityId: 'g1', userId: 'kavya' } }, offered('dev')]));

  it('leaving the line with an offer passes it on too', () =>
    spec
      .given(offeredToKavya)
      .when(leaveWaitlist('kavya'))
      .then([{ type: 'PlayerLeftWaitlist', data: { activityId: 'g1', userId: 'kavya' } }, offered('dev')]));

  it('leaving the line without an offer changes nothing else', () =>
    spec
      .given(offeredToKavya)
      .when(leaveWaitlist('dev'))
      .then([{ type: 'PlayerLeftWaitlist', data: { activityId: 'g1', userId: 'dev' } }]));

  it('refuses to decline without an offer', () => spec.given(offeredToKavya).when(decline('dev')).thenThrows('NO_WAITLIST_OFFER'));
});

describe('an offer lapses (appended by the sweeper)', () => {
  const offeredToKavya = [...full(), queued(kavya), queued(dev), left('arjun'), offered('kavya')];
  const lapsed: GameEvent = { type: 'WaitlistOfferLapsed', data: { activityId: 'g1', userId: 'kavya', expiresAt: IN_30_MIN } };

  it('once due, and the place passes down the line with a fresh window', () =>
    spec
      .given(offeredToKavya)
      .when(lapse('kavya', IN_30_MIN, '2026-11-20T10:30:05.000Z'))
      .then([lapsed, offered('dev', '2026-11-20T11:00:05.000Z')]));

  it('not before it is due', () =>
    spec
      .given(offeredToKavya)
      .when(lapse('kavya', IN_30_MIN, '2026-11-20T10:29:59.000Z'))
      .then([]));

  it('never twice: a second sweeper finds nothing to do', () =>
    spec
      .given([...offeredToKavya, lapsed, offered('dev', '2026-11-20T11:00:05.000Z')])
      .when(lapse('kavya', IN_30_MIN, '2026-11-20T10:31:00.000Z'))
      .then([]));

  it('not an offer already accepted', () =>
    spec
      .given([...offeredToKavya, { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: kavya } }])
      .when(lapse('kavya', IN_30_MIN, '2026-11-20T10:31:00.000Z'))
      .then([]));

  it('the last in line lapsing leaves the place open to anyone', () =>
    spec
      .given([
        ...full(),
        queued(kavya),
        left('arjun'),
        offered('kavya'),
        { type: 'WaitlistOfferLapsed', data: { activityId: 'g1', userId: 'kavya', expiresAt: IN_30_MIN } },
      ])
      .when(join(dev, '2026-11-20T10:31:00.000Z'))
      .then([{ type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: dev } }]));

  it('someone still in line who takes a free place once the game has started says they leave the line', () =>
    spec
      .given([...full(), queued(kavya), left('arjun')])
      .when(join(kavya, '2026-11-22T12:45:00.000Z'))
      .then([{ type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: kavya, wasWaitlisted: true } }]));
});

describe('a pay-before game: the offered place is paid for through checkout', () => {
  const paid = { enablePay: true, payableMethod: 'paybefore' as const };
  const offeredToKavya = [...full(paid), queued(kavya), queued(dev), left('arjun'), offered('kavya')];
  const places = deciderSpec(gamePlacesDecider);
  const hold = (player: { id: string; name: string }, orderId: string) =>
    ({
      type: 'HoldGamePlace',
      data: { activityId: 'g1', player, orderId, expiresAt: '2026-11-20T10:15:00.000Z' },
      context: context(player.id),
    }) as const;

  it('accepting outright is refused', () => spec.given(offeredToKavya).when(accept(kavya)).thenThrows('PAYMENT_REQUIRED'));

  it("the offered player's order holds the place, and uses the offer", () =>
    places
      .given(offeredToKavya)
      .when(hold(kavya, 'o1'))
      .then([
        {
          type: 'GamePlaceHeld',
          data: { activityId: 'g1', participant: kavya, orderId: 'o1', expiresAt: '2026-11-20T10:15:00.000Z', wasWaitlisted: true },
        },
      ]));

  it("another player's order cannot take the reserved place", () =>
    places.given(offeredToKavya).when(hold(dev, 'o2')).thenThrows('PLACE_RESERVED'));

  it('once held, the offer is gone: no lapse, and a released hold goes to the next in line', () => {
    const held: GameEvent = {
      type: 'GamePlaceHeld',
      data: { activityId: 'g1', participant: kavya, orderId: 'o1', expiresAt: '2026-11-20T10:15:00.000Z' },
    };
    spec
      .given([...offeredToKavya, held])
      .when(lapse('kavya', IN_30_MIN, '2026-11-20T10:31:00.000Z'))
      .then([]);
    places
      .given([...offeredToKavya, held])
      .when({
        type: 'ReleaseGamePlace',
        data: { activityId: 'g1', orderId: 'o1', reason: 'expired' },
        context: context('hold-expiry', '2026-11-20T10:16:00.000Z'),
      })
      .then([
        { type: 'GamePlaceReleased', data: { activityId: 'g1', participantId: 'kavya', orderId: 'o1', reason: 'expired' } },
        offered('dev', '2026-11-20T10:46:00.000Z'),
      ]);
  });
});
