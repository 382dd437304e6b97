import { describe, expect, it } from 'vitest';
import { makeGame } from '../test/gameFixture';
import { toDetails } from './formState';
import { againBase, againDate, formAgain, offersHostAgain } from './hostAgain';

// The game of the fixture: Wed 1 May 2030, 07:00–08:30 IST.
const at = (iso: string) => Date.parse(iso);

describe('host again: the create form filled from a past game (docs/adr/0093-host-again-book-again.md)', () => {
  it('dates the copy a week later while that start is ahead', () => {
    expect(againDate('2030-05-01', '07:00', at('2030-05-02T12:00:00+05:30'))).toBe('2030-05-08');
    // The same day a week on, an hour before the start: still next week's game.
    expect(againDate('2030-05-01', '07:00', at('2030-05-08T06:00:00+05:30'))).toBe('2030-05-08');
  });

  it('moves to the next same weekday once a week later is already past (its start, not its day)', () => {
    expect(againDate('2030-05-01', '07:00', at('2030-05-08T07:00:00+05:30'))).toBe('2030-05-15');
    expect(againDate('2030-05-01', '07:00', at('2030-06-02T09:00:00+05:30'))).toBe('2030-06-05');
    // Across a month and a year end, the weekday stays (Wed 25 Dec 2030 → Wed 1 Jan 2031).
    expect(againDate('2030-12-25', '18:00', at('2030-12-26T00:00:00+05:30'))).toBe('2031-01-01');
    expect(new Date('2031-01-01T00:00:00Z').getUTCDay()).toBe(new Date('2030-12-25T00:00:00Z').getUTCDay());
  });

  it('keeps the sport, name, place, times, limits, cost, privacy, description and cover', () => {
    const cover = { type: 'video' as const, url: 'https://example.com/v' };
    const game = makeGame({
      privacy: 'private',
      maxParticipants: 14,
      costPerParticpant: 18000,
      payableMethod: 'payatvenue',
      coverImageorVideo: cover,
      spaceId: 'space-1',
      spaceName: 'City Arena',
    });
    const form = formAgain(game, at('2030-05-03T10:00:00+05:30'));
    expect(form).toMatchObject({
      name: 'Morning Football',
      listingId: 'football',
      activityFormat: '5v5',
      privacy: 'private',
      date: '2030-05-08',
      startTime: '07:00',
      endTime: '08:30',
      maxParticipants: '14',
      cost: '180',
      payableMethod: 'payatvenue',
      enableGameSkill: true,
      gameSkillFrom: 1,
      gameSkillTo: 2,
      description: 'Friendly game',
      location: { name: 'City Arena', address: 'MG Road' },
      spaceId: 'space-1',
      cover,
      pick: { kind: 'venue' },
    });
  });

  it('moves a slot to book later with the date; a booked slot of that day leaves only its venue', () => {
    const later = makeGame({
      isSlotBookLater: true,
      facilityName: 'Turf A',
      slotBookLater: { fieldId: 'f1', slotDate: '2030-05-01', startTime: '07:00', endTime: '08:00', timeRangeConfigId: 'morning' },
    });
    const copy = formAgain(later, at('2030-05-20T10:00:00+05:30'));
    expect(copy.date).toBe('2030-05-22');
    expect(copy.pick).toEqual({
      kind: 'book',
      slot: {
        slotId: '',
        fieldId: 'f1',
        fieldName: 'Turf A',
        slotDate: '2030-05-22',
        startTime: '07:00',
        endTime: '08:00',
        timeRangeConfigId: 'morning',
      },
    });

    const booked = makeGame({
      spaceId: 'space-1',
      slotIds: ['s1'],
      mappedSlots: [
        { slotId: 's1', fieldId: 'f1', fieldName: 'Turf A', slotDate: '2030-05-01', startTime: '07:00', endTime: '08:00' },
      ] as never,
    });
    expect(formAgain(booked, at('2030-05-02T00:00:00Z')).pick).toEqual({ kind: 'venue' });
    const bookedNoVenue = makeGame({
      slotIds: ['s1'],
      mappedSlots: [
        { slotId: 's1', fieldId: 'f1', fieldName: 'Turf A', slotDate: '2030-05-01', startTime: '07:00', endTime: '08:00' },
      ] as never,
    });
    expect(formAgain(bookedNoVenue, at('2030-05-02T00:00:00Z')).pick).toEqual({ kind: 'none' });
  });

  it('creates a game with the form fields and teams of the original, dated next week, and no stale cover', () => {
    const formFields = [{ id: 'shirt', label: 'T-shirt size', type: 'text' as const, required: true }];
    const game = makeGame({ formFields, isOwnEquipments: true, coverImageorVideo: { type: 'video', url: 'https://example.com/v' } });
    const base = againBase(game);
    expect(base).not.toHaveProperty('date');
    expect(base).not.toHaveProperty('coverImageorVideo');
    const form = { ...formAgain(game, at('2030-05-02T00:00:00Z')), cover: null };
    const result = toDetails(form, base);
    if (!('details' in result)) throw new Error(JSON.stringify(result.errors));
    expect(result.details.date).toBe('2030-05-08');
    expect(result.details.duration).toEqual([{ from: '2030-05-08T07:00:00+05:30', to: '2030-05-08T08:30:00+05:30' }]);
    expect(result.details.formFields).toEqual(formFields);
    expect(result.details.isOwnEquipments).toBe(true);
    expect(result.details.coverImageorVideo).toBeUndefined();
  });

  it('is offered to the host and co-hosts of a game that is over, not before, not to players', () => {
    const game = makeGame({ hostandCoHost: ['host1', 'co1'] });
    const after = at('2030-05-01T09:00:00+05:30');
    expect(offersHostAgain(game, 'host1', after)).toBe(true);
    expect(offersHostAgain(game, 'co1', after)).toBe(true);
    expect(offersHostAgain(game, 'p1', after)).toBe(false);
    expect(offersHostAgain(game, null, after)).toBe(false);
    expect(offersHostAgain(game, 'host1', at('2030-05-01T08:00:00+05:30'))).toBe(false);
  });
});
