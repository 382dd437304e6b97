import { describe, expect, it } from 'vitest';
import { gamePaymentOf } from '@sports/shared-rules';
import { entryName, inWithFriendsText, joinWithFriendsLabel, maxMembersFor, membersWords, namesGiven, payForPlacesLabel } from './friends';
import { payRemainingLabel, sharedCostView, sharedCostWords } from './sharedCost';

describe('paying together on the game page (DESIGN.md "Together")', () => {
  it('the stepper goes up to the places left, held ones taken, and never past six', () => {
    expect(maxMembersFor({ maxParticipants: 10, totalParticipantCount: 6, paymentPendingCount: 1 })).toBe(3);
    expect(maxMembersFor({ maxParticipants: 30, totalParticipantCount: 2 })).toBe(6);
    expect(maxMembersFor({ maxParticipants: 10, totalParticipantCount: 10 })).toBe(1);
    expect(maxMembersFor({ maxParticipants: 10, totalParticipantCount: 2, isMatchFull: true })).toBe(1);
  });
  it('says who comes and what it costs: "Me + 2", "Pay ₹540 and join", "Join with 2 friends"', () => {
    expect([membersWords(1), membersWords(3)]).toEqual(['Me', 'Me + 2']);
    expect(payForPlacesLabel(18000, 3)).toBe('Pay ₹540 and join');
    expect([joinWithFriendsLabel('Join Now', 1), joinWithFriendsLabel('Join Now', 2), joinWithFriendsLabel('Join Now', 3)]).toEqual([
      'Join Now',
      'Join with 1 friend',
      'Join with 2 friends',
    ]);
  });
  it('the bar says who is in: "You and 2 friends are in"', () => {
    const game = {
      participantDetail: [
        { id: 'u1', membersCount: 3 },
        { id: 'u2', membersCount: 1 },
      ],
    };
    expect([
      inWithFriendsText(game, 'u1'),
      inWithFriendsText(game, 'u2'),
      inWithFriendsText({ participantDetail: [{ id: 'u1', membersCount: 2 }] }, 'u1'),
    ]).toEqual(['You and 2 friends are in', 'You are in', 'You and 1 friend are in']);
  });
  it('keeps only the names given for the friends coming', () =>
    expect(namesGiven(['Priya ', '', 'Sam', 'Left over'], 3)).toEqual(['Priya']));
  it('lists a player with friends as "Arjun +2", or by name when all are named', () => {
    expect(entryName({ name: 'Arjun', membersCount: 3 })).toBe('Arjun +2');
    expect(entryName({ name: 'Arjun', membersCount: 3, bookedFor: ['Priya', 'Sam'] })).toBe('Arjun, Priya, Sam');
    expect(entryName({ name: 'Arjun', membersCount: 3, bookedFor: ['Priya'] })).toBe('Arjun +2');
    expect(entryName({ name: 'Arjun', membersCount: 1 })).toBe('Arjun');
  });
  it('a shared cost shows each share and who has paid, and what the host may pay', () => {
    const terms = {
      enablePay: true,
      payableMethod: 'paybefore' as const,
      costPerParticpant: 0,
      costPerTeam: 100000,
      isCostShared: true,
      isHostPaying: false,
      participationType: 'individual' as const,
      maxParticipants: 6,
    };
    const view = sharedCostView({ maxParticipants: 6, sharesPaid: 4 }, gamePaymentOf(terms))!;
    expect(sharedCostWords(view)).toEqual(['₹1,000 split over 6 places', '4 of 6 paid']);
    expect(payRemainingLabel(view)).toBe('Pay the remaining ₹333.32');
    const covered = sharedCostView(
      { maxParticipants: 6, sharesPaid: 4, sharedRemainderPaid: 33332 },
      gamePaymentOf({ ...terms, sharedRemainderPaid: 33332 }),
    )!;
    expect(sharedCostWords(covered)).toEqual(['₹1,000 split over 6 places', '4 of 6 paid', 'The host paid the remaining ₹333.32']);
    expect(covered.remaining).toBe(0);
    expect(sharedCostView({ maxParticipants: 6 }, gamePaymentOf({ ...terms, isCostShared: false }))).toBeNull();
    // Paid at the venue, the app does not know who has paid: no count.
    expect(sharedCostView({ maxParticipants: 6 }, gamePaymentOf({ ...terms, payableMethod: 'payatvenue' }))).toBeNull();
    expect(sharedCostView({ maxParticipants: 6 }, gamePaymentOf({ ...terms, isHostPaying: true }))).toBeNull();
  });
});
