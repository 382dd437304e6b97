import { describe, expect, it } from 'vitest';
import { mayJoinWaitlist, ordinal, waitingText } from './words';

describe('waitlist words', () => {
  it('says places in line as people do', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
    expect([waitingText(1), waitingText(3)]).toEqual(['1 player waiting', '3 players waiting']);
  });

  it('offers the line only for a public game not started that is full, marked full, or already has a line', () => {
    const game = { privacy: 'public' as const, isFull: true, isMatchFull: false, startAt: 2_000 };
    expect(mayJoinWaitlist(game, undefined, 1_000)).toBe(true);
    expect(mayJoinWaitlist({ ...game, isFull: false }, undefined, 1_000)).toBe(false);
    expect(mayJoinWaitlist({ ...game, isFull: false }, { count: 2, position: null, offer: null }, 1_000)).toBe(true);
    expect(mayJoinWaitlist({ ...game, isFull: false, isMatchFull: true }, undefined, 1_000)).toBe(true);
    expect(mayJoinWaitlist({ ...game, privacy: 'private' }, undefined, 1_000)).toBe(false);
    expect(mayJoinWaitlist(game, undefined, 2_000)).toBe(false);
  });
});

describe('offer times', () => {
  it('read in the venue time zone, as the game page shows its times', async () => {
    const { offerTime } = await import('./words');
    expect(offerTime('2026-11-20T13:12:00.000Z')).toBe('18:42');
  });
});
