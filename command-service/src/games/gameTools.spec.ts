import { describe, expect, it } from 'vitest';
import type { GameEvent } from '@sports/contracts';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import { deciderSpec } from '../core/deciderSpec';
import { gameDecider, type GameCommandMessage } from './gameDecider';
import { validateFormAnswers } from './gameDetailsRules';
import { detailsOnDate } from './seriesDates';

const NOW = '2026-11-20T10:00:00.000Z';
const context = (userId: string) => ({ commandId: `cmd-${Math.random()}`, userId, now: NOW });
const host = { id: 'host', name: 'Hari Host' };
const priya = { id: 'priya', name: 'Priya P' };
const coHost = { id: 'cohost', name: 'Chitra C' };
const spec = deciderSpec(gameDecider);

const created = (overrides: Parameters<typeof sampleGameDetails>[0] = {}): GameEvent[] => [
  { type: 'GameCreated', data: { activityId: 'g1', host, details: sampleGameDetails(overrides) } },
  { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: host } },
];
const joined = (p: { id: string; name: string }): GameEvent => ({ type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: p } });
const withCoHost = (): GameEvent[] => [
  ...created({ maxParticipants: 6 }),
  joined(coHost),
  { type: 'CoHostAdded', data: { activityId: 'g1', coHostId: 'cohost', addedBy: 'host' } },
];
const as = (userId: string, command: Omit<GameCommandMessage, 'context'>) =>
  ({ ...command, context: context(userId) }) as GameCommandMessage;

describe('UpdateGame (spec section 8: "Game created/updated successfully")', () => {
  const update = (userId: string, overrides: Parameters<typeof sampleGameDetails>[0] = {}) =>
    as(userId, { type: 'UpdateGame', data: { activityId: 'g1', details: sampleGameDetails(overrides) } });

  it('replaces the details', () =>
    spec
      .given(created())
      .when(update('host', { name: 'Renamed', maxParticipants: 5 }))
      .then([
        {
          type: 'GameUpdated',
          data: { activityId: 'g1', details: sampleGameDetails({ name: 'Renamed', maxParticipants: 5 }), updatedBy: 'host' },
        },
      ]));
  it("is the host's alone", () => spec.given(withCoHost()).when(update('cohost')).thenThrows('NOT_HOST'));
  it('never leaves fewer places than people joined', () =>
    spec
      .given([...created({ maxParticipants: 3 }), joined(priya), joined(coHost)])
      .when(update('host', { maxParticipants: 2 }))
      .thenThrows('MAX_BELOW_JOINED'));
  it('checks the same rules as a create', () =>
    spec
      .given(created())
      .when(update('host', { participationType: 'team', teamCount: 2, maxParticipantPerTeam: 5, maxParticipants: 8 }))
      .thenThrows('INVALID_TEAMS'));
  it('accepts a team game whose places are teams × players', () =>
    spec
      .given(created())
      .when(update('host', { participationType: 'team', teamCount: 2, maxParticipantPerTeam: 5, maxParticipants: 10 }))
      .then([
        {
          type: 'GameUpdated',
          data: {
            activityId: 'g1',
            details: sampleGameDetails({ participationType: 'team', teamCount: 2, maxParticipantPerTeam: 5, maxParticipants: 10 }),
            updatedBy: 'host',
          },
        },
      ]));
  it('wants a link for an online game', () =>
    spec
      .given(created())
      .when(update('host', { isOnlineActivity: true }))
      .thenThrows('VALIDATION_FAILED'));
});

describe('bulk create moves the template to each date', () => {
  it('keeps times of day and offsets', () => {
    const moved = detailsOnDate(
      sampleGameDetails({ duration: [{ from: '2026-11-22T22:00:00+05:30', to: '2026-11-23T01:00:00+05:30' }] }),
      '2026-12-01',
    );
    expect(moved.date).toBe('2026-12-01');
    expect(moved.duration).toEqual([{ from: '2026-12-01T22:00:00+05:30', to: '2026-12-02T01:00:00+05:30' }]);
  });
});

