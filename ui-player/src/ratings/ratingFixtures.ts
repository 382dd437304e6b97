import type { RatedHost, RatedPlayer } from './api';

/** Rated-players and rated-hosts entries for the rating specs (shapes of contracts/src/api/ratings.ts). */
export const ratedPlayer = (overrides: Partial<RatedPlayer> & Pick<RatedPlayer, 'id' | 'name'>): RatedPlayer => ({
  nickName: overrides.name.split(' ')[0] ?? null,
  shortId: null,
  avatar: null,
  gameSkill: null,
  isHost: false,
  isCoHost: false,
  message: null,
  retiredOn: null,
  retiredBy: null,
  status: 'joined',
  isOfflineParticipant: false,
  bookedBy: null,
  isRated: false,
  ...overrides,
  given: overrides.given ?? null,
});

export const ratedHost = (overrides: Partial<RatedHost> & Pick<RatedHost, 'id' | 'name'>): RatedHost => ({
  nickName: overrides.name.split(' ')[0] ?? null,
  shortId: null,
  avatar: null,
  isCreator: false,
  isCoHost: false,
  isRated: false,
  ...overrides,
});

export const rights = (activityId: string, overrides: { mayRateHosts?: boolean; mayAssess?: boolean; mayRateSkill?: boolean } = {}) => ({
  activityId,
  raterId: 'u1',
  mayRateHosts: true,
  mayAssess: false,
  mayRateSkill: true,
  ...overrides,
});
