import { expect } from 'vitest';
import type { TestPlatform } from '../testPlatform';
import { json } from './fixtures';
import { ORG, SPACE, managerToken } from './bookingsFixtures';

/**
 * Offerings of the Marina venue (bookingsFixtures.ts) for booking tests, A class
 * with two batches (3 places from 2026-12-01, and an inactive one), a pack, a locker bank, a meet
 * on 2026-12-06 with form fields and bibs from 101, a team tournament, and a ticketed event of 5
 * places on 2026-12-10. Prices in paise, GST 18 %.
 */
export const classBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Junior Football Coaching',
  listingIds: ['football'],
  instructor: 'Coach Kumar',
  validity: 'Monthly',
  price: { amount: 200000, enableTax: true, taxId: 'gst' },
  batches: {
    evening: {
      name: 'Weekday evenings',
      capacity: 3,
      sessionLimit: 12,
      weekdays: [1, 3, 5],
      startTime: '17:00',
      endTime: '18:00',
      startDate: '2026-12-01',
    },
    paused: {
      name: 'Sunday mornings',
      status: 'inactive',
      capacity: 10,
      weekdays: [0],
      startTime: '07:00',
      endTime: '08:00',
      startDate: '2026-12-06',
    },
  },
  sessions: [{ sessionId: 'intro', batchId: 'evening', date: '2026-12-01', startTime: '17:00', endTime: '18:00', topic: 'Ball control' }],
  ...overrides,
});
export const packBody = () => ({
  name: '10 Turf Hours',
  listingIds: ['football'],
  sessions: 10,
  validity: 'Quarterly',
  price: { amount: 1000000 },
});
export const lockerBody = () => ({
  name: 'Kit lockers',
  size: 'Medium',
  count: 2,
  validity: 'Monthly',
  price: { amount: 50000, enableTax: true, taxId: 'gst', isTaxInclusive: true },
});
export const meetBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marina 5K Fun Run',
  startDate: '2026-12-06',
  startTime: '06:00',
  capacity: 5,
  bibStart: 101,
  price: { amount: 30000 },
  formFields: [
    { id: 'tshirt', label: 'T-shirt size', type: 'select', options: ['S', 'M', 'L'], required: true },
    { id: 'club', label: 'Running club', type: 'text' },
  ],
  ...overrides,
});
export const tournamentBody = () => ({
  name: 'Marina 5-a-side Cup',
  listingIds: ['football'],
  startDate: '2026-12-12',
  endDate: '2026-12-13',
  startTime: '08:00',
  participationType: 'team',
  maxParticipantPerTeam: 7,
  capacity: 8,
  price: { amount: 500000 },
  formFields: [{ id: 'team', label: 'Team name', type: 'text', required: true }],
});

export const eventBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Marina Movie Night',
  description: 'The cup final on a big screen',
  date: '2026-12-10',
  startTime: '19:00',
  endTime: '22:00',
  capacity: 5,
  price: { amount: 25000, enableTax: true, taxId: 'gst' },
  formFields: [{ id: 'seat', label: 'Seating', type: 'select', options: ['Lawn', 'Chair'], required: true }],
  ...overrides,
});

export const CLASS = `${SPACE}.junior`;
export const PACK = `${SPACE}.ten-hours`;
export const LOCKERS = `${SPACE}.kit`;
export const MEET = `${SPACE}.fun-run`;
export const TOURNAMENT = `${SPACE}.cup`;
export const EVENT = `${SPACE}.movie-night`;

/** Saves the six offerings above through the catalogue commands (the venue must exist). */
export const setUpOfferings = async (platform: TestPlatform) => {
  const token = await managerToken(platform);
  for (const [path, body] of [
    ['classes/junior', classBody()],
    ['packs/ten-hours', packBody()],
    ['lockers/kit', lockerBody()],
    ['meets/fun-run', meetBody()],
    ['tournaments/cup', tournamentBody()],
    ['events/movie-night', eventBody()],
  ] as const) {
    const response = await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/${path}`, { token, body });
    if (response.status !== 200) expect(await json(response)).toBe('saved');
  }
  return token;
};

export const classItem = (batch = 'evening', overrides: Record<string, unknown> = {}) => ({
  type: 'class',
  classId: CLASS,
  categoryId: batch,
  ...overrides,
});
export const eventItem = (overrides: Record<string, unknown> = {}) => ({
  type: 'event',
  eventId: EVENT,
  formAnswers: { seat: 'Lawn' },
  ...overrides,
});
export const meetItem = (overrides: Record<string, unknown> = {}) => ({
  type: 'meet',
  meetId: MEET,
  formAnswers: { tshirt: 'M' },
  ...overrides,
});

/** The space's offerings as players see them, by kind. */
export const spaceOfferings = async (platform: TestPlatform, kind?: string) => {
  await platform.settle();
  return (await json(await platform.request('GET', `/api/vm/spaces/${SPACE}/offerings${kind ? `?kind=${kind}` : ''}`))).data;
};
