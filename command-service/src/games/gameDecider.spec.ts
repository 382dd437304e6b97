import { describe, it } from 'vitest';
import type { GameDetails, GameEvent } from '@sports/contracts';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { deciderSpec } from '../core/deciderSpec';
import { gameDecider, type GameCommandMessage } from './gameDecider';

const NOW = '2026-11-20T10:00:00.000Z';
const context = (userId: string, now = NOW) => ({ commandId: `cmd-${Math.random()}`, userId, now });
const host = { id: 'host', name: 'Hari Host' };
const priya = { id: 'priya', name: 'Priya P' };
const arjun = { id: 'arjun', name: 'Arjun A' };

const details = sampleGameDetails;

const created = (overrides: Partial<GameDetails> = {}): GameEvent[] => [
  { type: 'GameCreated', data: { activityId: 'g1', host, details: details(overrides) } },
  { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: host } },
];
const joined = (participant: { id: string; name: string }): GameEvent => ({
  type: 'PlayerJoinedGame',
  data: { activityId: 'g1', participant },
});
const join = (player: { id: string; name: string }, now = NOW): GameCommandMessage => ({
  type: 'JoinGame',
  data: { activityId: 'g1', player },
  context: context(player.id, now),
});

const spec = deciderSpec(gameDecider);

describe('CreateGame', () => {
  const create = (overrides: Partial<GameDetails> = {}): GameCommandMessage => ({
    type: 'CreateGame',
    data: { activityId: 'g1', host, details: details(overrides) },
    context: context('host'),
  });

  it('makes the creator host and, by default, the first participant', () => spec.given([]).when(create()).then(created()));

  it('leaves the host out when the host does not participate', () =>
    spec
      .given([])
      .when(create({ isHostParticipating: false }))
      .then([{ type: 'GameCreated', data: { activityId: 'g1', host, details: details({ isHostParticipating: false }) } }]));

  it('refuses a second create on the same id', () => spec.given(created()).when(create()).thenThrows('GAME_ALREADY_EXISTS'));

  it('refuses a duration that ends before it starts', () =>
    spec
      .given([])
      .when(create({ duration: [{ from: '2026-11-22T18:00:00+05:30', to: '2026-11-22T17:00:00+05:30' }] }))
      .thenThrows('INVALID_SCHEDULE'));

  it('refuses a game that would already be over', () =>
    spec
      .given([])
      .when(create({ date: '2026-11-01', duration: [{ from: '2026-11-01T18:00:00+05:30' }] }))
      .thenThrows('INVALID_SCHEDULE'));

  it('refuses a date that is not the day of the first duration', () =>
    spec
      .given([])
      .when(create({ date: '2026-11-23' }))
      .thenThrows('INVALID_SCHEDULE'));

  it('refuses a skill range upside down', () =>
    spec
      .given([])
      .when(create({ enableGameSkill: true, gameSkillFrom: 3, gameSkillTo: 1 }))
      .thenThrows('INVALID_SKILL_RANGE'));
});

describe('JoinGame', () => {
  it('adds a player to a public game directly', () =>
    spec
      .given(created())
      .when(join(priya))
      .then([joined(priya)]));

  it('sends a request for a private game', () =>
    spec
      .given(created({ privacy: 'private' }))
      .when(join(priya))
      .then([{ type: 'JoinRequested', data: { activityId: 'g1', participant: priya } }]));

  it('refuses an existing participant', () =>
    spec
      .given([...created(), joined(priya)])
      .when(join(priya))
      .thenThrows('ALREADY_PARTICIPANT'));

  it('refuses a second request', () =>
    spec
      .given([...created({ privacy: 'private' }), { type: 'JoinRequested', data: { activityId: 'g1', participant: priya } }])
      .when(join(priya))
      .thenThrows('ALREADY_REQUESTED'));

  it('refuses a full game', () =>
    spec
      .given([...created({ maxParticipants: 2 }), joined(priya)])
      .when(join(arjun))
      .thenThrows('GAME_FULL'));

  it('refuses a game on hold', () =>
    spec
      .given([...created(), { type: 'GameHeld', data: { activityId: 'g1', reason: 'Rain', heldBy: 'host' } }])
      .when(join(priya))
      .thenThrows('GAME_ON_HOLD'));

  it('refuses a game that is over (last duration end passed)', () =>
    spec.given(created()).when(join(priya, '2026-11-22T14:00:00.000Z')).thenThrows('GAME_OVER'));

  it('counts a game without an end as over 4 hours after its start (spec section 4)', () => {
    const open = created({ duration: [{ from: '2026-11-22T18:00:00+05:30' }] });
    spec
      .given(open)
      .when(join(priya, '2026-11-22T16:29:59.000Z'))
      .then([joined(priya)]);
    spec.given(open).when(join(priya, '2026-11-22T16:30:00.000Z')).thenThrows('GAME_OVER');
  });

  it('refuses an unknown game', () => spec.given([]).when(join(priya)).thenThrows('GAME_NOT_FOUND'));
});

