import type { RatingEvent } from '@sports/contracts';
import type { RatedGame } from './ratedGame';
import type { RatingCommandMessage } from './ratingGuards';

/** A football game on 21 November 18:00-19:30 IST (12:30-14:00Z), as the rating specs see it. */
export const START = Date.parse('2026-11-21T12:30:00.000Z');
export const BEFORE = '2026-11-21T10:00:00.000Z';
export const DURING = '2026-11-21T13:00:00.000Z';
export const AFTER = '2026-11-22T10:00:00.000Z';

export const ratedGame = (overrides: Partial<RatedGame> = {}): RatedGame => ({
  exists: true,
  activityId: 'g1',
  name: 'Friday Night Football',
  listingId: 'football',
  privacy: 'public',
  membership: {
    hostId: 'host',
    coHostIds: ['cohost'],
    participantIds: ['host', 'cohost', 'priya', 'arjun', 'kavya'],
    requesterIds: ['asking'],
  },
  startAtMs: START,
  endAtMs: START + 90 * 60_000,
  enableGameSkill: true,
  spaceId: 'marina',
  orgId: 'turf-co',
  ...overrides,
});

let counter = 0;
/** A rating command as the routes build it: the rater and the time in the context, the game's facts beside. */
export const by = <C extends Omit<RatingCommandMessage, 'context' | 'game'>>(
  userId: string,
  command: C,
  now = AFTER,
  game = ratedGame(),
): RatingCommandMessage => ({ ...command, context: { commandId: `cmd-${++counter}`, userId, now }, game }) as RatingCommandMessage;

export const rateParticipant = (rating: Record<string, unknown>) => ({
  type: 'RateParticipant' as const,
  data: { activityId: 'g1', rating: rating as never },
});
export const rateHost = (rating: Record<string, unknown>) => ({
  type: 'RateHost' as const,
  data: { activityId: 'g1', rating: rating as never },
});
export const rateGame = (rating: Record<string, unknown> = {}) => ({
  type: 'RateGame' as const,
  data: { activityId: 'g1', rating: { isGameHappened: true, dispute: null, description: '', ...rating } as never },
});

export const participantRated = (
  raterId: string,
  ratedUserId: string,
  extra: Record<string, unknown> = {},
  raterRole = 'participant',
): RatingEvent => ({
  type: 'ParticipantRated',
  data: { activityId: 'g1', listingId: 'football', raterId, raterRole: raterRole as never, ratedUserId, ...extra, spaceId: 'marina' },
});
export const hostRated = (raterId: string, hostId: string, stars: number, verifiedAttendee = true): RatingEvent => ({
  type: 'HostRated',
  data: { activityId: 'g1', raterId, hostId, stars, verifiedAttendee, listingId: 'football', spaceId: 'marina' },
});
export const gameRated = (raterId: string, isGameHappened: boolean): RatingEvent => ({
  type: 'GameRated',
  data: { activityId: 'g1', raterId, isGameHappened, dispute: null, description: '', listingId: 'football', spaceId: 'marina' },
});
export const present = { isParticipated: true, isPunctual: false, isTeamPlayer: false, isOnTimePayment: false };
export const absent = { ...present, isParticipated: false };
