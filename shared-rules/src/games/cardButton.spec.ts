import { describe, expect, it } from 'vitest';
import { CARD_BUTTON_TEXT, cardAction, joinBlockOf, joinBlockText, paysBeforeJoining, viewerStanding } from './cardButton';
import { gameStatusAt } from './rules';

const NOW = Date.parse('2030-05-01T00:00:00Z');
const game = (overrides: Partial<Parameters<typeof cardAction>[0]> = {}): Parameters<typeof cardAction>[0] => ({
  host: 'h',
  hostandCoHost: ['h'],
  participants: ['h'],
  participantDetail: [],
  isFull: false,
  isMatchFull: false,
  duration: [{ from: '2030-05-02T07:00:00Z', to: '2030-05-02T08:30:00Z' }],
  hold: null,
  privacy: 'public',
  enablePay: false,
  payableMethod: 'paybefore',
  costPerParticpant: 15000,
  costPerTeam: 0,
  isCostShared: false,
  isHostPaying: false,
  participationType: 'individual',
  maxParticipants: 10,
  ...overrides,
});
const entry = (id: string, status: 'joined' | 'requested' | 'invited' | 'retired' | 'rejected' | 'payment_pending') =>
  ({
    id,
    status,
    membersCount: 1,
    created: '',
    updated: '',
    name: id,
    firstName: id,
    lastName: '',
    shortId: '',
    avatar: null,
    isOfflineParticipant: false,
  }) as never;
const over = { duration: [{ from: '2030-04-30T07:00:00Z', to: '2030-04-30T08:30:00Z' }] };
const held = { hold: { createdBy: 'h', reason: 'Rain', created: '', responses: [] } };

describe('card button (spec section 2)', () => {
  it.each([
    ['a stranger, on a free public game', game(), 'x', 'join'],
    ['a signed-out visitor', game(), null, 'join'],
    ['the host', game(), 'h', 'view'],
    ['a co-host', game({ hostandCoHost: ['h', 'c'] }), 'c', 'view'],
    ['a participant', game({ participants: ['h', 'p'] }), 'p', 'view'],
    ['a participant, on a full game', game({ participants: ['h', 'p'], isFull: true }), 'p', 'view'],
    ['anyone, on a game marked match full', game({ isMatchFull: true }), null, 'view'],
    ['someone with a pending request', game({ participantDetail: [entry('r', 'requested')] }), 'r', 'view'],
    ['an invited user', game({ participantDetail: [entry('i', 'invited')] }), 'i', 'accept'],
    ['an invited user, on a private game', game({ privacy: 'private', participantDetail: [entry('i', 'invited')] }), 'i', 'accept'],
    ['a retired participant, who may join again', game({ participantDetail: [entry('t', 'retired')] }), 't', 'join'],
    // What cannot succeed is not offered: the server refuses GAME_OVER, GAME_ON_HOLD and GAME_FULL.
    ['anyone, on a game that is over', game(over), 'x', 'open'],
    ['an invited user, on a game that is over', game({ ...over, participantDetail: [entry('i', 'invited')] }), 'i', 'open'],
    ['anyone, on a game on hold', game(held), 'x', 'open'],
    ['a signed-out visitor, on a game on hold', game(held), null, 'open'],
    ['anyone, on a game whose places are taken', game({ isFull: true }), 'x', 'waitlist'],
    [
      'an invited user, on a game whose places are taken',
      game({ isFull: true, participantDetail: [entry('i', 'invited')] }),
      'i',
      'waitlist',
    ],
    [
      'an invited user, on a private game whose places are taken (no waitlist)',
      game({ privacy: 'private', isFull: true, participantDetail: [entry('i', 'invited')] }),
      'i',
      'view',
    ],
    ['a stranger, on a private game (spec section 4: a request)', game({ privacy: 'private' }), 'x', 'request'],
    ['a stranger, on a pay-before priced game', game({ enablePay: true }), 'x', 'pay'],
    ['a stranger, on a pay-at-venue game', game({ enablePay: true, payableMethod: 'payatvenue' }), 'x', 'join'],
    ['a stranger, on a free game with pay enabled', game({ enablePay: true, costPerParticpant: 0 }), 'x', 'join'],
    ['a stranger, on a pay-before game the host pays for', game({ enablePay: true, isHostPaying: true }), 'x', 'join'],
    // A held place is finished at checkout, not viewed (the game page's Finish paying).
    [
      'a player whose place waits for payment',
      game({ enablePay: true, participantDetail: [entry('p', 'payment_pending')] }),
      'p',
      'finishPaying',
    ],
    [
      'a player whose place waits for payment, known by viewerStatus only',
      game({ enablePay: true, viewerStatus: 'payment_pending' }),
      'p',
      'finishPaying',
    ],
    [
      'a player whose place waits for payment, on a game on hold',
      game({ enablePay: true, ...held, participantDetail: [entry('p', 'payment_pending')] }),
      'p',
      'finishPaying',
    ],
    [
      'a player whose place waits for payment, on a game that is over',
      game({ enablePay: true, ...over, participantDetail: [entry('p', 'payment_pending')] }),
      'p',
      'view',
    ],
  ] as const)('%s sees %s', (_who, g, userId, action) => {
    expect(cardAction(g, userId, NOW)).toBe(action);
  });

  it('says it in the words of the spec, and of DESIGN.md where the spec has none', () => {
    expect(CARD_BUTTON_TEXT).toEqual({
      view: 'View',
      open: 'Open',
      accept: 'Accept',
      join: 'Join Now',
      request: 'Request to join',
      pay: 'Pay and join',
      waitlist: 'Join waitlist',
      finishPaying: 'Finish paying',
    });
    expect(viewerStanding(game({ participantDetail: [entry('i', 'invited')] }), 'i')).toBe('invited');
  });

  it('pays before joining only a priced game with pay enabled and the default method (spec sections 3 and 4)', () => {
    expect(paysBeforeJoining(game({ enablePay: true }))).toBe(true);
    expect(paysBeforeJoining(game())).toBe(false);
    expect(paysBeforeJoining(game({ enablePay: true, payableMethod: 'payatvenue' }))).toBe(false);
  });
});

