import { describe, expect, it } from 'vitest';
import { CARD_BUTTON_TEXT, cardAction, viewerStanding } from './cardButton';
import { gameStatusAt } from './rules';

const game = (overrides: Partial<Parameters<typeof cardAction>[0]> = {}) => ({
  host: 'h',
  hostandCoHost: ['h'],
  participants: ['h'],
  participantDetail: [],
  isFull: false,
  isMatchFull: false,
  ...overrides,
});
const entry = (id: string, status: 'joined' | 'requested' | 'invited' | 'retired' | 'rejected') =>
  ({ id, status, membersCount: 1, created: '', updated: '', name: id, firstName: id, lastName: '', shortId: '', avatar: null, isOfflineParticipant: false }) as never;

describe('card button (spec section 2)', () => {
  it.each([
    ['a stranger', game(), 'x', 'join'],
    ['a signed-out visitor', game(), null, 'join'],
    ['the host', game(), 'h', 'view'],
    ['a co-host', game({ hostandCoHost: ['h', 'c'] }), 'c', 'view'],
    ['a participant', game({ participants: ['h', 'p'] }), 'p', 'view'],
    ['anyone, on a full game', game({ isFull: true }), 'x', 'view'],
    ['anyone, on a game marked match full', game({ isMatchFull: true }), null, 'view'],
    ['someone with a pending request', game({ participantDetail: [entry('r', 'requested')] }), 'r', 'view'],
    ['an invited user', game({ participantDetail: [entry('i', 'invited')] }), 'i', 'accept'],
    ['a retired participant, who may join again', game({ participantDetail: [entry('t', 'retired')] }), 't', 'join'],
  ] as const)('%s sees %s', (_who, g, userId, action) => {
    expect(cardAction(g, userId)).toBe(action);
  });

  it('says it in the words of the spec', () => {
    expect(CARD_BUTTON_TEXT).toEqual({ view: 'View', accept: 'Accept', join: 'Join Now' });
    expect(viewerStanding(game({ participantDetail: [entry('i', 'invited')] }), 'i')).toBe('invited');
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
