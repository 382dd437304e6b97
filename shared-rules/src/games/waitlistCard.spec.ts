import { describe, expect, it } from 'vitest';
import { cardAction, joinBlockOf } from './cardButton';

/** On the card: a game with a line has no free place for newcomers; those in line open the game. */
const NOW = Date.parse('2030-05-01T00:00:00Z');
const game = (overrides: Partial<Parameters<typeof cardAction>[0]> = {}): Parameters<typeof cardAction>[0] => ({
  host: 'h',
  hostandCoHost: ['h'],
  participants: ['h', 'p'],
  participantDetail: [],
  isFull: false,
  isMatchFull: false,
  duration: [{ from: '2030-05-02T07:00:00Z', to: '2030-05-02T08:30:00Z' }],
  hold: null,
  privacy: 'public',
  enablePay: false,
  payableMethod: 'paybefore',
  costPerParticpant: 0,
  costPerTeam: 0,
  isCostShared: false,
  isHostPaying: false,
  participationType: 'individual',
  maxParticipants: 3,
  ...overrides,
});

describe('the card of a game with a waitlist', () => {
  it('a place freed while people wait is theirs: newcomers are offered the line, not Join Now', () => {
    expect(joinBlockOf(game({ waitlistCount: 1 }), NOW)).toBe('full');
    expect(cardAction(game({ waitlistCount: 1 }), 'x', NOW)).toBe('waitlist');
    expect(cardAction(game({ waitlistCount: 0 }), 'x', NOW)).toBe('join');
  });

  it('someone in the line opens the game, where their place and any offer are', () => {
    // viewerStatus: the server's word on the viewer's own entry.
    expect(cardAction(game({ waitlistCount: 1, isFull: true, viewerStatus: 'waitlisted' }), 'w1', NOW)).toBe('view');
    expect(cardAction(game({ waitlistCount: 1, viewerStatus: 'waitlisted' }), 'w1', NOW)).toBe('view');
  });

  it('once the game has started no offers are made: a free place is open to anyone', () => {
    expect(joinBlockOf(game({ waitlistCount: 1 }), Date.parse('2030-05-02T07:30:00Z'))).toBeNull();
  });
});