describe('join requests', () => {
  const requested: GameEvent[] = [
    ...created({ privacy: 'private' }),
    { type: 'JoinRequested', data: { activityId: 'g1', participant: priya } },
  ];
  const answer = (type: 'AcceptJoinRequest' | 'RejectJoinRequest', by: string, participantId = 'priya'): GameCommandMessage => ({
    type,
    data: { activityId: 'g1', participantId },
    context: context(by),
  });

  it('host accepts a request', () =>
    spec
      .given(requested)
      .when(answer('AcceptJoinRequest', 'host'))
      .then([{ type: 'JoinRequestAccepted', data: { activityId: 'g1', participantId: 'priya', acceptedBy: 'host' } }]));

  it('host rejects a request', () =>
    spec
      .given(requested)
      .when(answer('RejectJoinRequest', 'host'))
      .then([{ type: 'JoinRequestRejected', data: { activityId: 'g1', participantId: 'priya', rejectedBy: 'host' } }]));

  it('only the host answers', () => spec.given(requested).when(answer('AcceptJoinRequest', 'arjun')).thenThrows('NOT_HOST'));

  it('there must be an open request', () =>
    spec
      .given(requested)
      .when(answer('AcceptJoinRequest', 'host', 'arjun'))
      .thenThrows('REQUEST_NOT_FOUND'));

  it('accepting respects the participant limit', () =>
    spec
      .given([
        ...created({ privacy: 'private', maxParticipants: 2 }),
        joined(arjun),
        { type: 'JoinRequested', data: { activityId: 'g1', participant: priya } },
      ])
      .when(answer('AcceptJoinRequest', 'host'))
      .thenThrows('GAME_FULL'));
});

describe('HoldGame and ReleaseHold', () => {
  const hold = (by: string): GameCommandMessage => ({
    type: 'HoldGame',
    data: { activityId: 'g1', reason: 'Ground flooded' },
    context: context(by),
  });
  const release = (by: string): GameCommandMessage => ({ type: 'ReleaseHold', data: { activityId: 'g1' }, context: context(by) });
  const held: GameEvent = { type: 'GameHeld', data: { activityId: 'g1', reason: 'Ground flooded', heldBy: 'host' } };

  it('host holds with a reason', () => spec.given(created()).when(hold('host')).then([held]));
  it('only the host holds', () => spec.given(created()).when(hold('priya')).thenThrows('NOT_HOST'));
  it('a held game cannot be held again', () =>
    spec
      .given([...created(), held])
      .when(hold('host'))
      .thenThrows('GAME_ON_HOLD'));
  it('host releases the hold', () =>
    spec
      .given([...created(), held])
      .when(release('host'))
      .then([{ type: 'GameHoldReleased', data: { activityId: 'g1', releasedBy: 'host' } }]));
  it('only the host releases', () =>
    spec
      .given([...created(), held])
      .when(release('priya'))
      .thenThrows('NOT_HOST'));
  it('release needs a hold', () => spec.given(created()).when(release('host')).thenThrows('GAME_NOT_ON_HOLD'));
  it('after release players can join again', () =>
    spec
      .given([...created(), held, { type: 'GameHoldReleased', data: { activityId: 'g1', releasedBy: 'host' } }])
      .when(join(priya))
      .then([joined(priya)]));
});

describe('AddCoHost (spec section 6: the host, not a co-host, adds co-hosts)', () => {
  const addCoHost = (coHostId: string, by = 'host', now = NOW): GameCommandMessage => ({
    type: 'AddCoHost',
    data: { activityId: 'g1', coHostId },
    context: context(by, now),
  });
  const coHostAdded = (coHostId: string): GameEvent => ({ type: 'CoHostAdded', data: { activityId: 'g1', coHostId, addedBy: 'host' } });
  const withPlayers = [...created(), joined(priya), joined(arjun)];

  it('the host makes a participant co-host', () =>
    spec
      .given(withPlayers)
      .when(addCoHost('priya'))
      .then([coHostAdded('priya')]));
  it('a co-host cannot add co-hosts', () =>
    spec
      .given([...withPlayers, coHostAdded('priya')])
      .when(addCoHost('arjun', 'priya'))
      .thenThrows('NOT_HOST'));
  it('a participant cannot either', () => spec.given(withPlayers).when(addCoHost('arjun', 'priya')).thenThrows('NOT_HOST'));
  it('only participants become co-hosts', () => spec.given(created()).when(addCoHost('priya')).thenThrows('NOT_A_PARTICIPANT'));
  it('twice is refused, and the host is already a host', () => {
    spec
      .given([...withPlayers, coHostAdded('priya')])
      .when(addCoHost('priya'))
      .thenThrows('ALREADY_CO_HOST');
    spec.given(withPlayers).when(addCoHost('host')).thenThrows('ALREADY_CO_HOST');
  });
  it('not once the game is over', () =>
    spec
      .given(withPlayers)
      .when(addCoHost('priya', 'host', '2026-11-30T10:00:00.000Z'))
      .thenThrows('GAME_OVER'));
  it('a co-host still cannot hold the game (host only)', () =>
    spec
      .given([...withPlayers, coHostAdded('priya')])
      .when({ type: 'HoldGame', data: { activityId: 'g1', reason: 'x' }, context: context('priya') })
      .thenThrows('NOT_HOST'));
});

