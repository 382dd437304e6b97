import { describe, expect, it } from 'vitest';
import { makeGame } from '../test/gameFixture';
import { distanceKm, distanceTo, directionsUrl } from './distance';
import {
  formatDateOnly,
  formatDistance,
  formatLength as lengthWithNbsp,
  formatMoney,
  formatPlacesLeft,
  formatPrice,
  formatSkillRange,
  formatSlot,
  formatWhen as whenWithNbsp,
  paymentFacts,
} from './format';

/** The texts with plain spaces for reading (lengths use non-breaking ones so they never wrap). */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');
const formatWhen = (...args: Parameters<typeof whenWithNbsp>) => plain(whenWithNbsp(...args));
const formatLength = (ms: number) => plain(lengthWithNbsp(ms));

describe('when (DESIGN.md: "Fri 27 Nov · 06:30–08:00 (1 h 30)", venue time)', () => {
  it('gives the day, start–end and the length', () => {
    expect(formatWhen({ date: '2026-11-27', duration: [{ from: '2026-11-27T06:30:00+05:30', to: '2026-11-27T08:00:00+05:30' }] })).toBe(
      'Fri 27 Nov · 06:30–08:00 (1 h 30)',
    );
  });
  it('shows times in the venue time zone whatever the offset written', () => {
    expect(formatWhen({ date: '2026-11-27', duration: [{ from: '2026-11-27T01:00:00Z', to: '2026-11-27T03:00:00Z' }] })).toBe(
      'Fri 27 Nov · 06:30–08:30 (2 h)',
    );
  });
  it('keeps a night past midnight to clock times, names the second day only from a day on, gives only the start without an end, and counts further ranges', () => {
    expect(formatWhen({ date: '2026-11-27', duration: [{ from: '2026-11-27T22:30:00+05:30', to: '2026-11-28T00:00:00+05:30' }] })).toBe(
      'Fri 27 Nov · 22:30–00:00 (1 h 30)',
    );
    expect(formatWhen({ date: '2026-11-27', duration: [{ from: '2026-11-27T23:00:00+05:30', to: '2026-11-28T00:45:00+05:30' }] })).toBe(
      'Fri 27 Nov · 23:00–00:45 (1 h 45)',
    );
    expect(formatWhen({ date: '2026-11-27', duration: [{ from: '2026-11-27T18:00:00+05:30', to: '2026-11-29T10:00:00+05:30' }] })).toBe(
      'Fri 27 Nov · 18:00 – Sun 29 Nov 10:00 (40 h)',
    );
    expect(formatWhen({ date: '2026-11-27', duration: [{ from: '2026-11-27T18:00:00+05:30' }] })).toBe('Fri 27 Nov · 18:00');
    expect(
      formatWhen({
        date: '2026-11-27',
        duration: [
          { from: '2026-11-27T18:00:00+05:30', to: '2026-11-27T19:00:00+05:30' },
          { from: '2026-11-28T18:00:00+05:30', to: '2026-11-28T19:00:00+05:30' },
        ],
      }),
    ).toBe('Fri 27 Nov · 18:00–19:00 (1 h) (+1 more)');
  });
  it('never wraps a length', () => expect(lengthWithNbsp(90 * 60_000)).toBe('1\u00a0h\u00a030'));
  it('writes lengths as people say them', () => {
    expect([formatLength(45 * 60_000), formatLength(2 * 3_600_000), formatLength(90 * 60_000), formatLength(65 * 60_000)]).toEqual([
      '45 min',
      '2 h',
      '1 h 30',
      '1 h 05',
    ]);
  });
});

describe('level words (spec section 4: Beginner, Amateur, Intermediate, Pro)', () => {
  it('names the range, one level, or nothing when the game sets none', () => {
    expect(formatSkillRange({ enableGameSkill: true, gameSkillFrom: 2, gameSkillTo: 3 })).toBe('Intermediate–Pro');
    expect(formatSkillRange({ enableGameSkill: true, gameSkillFrom: 0, gameSkillTo: 0 })).toBe('Beginner');
    expect(formatSkillRange({ enableGameSkill: true, gameSkillFrom: 1 })).toBe('Amateur');
    expect(formatSkillRange({ enableGameSkill: false, gameSkillFrom: 1, gameSkillTo: 2 })).toBeNull();
  });
});

