import { describe, expect, it } from 'vitest';
import { invitationText, type InvitationGame } from './invitation';

const game = (overrides: Partial<InvitationGame> = {}): InvitationGame => ({
  listingName: 'Football',
  location: { name: 'Marina Turf Arena' },
  duration: [{ from: '2026-11-27T01:00:00.000Z', to: '2026-11-27T02:30:00.000Z' }],
  maxParticipants: 14,
  totalParticipantCount: 11,
  isMatchFull: false,
  enablePay: true,
  payableMethod: 'payatvenue',
  costPerParticpant: 18000,
  costPerTeam: 0,
  isCostShared: false,
  isHostPaying: false,
  participationType: 'individual',
  mappedSlots: [],
  symbol: '₹',
  ...overrides,
});

/** DESIGN.md "Together": the shared text reads as an invitation, in the venue's time zone and in rupees. */
describe('a game in words, as an invitation', () => {
  it('names the sport, the day and time in IST, the place, the price and the places left', () => {
    expect(invitationText(game())).toBe('Football on Fri 27 Nov, 06:30 at Marina Turf Arena · ₹180 · 3 places left');
  });

  it('says Free, one place, Full, and prices a team game per player', () => {
    expect(invitationText(game({ costPerParticpant: 0, totalParticipantCount: 13 }))).toMatch(/· Free · 1 place left$/);
    expect(invitationText(game({ totalParticipantCount: 14 }))).toMatch(/· Full$/);
    expect(invitationText(game({ isMatchFull: true }))).toMatch(/· Full$/);
    expect(invitationText(game({ isHostPaying: true }))).toMatch(/· Free ·/);
    expect(invitationText(game({ participationType: 'team', costPerTeam: 120000, maxParticipantPerTeam: 5, teamCount: 2 }))).toMatch(
      /· ₹240 ·/,
    );
    expect(invitationText(game({ costPerParticpant: 123650 }))).toMatch(/· ₹1,236.50 ·/);
  });
});
