import { describe, expect, it } from 'vitest';
import { makeGame } from '../test/gameFixture';
import {
  clearedErrors,
  defaultGameDay,
  detailsOf,
  emptyForm,
  formFromGame,
  pickOfGame,
  toDetails,
  venueDateTime,
  venueToday,
  venueWallClock,
} from './formState';

const filled = () => ({
  ...emptyForm('2030-05-01'),
  name: 'Evening 5s',
  listingId: 'football',
  listingName: 'Football',
  activityFormat: '5v5',
  location: { name: 'Marina Turf Arena', city: 'Chennai' },
  cost: '150.5',
});

describe('game form ↔ create/update payload', () => {
  it('builds the contracts details: IST times, paise, skill range only when asked', () => {
    const result = toDetails(filled());
    if (!('details' in result)) throw new Error(JSON.stringify(result.errors));
    expect(result.details.duration).toEqual([{ from: '2030-05-01T18:00:00+05:30', to: '2030-05-01T19:30:00+05:30' }]);
    expect(result.details.costPerParticpant).toBe(15050);
    expect(result.details.enablePay).toBe(true);
    expect(result.details.gameSkillFrom).toBeUndefined();
    expect(result.details.isSlotBookLater).toBe(false);
    expect(result.details.location).toEqual({ name: 'Marina Turf Arena', city: 'Chennai' });
  });

  it('keeps a slot to book later as slotBookLater (venue pick "Book a slot")', () => {
    const slot = {
      slotId: 's1',
      fieldId: 'marina-turf-a',
      fieldName: 'Turf A',
      slotDate: '2030-05-01',
      startTime: '18:00',
      endTime: '19:00',
      timeRangeConfigId: 'evening',
    };
    const result = toDetails({ ...filled(), pick: { kind: 'book', slot } });
    if (!('details' in result)) throw new Error('expected details');
    expect(result.details.isSlotBookLater).toBe(true);
    expect(result.details.slotBookLater).toEqual({
      fieldId: 'marina-turf-a',
      startTime: '18:00',
      endTime: '19:00',
      slotDate: '2030-05-01',
      timeRangeConfigId: 'evening',
    });
  });

  it('names the fields that are wrong', () => {
    const result = toDetails({
      ...filled(),
      name: ' ',
      endTime: '17:00',
      maxParticipants: '1',
      enableGameSkill: true,
      gameSkillFrom: 3,
      gameSkillTo: 1,
    });
    if (!('errors' in result)) throw new Error('expected errors');
    expect(Object.keys(result.errors).sort()).toEqual(['endTime', 'maxParticipants', 'name', 'skill']);
  });

  it('reads a game back into the form and keeps the fields the form does not edit', () => {
    const game = makeGame({
      formFields: [{ id: 'pos', label: 'Position', type: 'text', required: false }],
      hostCostPerParticpant: 20000,
      costPerParticpant: 5000,
    });
    const form = formFromGame(game);
    expect(form).toMatchObject({ date: '2030-05-01', startTime: '07:00', endTime: '08:30', cost: '200', maxParticipants: '10' });
    const result = toDetails(form, detailsOf(game));
    if (!('details' in result)) throw new Error(JSON.stringify(result.errors));
    expect(result.details.formFields).toEqual(game.formFields);
    expect(result.details.costPerParticpant).toBe(20000);
    expect('participantDetail' in result.details).toBe(false);
  });

  it('reads back the venue pick the game was made with (edit opened on "Type the place" before)', () => {
    expect(pickOfGame(makeGame())).toEqual({ kind: 'none' });
    expect(pickOfGame(makeGame({ facilityId: 'turf-a' }))).toEqual({ kind: 'venue' });
    expect(pickOfGame(makeGame({ spaceId: 'space-marina' }))).toEqual({ kind: 'venue' });
    expect(pickOfGame(makeGame({ location: { name: 'Marina Turf Arena', lat: 13, lon: 80.27 } }))).toEqual({ kind: 'venue' });
    const mapped = { slotId: 's18', fieldId: 'turf-a', fieldName: 'Turf A', slotDate: '2030-05-01', startTime: '18:00', endTime: '19:00' };
    expect(pickOfGame(makeGame({ facilityId: 'turf-a', slotIds: ['s18'], mappedSlots: [mapped] }))).toEqual({
      kind: 'booked',
      slot: mapped,
    });
  });

  it('converts between instants and the venue wall clock', () => {
    expect(venueWallClock('2030-05-01T20:00:00Z')).toEqual({ date: '2030-05-02', time: '01:30' });
    expect(venueDateTime('2030-05-01', '07:05:00')).toBe('2030-05-01T07:05:00+05:30');
    expect(venueToday(Date.parse('2030-05-01T19:00:00Z'))).toBe('2030-05-02');
  });
});

describe('validation words', () => {
  it('says what to do for each field, never a pattern or a schema path', () => {
    const result = toDetails({
      ...filled(),
      name: '',
      listingId: 'Foot ball!',
      listingName: '',
      endTime: filled().startTime,
      maxParticipants: 'x',
    });
    expect('errors' in result).toBe(true);
    const errors = 'errors' in result ? result.errors : {};
    expect(errors).toMatchObject({
      name: 'Give the game a name',
      listingId: 'Pick a sport',
      endTime: 'The end must be after the start',
      maxParticipants: 'Enter how many players can join, a whole number',
    });
    for (const message of Object.values(errors)) expect(message).not.toMatch(/\^|\$|\\|\[|\/|Invalid|Required|expected/);
  });
});

describe('errors as the host mends the fields', () => {
  const errors = {
    name: 'Give the game a name',
    listingId: 'Pick a sport',
    startTime: 'Pick when the game starts',
    endTime: 'The end must be after the start',
    skill: 'x',
    location: 'Pick a place for the game',
  };

  it('drops the error of the field changed, and keeps the others', () => {
    expect(Object.keys(clearedErrors(errors, ['name']))).toEqual(['listingId', 'startTime', 'endTime', 'skill', 'location']);
    expect(Object.keys(clearedErrors(errors, ['location']))).not.toContain('location');
  });

  it('mends linked fields together: the sport and its name, the start and the end, the date and the start, either level', () => {
    expect(Object.keys(clearedErrors(errors, ['listingName']))).not.toContain('listingId');
    expect(Object.keys(clearedErrors(errors, ['startTime']))).toEqual(['name', 'listingId', 'skill', 'location']);
    expect(Object.keys(clearedErrors(errors, ['date']))).not.toContain('startTime');
    expect(Object.keys(clearedErrors(errors, ['gameSkillFrom']))).not.toContain('skill');
  });

  it('keeps the same object when nothing changed (no re-render)', () => {
    expect(clearedErrors(errors, ['description'])).toBe(errors);
  });
});

describe("a new game's day", () => {
  const at = (iso: string) => Date.parse(iso);
  it('is today while the default 18:00 start is an hour or more away at the venue, else tomorrow', () => {
    expect(defaultGameDay(at('2026-12-02T16:59:00+05:30'))).toBe('2026-12-02');
    expect(defaultGameDay(at('2026-12-02T17:00:00+05:30'))).toBe('2026-12-02');
    expect(defaultGameDay(at('2026-12-02T17:01:00+05:30'))).toBe('2026-12-03');
    // Opened at 22:00 it offered today 18:00–19:30, a game already over.
    expect(defaultGameDay(at('2026-12-02T22:00:00+05:30'))).toBe('2026-12-03');
    expect(defaultGameDay(at('2026-12-31T23:30:00+05:30'))).toBe('2027-01-01');
  });
});