describe('price and how it is paid', () => {
  it('a price per player paid at the venue, or in the app before joining', () => {
    expect(formatPrice(makeGame({ costPerParticpant: 18000 }))).toBe('₹180 a player · pay at venue');
    expect(formatPrice(makeGame({ costPerParticpant: 18000, enablePay: true, payableMethod: 'payatvenue' }))).toBe(
      '₹180 a player · pay at venue',
    );
    expect(formatPrice(makeGame({ costPerParticpant: 18050, enablePay: true }))).toBe('₹180.50 a player · pay when you join');
  });
  it('free, and free when the host pays', () => {
    expect(formatPrice(makeGame({ costPerParticpant: 0 }))).toBe('Free');
    expect(formatPrice(makeGame({ isHostPaying: true }))).toBe('Free · the host pays');
  });
  it('a team game: the team cost split between its players', () => {
    const team = makeGame({ participationType: 'team', costPerTeam: 160000, teamCount: 2, maxParticipantPerTeam: 8, maxParticipants: 16 });
    expect(formatPrice(team)).toBe('₹200 a player · pay at venue');
    expect(paymentFacts(team)).toEqual([
      '₹200 a player',
      '₹1,600 a team, split between its players',
      'Paid at the venue (the app takes no money for this game)',
    ]);
  });
  it('says whether the cost is shared and when it is paid', () => {
    expect(paymentFacts(makeGame({ costPerParticpant: 12000, isCostShared: true, enablePay: true, payableMethod: 'payatvenue' }))).toEqual([
      '₹120 a player',
      'The booking is shared between the players',
      'Paid at the venue',
    ]);
    expect(paymentFacts(makeGame({ costPerParticpant: 15000, enablePay: true }))).toEqual([
      '₹150 a player',
      'A fixed price for each player',
      'Paid in the app when you join',
    ]);
    expect(paymentFacts(makeGame({ isHostPaying: true }))).toEqual(['Free for players: the host pays']);
  });
  it('writes rupees with Indian grouping and paise only when there are some', () => {
    expect([formatMoney(15000), formatMoney(123456789), formatMoney(5)]).toEqual(['₹150', '₹12,34,567.89', '₹0.05']);
  });
});

describe('places, distance, slots', () => {
  it('counts the places left', () => {
    expect(formatPlacesLeft({ totalParticipantCount: 11, maxParticipants: 14 })).toBe('3 of 14 left');
    expect(formatPlacesLeft({ totalParticipantCount: 14, maxParticipants: 14 })).toBe('Full');
    // The host closed it: no "8 of 10 left" beside "Match full".
    expect(formatPlacesLeft({ totalParticipantCount: 2, maxParticipants: 10, isMatchFull: true })).toBe('Closed by host');
    expect(formatPlacesLeft({ totalParticipantCount: 10, maxParticipants: 10, isMatchFull: true })).toBe('Full');
  });
  it('measures the distance from the viewer when both places are known', () => {
    expect(distanceKm({ lat: 13.0827, lon: 80.2707 }, { lat: 12.9716, lon: 77.5946 })).toBeCloseTo(290, -1);
    expect(distanceTo(null, { lat: 13, lon: 80 })).toBeNull();
    expect(distanceTo({ lat: 13, lon: 80 }, {})).toBeNull();
    expect([formatDistance(0.42), formatDistance(2.44), formatDistance(35.4)]).toEqual(['420 m', '2.4 km', '35 km']);
  });
  it('links directions on OpenStreetMap, no tiles or scripts', () => {
    expect(directionsUrl({ lat: 13.0003, lon: 80.2667 })).toBe(
      'https://www.openstreetmap.org/?mlat=13.0003&mlon=80.2667#map=17/13.0003/80.2667',
    );
  });
  it('writes a booked slot in words, never its ids', () => {
    const slot = {
      slotId: 'slot-1',
      fieldId: 'marina-turf-a',
      fieldName: 'Turf A',
      slotDate: '2026-11-27',
      startTime: '18:00:00',
      endTime: '19:00:00',
    };
    expect(formatSlot(slot, '2026-11-27')).toBe('Turf A, 18:00–19:00');
    expect(formatSlot(slot, '2026-11-26')).toBe('Turf A, Fri 27 Nov 18:00–19:00');
    expect(formatSlot({ ...slot, fieldName: undefined }, '2026-11-27')).toBe('Booked field, 18:00–19:00');
  });
  it('writes a form date in words, the same day in any zone', () => {
    expect(formatDateOnly('2026-11-26')).toBe('Thu 26 Nov');
  });
});