describe('offline participants (spec sections 3 and 6)', () => {
  const add = (userId: string, names: string[], bookedBy = 'host') =>
    as(userId, {
      type: 'AddOfflineParticipants',
      data: { activityId: 'g1', participants: names.map((name, i) => ({ id: `off-${i}`, name })), bookedBy },
    });

  it('takes places, booked by the host or a participant', () =>
    spec
      .given([...created({ maxParticipants: 4 }), joined(priya)])
      .when(add('host', ['Guest'], 'priya'))
      .then([
        {
          type: 'OfflineParticipantsAdded',
          data: { activityId: 'g1', participants: [{ id: 'off-0', name: 'Guest' }], bookedBy: 'priya', addedBy: 'host' },
        },
      ]));
  it('is for the host only, not a co-host', () =>
    spec
      .given(withCoHost())
      .when(add('cohost', ['Guest']))
      .thenThrows('NOT_HOST'));
  it('needs the places', () =>
    spec
      .given(created({ maxParticipants: 3 }))
      .when(add('host', ['A', 'B', 'C']))
      .thenThrows('GAME_FULL'));
  it('needs bookedBy to be in the game', () =>
    spec
      .given(created())
      .when(add('host', ['A'], 'stranger'))
      .thenThrows('NOT_A_PARTICIPANT'));
  it('offline participants count towards a full game', () =>
    spec
      .given([
        ...created({ maxParticipants: 2 }),
        {
          type: 'OfflineParticipantsAdded',
          data: { activityId: 'g1', participants: [{ id: 'off-0', name: 'G' }], bookedBy: 'host', addedBy: 'host' },
        },
      ])
      .when(as('priya', { type: 'JoinGame', data: { activityId: 'g1', player: priya } }))
      .thenThrows('GAME_FULL'));
});

describe('link invitations (spec section 7 "PUT new user invite")', () => {
  const sent: GameEvent = {
    type: 'InviteLinkSent',
    data: { activityId: 'g1', inviteId: 'inv-1', secretHash: 'h1', sentTo: '+919800000001', invitedBy: 'host' },
  };
  const joinWith = (secretHash: string) =>
    as('priya', { type: 'JoinGame', data: { activityId: 'g1', player: priya, invite: { inviteId: 'inv-1', secretHash } } });

  it('lets the holder of the secret join a private game directly', () =>
    spec
      .given([...created({ privacy: 'private' }), sent])
      .when(joinWith('h1'))
      .then([{ type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: priya, inviteId: 'inv-1' } }]));
  it('refuses a wrong secret', () =>
    spec
      .given([...created({ privacy: 'private' }), sent])
      .when(joinWith('nope'))
      .thenThrows('INVITE_INVALID'));
  it('works once', () =>
    spec
      .given([
        ...created({ privacy: 'private' }),
        sent,
        { type: 'PlayerJoinedGame', data: { activityId: 'g1', participant: { id: 'arjun', name: 'A' }, inviteId: 'inv-1' } },
      ])
      .when(joinWith('h1'))
      .thenThrows('INVITE_INVALID'));
});