describe('SetMatchFull (spec sections 4 and 6: host only)', () => {
  const setFull = (isMatchFull: boolean, by = 'host'): GameCommandMessage => ({
    type: 'SetMatchFull',
    data: { activityId: 'g1', isMatchFull },
    context: context(by),
  });
  const marked = (isMatchFull: boolean): GameEvent => ({ type: 'MatchFullSet', data: { activityId: 'g1', isMatchFull, setBy: 'host' } });

  it('the host marks the match full, and nobody joins it then', () => {
    spec
      .given(created())
      .when(setFull(true))
      .then([marked(true)]);
    spec
      .given([...created(), marked(true)])
      .when(join(priya))
      .thenThrows('GAME_FULL');
  });
  it('and opens it again', () =>
    spec
      .given([...created(), marked(true)])
      .when(setFull(false))
      .then([marked(false)]));
  it('marking what is already so appends nothing', () =>
    spec
      .given([...created(), marked(true)])
      .when(setFull(true))
      .then([]));
  it('only the host', () =>
    spec
      .given([...created(), joined(priya)])
      .when(setFull(true, 'priya'))
      .thenThrows('NOT_HOST'));
});

describe('RemoveParticipant (spec sections 4 and 6: host only)', () => {
  const remove = (participantId: string, by = 'host'): GameCommandMessage => ({
    type: 'RemoveParticipant',
    data: { activityId: 'g1', participantId },
    context: context(by),
  });
  const removed = (participantId: string): GameEvent => ({
    type: 'ParticipantRemoved',
    data: { activityId: 'g1', participantId, removedBy: 'host' },
  });

  it('the host removes a participant, whose place opens again', () => {
    spec
      .given([...created({ maxParticipants: 2 }), joined(priya)])
      .when(remove('priya'))
      .then([removed('priya')]);
    spec
      .given([...created({ maxParticipants: 2 }), joined(priya), removed('priya')])
      .when(join(arjun))
      .then([joined(arjun)]);
  });
  it('only participants other than the host', () => {
    spec.given(created()).when(remove('priya')).thenThrows('NOT_A_PARTICIPANT');
    spec.given(created()).when(remove('host')).thenThrows('NOT_A_PARTICIPANT');
    spec
      .given([...created(), joined(priya), removed('priya')])
      .when(remove('priya'))
      .thenThrows('NOT_A_PARTICIPANT');
  });
  it('only the host, not a participant or co-host', () => {
    const coHost: GameEvent = { type: 'CoHostAdded', data: { activityId: 'g1', coHostId: 'priya', addedBy: 'host' } };
    spec
      .given([...created(), joined(priya), joined(arjun), coHost])
      .when(remove('arjun', 'priya'))
      .thenThrows('NOT_HOST');
  });
});

describe('LeaveGame and DeleteGame', () => {
  const leave = (who: string, now = NOW): GameCommandMessage => ({
    type: 'LeaveGame',
    data: { activityId: 'g1', participantId: who },
    context: context(who, now),
  });
  const del = (by = 'host', now = NOW): GameCommandMessage => ({
    type: 'DeleteGame',
    data: { activityId: 'g1' },
    context: context(by, now),
  });
  const deleted: GameEvent = { type: 'GameDeleted', data: { activityId: 'g1', deletedBy: 'host' } };

  it('a participant leaves and the place opens', () => {
    spec
      .given([...created({ maxParticipants: 2 }), joined(priya)])
      .when(leave('priya'))
      .then([{ type: 'ParticipantLeft', data: { activityId: 'g1', participantId: 'priya' } }]);
    spec
      .given([
        ...created({ maxParticipants: 2 }),
        joined(priya),
        { type: 'ParticipantLeft', data: { activityId: 'g1', participantId: 'priya' } },
      ])
      .when(join(arjun))
      .then([joined(arjun)]);
  });
  it('the host cannot leave; strangers have nothing to leave', () => {
    spec.given(created()).when(leave('host')).thenThrows('HOST_CANNOT_LEAVE');
    spec.given(created()).when(leave('priya')).thenThrows('NOT_A_PARTICIPANT');
  });
  it('the host deletes a game that is not over; then it is gone for every command', () => {
    spec.given(created()).when(del()).then([deleted]);
    spec
      .given([...created(), deleted])
      .when(join(priya))
      .thenThrows('GAME_NOT_FOUND');
    spec
      .given([...created(), deleted])
      .when(del())
      .thenThrows('GAME_NOT_FOUND');
  });
  it('only the host deletes, and not a game that took place', () => {
    spec
      .given([...created(), joined(priya)])
      .when(del('priya'))
      .thenThrows('NOT_HOST');
    spec.given(created()).when(del('host', '2026-11-30T10:00:00.000Z')).thenThrows('GAME_OVER');
  });
});

