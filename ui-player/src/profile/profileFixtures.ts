import type { LevelExplanation, MyProfile, ReputationView } from './api';

/** Replies of the profile calls for the profile specs (shapes of contracts/src/api/users.ts and ratings.ts). */
export const myProfile = (overrides: Partial<MyProfile> = {}): MyProfile => ({
  id: 'u1',
  shortId: 'ASHA01',
  firstName: 'Asha',
  lastName: 'Player',
  name: 'Asha Player',
  dob: null,
  gender: 'female',
  avatar: null,
  cover: null,
  profile: { locations: [{ name: 'Besant Nagar', city: 'Chennai' }], choices: ['badminton'], addresses: [] },
  isProfileCompleted: true,
  isTermsAccepted: true,
  phone: '+919800000001',
  email: null,
  coins: { coins: 0, blockedCoins: 0, expiredCoins: 0 },
  created: '2030-01-01T00:00:00.000Z',
  updated: '2030-01-01T00:00:00.000Z',
  activityLevel: { tier: 'Active', sessionsPerWeek: 1.23, sessions: 16, weeks: 13 },
  ...overrides,
});

export const levelExplanation = (listingId: string, overrides: Partial<LevelExplanation> = {}): LevelExplanation => ({
  userId: 'u1',
  listingId,
  level: null,
  source: 'none',
  selfLevel: null,
  consensus: { status: 'new', value: null, level: null, raters: 0, minRaters: 3 },
  ratings: [],
  formula: 'median of the latest level of each host',
  ...overrides,
});

export const reputationView = (overrides: Partial<ReputationView['reputation']> = {}): ReputationView => ({
  userId: 'u1',
  reputation: {
    status: 'established',
    assessedGames: 4,
    attendedGames: 3,
    attendanceRate: 0.75,
    punctual: 2,
    teamPlayer: 3,
    paysOnTime: 1,
    upheldDisputes: 0,
    score: 61,
    ...overrides,
  },
  hostRating: { count: 1, average: null, minCount: 3 },
  assessments: [],
});