describe('why a game cannot be joined', () => {
  it('checks in the order the server does: over, on hold, match full, full', () => {
    expect(joinBlockOf(game(), NOW)).toBeNull();
    expect(joinBlockOf(game({ ...over, ...held, isFull: true }), NOW)).toBe('over');
    expect(joinBlockOf(game({ ...held, isMatchFull: true }), NOW)).toBe('onHold');
    expect(joinBlockOf(game({ isMatchFull: true, isFull: true }), NOW)).toBe('matchFull');
    expect(joinBlockOf(game({ isFull: true }), NOW)).toBe('full');
  });

  it('a game with no end is over 4 hours after it starts (spec section 4)', () => {
    const noEnd = game({ duration: [{ from: '2030-04-30T21:00:00Z' }] });
    expect(joinBlockOf(noEnd, Date.parse('2030-05-01T00:59:59Z'))).toBeNull();
    expect(joinBlockOf(noEnd, Date.parse('2030-05-01T01:00:00Z'))).toBe('over');
  });

  it('says why in words', () => {
    expect(joinBlockText('over', game())).toBe('This game is over');
    expect(joinBlockText('onHold', game(held))).toBe('On hold: Rain');
    expect(joinBlockText('matchFull', game())).toBe('Match full');
    expect(joinBlockText('full', game())).toBe('Game full');
  });
});

describe('gameStatusAt (spec section 4)', () => {
  const at = (startAt: number, endAt: number, isOnHold = false) => ({ startAt, endAt, isOnHold });
  it.each([
    ['not started', at(200, 300), 100, 'upcoming'],
    ['started, not over', at(100, 300), 200, 'ongoing'],
    ['exactly at the start', at(100, 300), 100, 'ongoing'],
    ['exactly at the end', at(100, 300), 300, 'past'],
    ['held before it starts', at(200, 300, true), 100, 'hold'],
    ['held while it runs', at(100, 300, true), 200, 'hold'],
    ['held but over', at(100, 300, true), 400, 'past'],
  ] as const)('%s -> %s', (_label, game, now, status) => expect(gameStatusAt(game, now)).toBe(status));
});
