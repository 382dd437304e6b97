import { describe, expect, it } from 'vitest';
import { activityDerivedOf, activityReplyOf } from './activityFields';
import type { GameDocument } from './readModel';

/** The Activity fields derived from the game document (docs/activity-and-order-fields.md). */
const game = (overrides: Partial<GameDocument> = {}): GameDocument =>
  ({
    activityId: 'g1',
    listingId: 'football',
    participationType: 'individual',
    isOnlineActivity: false,
    isSlotBookLater: false,
    enableGameSkill: false,
    location: { name: 'Marina', city: 'Chennai' },
    region: 'chennai',
    hostDetail: { id: 'host', name: 'Host Name', isHost: true },
    mappedSlots: [],
    totalParticipantCount: 1,
    endAt: Date.parse('2026-11-21T14:00:00Z'),
    ...overrides,
  }) as GameDocument;

const slot = (slotId: string, fieldId: string, fieldName?: string) => ({
  slotId,
  fieldId,
  ...(fieldName ? { fieldName } : {}),
  slotDate: '2026-11-21',
  startTime: '18:00:00',
  endTime: '19:00:00',
  paidAmount: 120000,
});

describe('activityDerivedOf', () => {
  it('with booked slots mapped: their fields once each, a line item per slot, booked for the host', () => {
    const derived = activityDerivedOf(
      game({
        mappedSlots: [slot('s1', 'turf-a', 'Turf A'), slot('s2', 'turf-a', 'Turf A'), slot('s3', 'turf-b')],
        slotIds: ['s1', 's2', 's3'],
      }),
    );
    expect(derived).toMatchObject({
      fieldIds: ['turf-a', 'turf-b'],
      fieldNames: ['Turf A', 'turf-b'],
      slotStatus: 'booked',
      bookedFor: { id: 'host', name: 'Host Name' },
      isYetToDecide: false,
    });
    expect(derived.lineItems).toEqual([
      {
        type: 'slot',
        itemId: 's1',
        fieldId: 'turf-a',
        listingId: 'football',
        activityId: 'g1',
        date: '2026-11-21',
        startTime: '18:00:00',
        endTime: '19:00:00',
        slotPrice: 120000,
        qty: 1,
      },
      expect.objectContaining({ itemId: 's2' }),
      expect.objectContaining({ itemId: 's3', fieldId: 'turf-b' }),
    ]);
  });

  it('nothing decided: yet to decide; an online game or a slot to book later is decided', () => {
    expect(activityDerivedOf(game()).isYetToDecide).toBe(true);
    expect(activityDerivedOf(game({ isOnlineActivity: true })).isYetToDecide).toBe(false);
    expect(activityDerivedOf(game({ isSlotBookLater: true })).isYetToDecide).toBe(false);
    expect(activityDerivedOf(game({ facilityId: 'turf-a' })).isYetToDecide).toBe(false);
  });

  it('enough players: two, or one per team in a team game', () => {
    expect(activityDerivedOf(game({ totalParticipantCount: 2 })).hasSufficientPlayer).toBe(true);
    expect(activityDerivedOf(game({ participationType: 'team', teamCount: 3, totalParticipantCount: 2 })).hasSufficientPlayer).toBe(false);
    expect(activityDerivedOf(game({ participationType: 'team', teamCount: 3, totalParticipantCount: 3 })).hasSufficientPlayer).toBe(true);
  });

  it('gameSkill is the range as labels when the game asks for one, else null; the whole range when its ends are open', () => {
    expect(activityDerivedOf(game({ enableGameSkill: true, gameSkillFrom: 2 })).gameSkill).toEqual(['INT', 'PRO']);
    expect(activityDerivedOf(game({ enableGameSkill: true })).gameSkill).toEqual(['BEG', 'AMT', 'INT', 'PRO']);
    expect(activityDerivedOf(game({ gameSkillFrom: 2 })).gameSkill).toBeNull();
  });

  it('completionAfter is the end of the last duration (spec section 4), and the reply keeps the document fields', () => {
    const reply = activityReplyOf(game());
    expect(reply).toMatchObject({
      activityId: 'g1',
      completionAfter: '2026-11-21T14:00:00.000Z',
      areaIds: ['chennai'],
      areaNames: ['Chennai'],
      source: 'users',
      spaceAvatar: null,
    });
  });
});