describe('holds, queries and slots', () => {
  const held: GameEvent = { type: 'GameHeld', data: { activityId: 'g1', reason: 'Rain', heldBy: 'host' } };
  const asked: GameEvent = { type: 'QueryAdded', data: { activityId: 'g1', queryId: 'q1', question: 'Parking?', askedBy: priya } };
  const slot = { slotId: 's1', fieldId: 'f1', slotDate: '2026-11-22', startTime: '18:00:00', endTime: '19:30:00' };

  it('participants respond to a hold; not while there is none', () => {
    spec
      .given([...created(), joined(priya), held])
      .when(as('priya', { type: 'RespondToHold', data: { activityId: 'g1', response: 'Still in' } }))
      .then([{ type: 'HoldResponded', data: { activityId: 'g1', userId: 'priya', response: 'Still in' } }]);
    spec
      .given([...created(), joined(priya)])
      .when(as('priya', { type: 'RespondToHold', data: { activityId: 'g1', response: 'x' } }))
      .thenThrows('GAME_NOT_ON_HOLD');
    spec
      .given([...created(), held])
      .when(as('stranger', { type: 'RespondToHold', data: { activityId: 'g1', response: 'x' } }))
      .thenThrows('NOT_HOST');
  });
  it('anyone who sees a public game asks; a private game hides from strangers', () => {
    spec
      .given(created())
      .when(as('priya', { type: 'AddQuery', data: { activityId: 'g1', queryId: 'q1', question: 'Parking?', askedBy: priya } }))
      .then([asked]);
    spec
      .given(created({ privacy: 'private' }))
      .when(as('priya', { type: 'AddQuery', data: { activityId: 'g1', queryId: 'q1', question: 'Parking?', askedBy: priya } }))
      .thenThrows('GAME_NOT_FOUND');
  });
  it('hosts answer once; the asker or hosts delete', () => {
    const answer = (userId: string) =>
      as(userId, {
        type: 'AnswerQuery',
        data: { activityId: 'g1', queryId: 'q1', answer: 'Yes', answeredBy: { id: userId, name: userId } },
      });
    spec
      .given([...created(), asked])
      .when(answer('priya'))
      .thenThrows('NOT_HOST');
    spec
      .given([...created(), asked, { type: 'QueryAnswered', data: { activityId: 'g1', queryId: 'q1', answer: 'Yes', answeredBy: host } }])
      .when(answer('host'))
      .thenThrows('QUERY_ALREADY_ANSWERED');
    spec
      .given([...created(), asked])
      .when(as('priya', { type: 'DeleteQuery', data: { activityId: 'g1', queryId: 'q1' } }))
      .then([{ type: 'QueryDeleted', data: { activityId: 'g1', queryId: 'q1', deletedBy: 'priya' } }]);
    spec
      .given([...created(), asked])
      .when(as('arjun', { type: 'DeleteQuery', data: { activityId: 'g1', queryId: 'q1' } }))
      .thenThrows('NOT_HOST');
    spec
      .given(created())
      .when(as('host', { type: 'DeleteQuery', data: { activityId: 'g1', queryId: 'q9' } }))
      .thenThrows('QUERY_NOT_FOUND');
  });
  it('a slot maps once and is removed only when mapped', () => {
    spec
      .given([...created(), { type: 'SlotMapped', data: { activityId: 'g1', slot, mappedBy: 'host' } }])
      .when(as('host', { type: 'MapSlot', data: { activityId: 'g1', slot } }))
      .thenThrows('SLOT_ALREADY_MAPPED');
    spec
      .given(created())
      .when(as('host', { type: 'UnmapSlot', data: { activityId: 'g1', slotId: 's1' } }))
      .thenThrows('SLOT_NOT_MAPPED');
  });
  it('a slot the host booked is mapped with what the booking paid for it (the cost a shared game divides)', () => {
    spec
      .given(created({ isCostShared: true }))
      .when(as('host', { type: 'MapSlot', data: { activityId: 'g1', slot, paidAmount: 141600 } }))
      .then([{ type: 'SlotMapped', data: { activityId: 'g1', slot, mappedBy: 'host', paidAmount: 141600 } }]);
    spec
      .given(created())
      .when(as('host', { type: 'MapSlot', data: { activityId: 'g1', slot } }))
      .then([{ type: 'SlotMapped', data: { activityId: 'g1', slot, mappedBy: 'host' } }]);
  });
});

describe('form fields (spec section 3 formFields)', () => {
  const fields = [
    { id: 'tshirt', label: 'T-shirt size', type: 'select' as const, required: true, options: ['S', 'M', 'L'] },
    { id: 'age', label: 'Age', type: 'number' as const, required: false },
  ];
  it('wants every required answer, of the right type, and nothing unknown', () => {
    expect(() => validateFormAnswers(fields, { tshirt: 'M', age: 31 })).not.toThrow();
    expect(() => validateFormAnswers(fields, {})).toThrow(/T-shirt size/);
    expect(() => validateFormAnswers(fields, { tshirt: 'XXL' })).toThrow(/select/);
    expect(() => validateFormAnswers(fields, { tshirt: 'S', age: 'old' })).toThrow(/number/);
    expect(() => validateFormAnswers(fields, { tshirt: 'S', shoe: '9' })).toThrow(/no such form field/);
  });
  it('a join without the required answers is refused', () =>
    spec
      .given(created({ formFields: fields }))
      .when(as('priya', { type: 'JoinGame', data: { activityId: 'g1', player: priya } }))
      .thenThrows('FORM_ANSWER_REQUIRED'));
});