describe('InviteParticipants (spec sections 4 and 7)', () => {
  const invite = (ids: Array<{ id: string; name: string }>, by = 'host'): GameCommandMessage => ({
    type: 'InviteParticipants',
    data: { activityId: 'g1', invitees: ids },
    context: context(by),
  });
  const invited = (ids: Array<{ id: string; name: string }>, by = 'host'): GameEvent => ({
    type: 'ParticipantsInvited',
    data: { activityId: 'g1', invitees: ids, invitedBy: by },
  });

  it('the host invites; an invited player joins a private game directly (Accept)', () => {
    spec
      .given(created({ privacy: 'private' }))
      .when(invite([priya]))
      .then([invited([priya])]);
    spec
      .given([...created({ privacy: 'private' }), invited([priya])])
      .when(join(priya))
      .then([joined(priya)]);
    spec
      .given([...created({ privacy: 'private' }), invited([priya])])
      .when(join(arjun))
      .then([{ type: 'JoinRequested', data: { activityId: 'g1', participant: arjun } }]);
  });
  it('skips people already in, already invited, the host and repeats; nothing new appends nothing', () => {
    spec
      .given([...created(), joined(priya)])
      .when(invite([priya, arjun, arjun, host]))
      .then([invited([arjun])]);
    spec
      .given([...created(), invited([arjun])])
      .when(invite([arjun]))
      .then([]);
  });
  it('a co-host invites too; a participant cannot', () => {
    const coHost: GameEvent = { type: 'CoHostAdded', data: { activityId: 'g1', coHostId: 'priya', addedBy: 'host' } };
    spec
      .given([...created(), joined(priya), coHost])
      .when(invite([arjun], 'priya'))
      .then([invited([arjun], 'priya')]);
    spec
      .given([...created(), joined(priya)])
      .when(invite([arjun], 'priya'))
      .thenThrows('NOT_HOST');
  });
});

describe('DeclineInvitation (spec section 4 "invited (user can Accept)")', () => {
  const invited = (p: { id: string; name: string }): GameEvent => ({
    type: 'ParticipantsInvited',
    data: { activityId: 'g1', invitees: [p], invitedBy: 'host' },
  });
  const decline = (by: string, now = NOW): GameCommandMessage => ({
    type: 'DeclineInvitation',
    data: { activityId: 'g1', participantId: by },
    context: context(by, now),
  });
  const declined = (by: string): GameEvent => ({ type: 'InvitationDeclined', data: { activityId: 'g1', participantId: by } });

  it('an invited user declines', () =>
    spec
      .given([...created({ privacy: 'private' }), invited(priya)])
      .when(decline('priya'))
      .then([declined('priya')]));

  it('a declined invitation is gone: declining again, or accepting it, is refused or becomes a request', () => {
    spec
      .given([...created({ privacy: 'private' }), invited(priya), declined('priya')])
      .when(decline('priya'))
      .thenThrows('INVITATION_NOT_FOUND');
    spec
      .given([...created({ privacy: 'private' }), invited(priya), declined('priya')])
      .when(join(priya))
      .then([{ type: 'JoinRequested', data: { activityId: 'g1', participant: priya } }]);
  });

  it('the host may invite again after a decline', () =>
    spec
      .given([...created(), invited(priya), declined('priya')])
      .when({ type: 'InviteParticipants', data: { activityId: 'g1', invitees: [priya] }, context: context('host') })
      .then([invited(priya)]));

  it('only the invited user has an invitation to decline', () => {
    spec
      .given([...created(), invited(priya)])
      .when(decline('arjun'))
      .thenThrows('INVITATION_NOT_FOUND');
    spec
      .given([...created(), joined(priya)])
      .when(decline('priya'))
      .thenThrows('INVITATION_NOT_FOUND');
    spec
      .given([...created()])
      .when(decline('host'))
      .thenThrows('INVITATION_NOT_FOUND');
  });

  it('a game that does not exist has no invitation', () => spec.given([]).when(decline('priya')).thenThrows('GAME_NOT_FOUND'));
});
