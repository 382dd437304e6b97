import { describe, expect, it } from 'vitest';
import { makeGame, participant } from '../test/gameFixture';
import { leaveWords, placeGoesToWaitlist } from './leaveWords';

const NOW = Date.parse('2030-04-30T10:00:00Z');
const me = participant({ id: 'u1', name: 'Asha Player' });
/** A full game tomorrow with Asha in it and `waiting` in line. */
const full = (waiting: number, overrides: Parameters<typeof makeGame>[0] = {}) =>
  makeGame({
    maxParticipants: 4,
    totalParticipantCount: 4,
    isFull: true,
    waitlistCount: waiting,
    participantDetail: [participant({ id: 'host1', name: 'Hari Host', isHost: true }), me],
    ...overrides,
  });

/** What the confirm sheet says becomes of a place given up (docs/adr/0063-waitlist-in-game-stream.md). */
describe('leaving a game, in words', () => {
  it('says the place goes to the next on the waitlist only when someone waits for it', () => {
    expect(leaveWords(full(2), 'u1', NOW)).toBe('Your place will be offered to the next player on the waitlist.');
    expect(leaveWords(full(0), 'u1', NOW)).toBe('You give up your place in this game.');
    expect(leaveWords(makeGame({ participantDetail: [me] }), 'u1', NOW)).toBe('You give up your place in this game.');
  });

  it('offers nothing down the line once the game has started, while on hold or marked match full', () => {
    expect(placeGoesToWaitlist(full(2), NOW)).toBe(true);
    expect(placeGoesToWaitlist(full(2), full(2).startAt)).toBe(false);
    expect(
      placeGoesToWaitlist(full(2, { hold: { createdBy: 'host1', reason: 'Rain', created: '2030-04-30T09:00:00Z', responses: [] } }), NOW),
    ).toBe(false);
    expect(placeGoesToWaitlist(full(2, { isMatchFull: true }), NOW)).toBe(false);
  });

  it('counts places already offered: with one free place offered to the only one waiting, a freed place goes to nobody', () => {
    expect(placeGoesToWaitlist(full(1, { totalParticipantCount: 3, isFull: false }), NOW)).toBe(false);
    expect(placeGoesToWaitlist(full(2, { totalParticipantCount: 3, isFull: false }), NOW)).toBe(true);
    // A place held for a payment is taken, not free.
    expect(placeGoesToWaitlist(full(1, { totalParticipantCount: 3, paymentPendingCount: 1 }), NOW)).toBe(true);
  });

  it("names the friends' places that go with the player's (paying together)", () => {
    const withFriends = (waiting: number) =>
      full(waiting, { participantDetail: [participant({ id: 'u1', name: 'Asha Player', membersCount: 3 })] });
    expect(leaveWords(withFriends(0), 'u1', NOW)).toBe("You give up your place and your 2 friends' places in this game.");
    expect(leaveWords(withFriends(4), 'u1', NOW)).toBe(
      "Your place and your 2 friends' places will be offered to the players next on the waitlist.",
    );
  });
});
