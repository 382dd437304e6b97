import { z } from 'zod';
import { SKILL_LABELS, SKILL_NAMES, idSchema, skillLevel, text } from '../core/primitives';
import { LEADERBOARD_WINDOW_DAYS } from '../ratings/rules';
import { defineRoute } from './route';
import { activityParams } from './gameRouteParts';

/**
 * The people side of games (spec section 7 "Games"): participants by status, search
 * user for game, buddies, leaderboard and the listing skill set. Paths of our design under
 * /api/vm where the spec shows none.
 */

/** Spec section 4: a skill level with its label (BEG, AMT, INT, PRO) and name. */
export const skillSchema = z.object({ level: skillLevel, label: z.enum(SKILL_LABELS), name: z.enum(SKILL_NAMES) });
export type Skill = z.infer<typeof skillSchema>;

/** Spec section 3, Participant avatar (desktop, mini, phone); one uploaded picture serves all three until images are resized. */
export const avatarSetSchema = z.object({ desktop: z.string(), mini: z.string(), phone: z.string() });

/**
 * Spec section 3 "Host or participant summary", public fields only (never phone or e-mail).
 * nickName: the profile has no nickname yet, so it is the first name.
 */
export const personSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  nickName: z.string().nullable(),
  shortId: z.string().nullable(),
  avatar: avatarSetSchema.nullable(),
});
export type PersonSummary = z.infer<typeof personSummarySchema>;

/** A summary with the person's own skill level for one listing (null until they set it). */
export const playerSummarySchema = personSummarySchema.extend({ gameSkill: skillSchema.nullable() });
export type PlayerSummary = z.infer<typeof playerSummarySchema>;

export const PARTICIPANT_STATUSES = ['joined', 'requested', 'invited', 'retired'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

/** Spec section 3, Participant. */
export const participantSchema = playerSummarySchema.extend({
  isHost: z.boolean(),
  isCoHost: z.boolean(),
  message: z.string().nullable(),
  retiredOn: z.string().nullable(),
  retiredBy: z.string().nullable(),
  status: z.enum(PARTICIPANT_STATUSES),
  isOfflineParticipant: z.boolean(),
  bookedBy: z.string().nullable(),
});
export type Participant = z.infer<typeof participantSchema>;

const limit = (max: number, fallback: number) => z.coerce.number().int().min(1).max(max).default(fallback);

/** `status=joined` (the default), or a comma list such as `requested,invited`. */
export const participantStatusesSchema = z
  .string()
  .default('joined')
  .transform((value) => value.split(',').map((s) => s.trim()))
  .pipe(z.array(z.enum(PARTICIPANT_STATUSES)).min(1).max(PARTICIPANT_STATUSES.length))
  .transform((list) => [...new Set(list)]);

/** The most participants one page of GET participants by status holds. */
export const PARTICIPANTS_MAX_SIZE = 500;

export const listParticipants = defineRoute({
  operationId: 'listParticipants',
  method: 'get',
  path: '/api/vm/activities/{activityId}/participants',
  summary:
    'Participants of a game by status (spec section 7 "GET participants by status"): joined (default), requested, invited, retired, or a comma list. Requests and invites: the host and co-hosts only. A private game: its members only (404 otherwise).',
  tag: 'People',
  auth: 'optional',
  params: activityParams,
  // Paged, so a game of thousands is read a page at a time (nextUrl); without page and size, the first PARTICIPANTS_MAX_SIZE.
  query: z
    .object({
      status: participantStatusesSchema,
      page: z.coerce.number().int().min(0).max(100_000).default(0),
      size: z.coerce.number().int().min(1).max(PARTICIPANTS_MAX_SIZE).default(PARTICIPANTS_MAX_SIZE),
    })
    .strict(),
  successStatus: 200,
  response: z.object({
    data: z.object({
      activityId: z.string(),
      status: z.array(z.enum(PARTICIPANT_STATUSES)),
      participants: z.array(participantSchema),
      nextUrl: z.string().nullable().optional(),
    }),
  }),
  errors: ['VALIDATION_FAILED', 'GAME_NOT_FOUND', 'NOT_HOST'],
});

export const USER_SEARCH_LIMIT = 20;

export const searchUsersForGame = defineRoute({
  operationId: 'searchUsersForGame',
  method: 'get',
  path: '/api/vm/activities/{activityId}/users/search',
  summary: `Registered users to invite (spec section 7 "GET search user for game"): a name prefix (any word of the name) or an exact shortId; people already in the game, asking or invited are left out; at most ${USER_SEARCH_LIMIT}, public fields only. The host and co-hosts.`,
  tag: 'People',
  auth: 'required',
  params: activityParams,
  query: z.object({ q: text(40), limit: limit(USER_SEARCH_LIMIT, USER_SEARCH_LIMIT) }).strict(),
  successStatus: 200,
  response: z.object({ data: z.object({ users: z.array(playerSummarySchema) }) }),
  errors: ['VALIDATION_FAILED', 'GAME_NOT_FOUND', 'NOT_HOST'],
});

export const buddySchema = z.object({
  user: personSummarySchema,
  gamesTogether: z.number().int(),
  /** The calendar day (`date`) of the latest game played together. */
  lastPlayedOn: z.string(),
  lastActivityId: z.string(),
});

export const listMyBuddies = defineRoute({
  operationId: 'listMyBuddies',
  method: 'get',
  path: '/api/vm/users/me/buddies',
  summary:
    'People the caller played with (spec section 7 "GET buddies"): both joined when a past game ended; most games together first, then the most recent. Counted over the caller\'s latest 500 past games (gamesConsidered).',
  tag: 'People',
  auth: 'required',
  query: z.object({ limit: limit(100, 50) }).strict(),
  successStatus: 200,
  response: z.object({ data: z.object({ buddies: z.array(buddySchema), gamesConsidered: z.number().int() }) }),
  errors: ['VALIDATION_FAILED'],
});

export const LEADERBOARD_SORTS = ['gamesPlayed', 'skill', 'reputation'] as const;

/**
 * One row of a leaderboard. `skill` is the player's skill consensus in the listing (null while
 * "new", below the minimum of distinct raters) and `reputation` their reputation score (null
 * while new); docs/ratings.md has both formulas.
 */
export const leaderSchema = z.object({
  rank: z.number().int(),
  user: playerSummarySchema,
  gamesPlayed: z.number().int(),
  skill: z.object({ value: z.number(), level: skillLevel, raters: z.number().int() }).nullable(),
  reputation: z.number().int().nullable(),
});

export const getLeaderboard = defineRoute({
  operationId: 'getLeaderboard',
  method: 'get',
  path: '/api/vm/leaderboard',
  summary: `Spec section 7 "GET leaderboard", per listing and region: the players of the games of the listing held in the region (its city, matched case-insensitively) that ended in the last ${LEADERBOARD_WINDOW_DAYS} days, counting each game once it is over for each user who was a joined participant at its end, and leaving out games marked as not having happened. sort=gamesPlayed (default), skill (the skill consensus; "new" players last) or reputation (the reputation score; "new" last). Equal values share a rank (1, 2, 2, 4). Skill and reputation orders are computed at most once a minute (the previous one is served meanwhile).`,
  tag: 'People',
  auth: 'optional',
  query: z
    .object({ listingId: idSchema, region: text(80), limit: limit(100, 20), sort: z.enum(LEADERBOARD_SORTS).default('gamesPlayed') })
    .strict(),
  successStatus: 200,
  response: z.object({
    data: z.object({
      listingId: z.string(),
      region: z.string(),
      sort: z.enum(LEADERBOARD_SORTS),
      windowDays: z.number().int(),
      asOf: z.string(),
      leaders: z.array(leaderSchema),
    }),
  }),
  errors: ['VALIDATION_FAILED'],
});

export const getListingSkills = defineRoute({
  operationId: 'getListingSkills',
  method: 'get',
  path: '/api/vm/listings/{listingId}/skills',
  summary:
    'The skill set of a listing (spec section 7 "GET listing skill set"): levels 0 to 3 with labels BEG/AMT/INT/PRO (sections 4 and 9). Every listing has the standard set until the listing catalogue exists.',
  tag: 'People',
  auth: 'none',
  params: z.object({ listingId: idSchema }).strict(),
  successStatus: 200,
  response: z.object({ data: z.object({ listingId: z.string(), skills: z.array(skillSchema) }) }),
  errors: ['VALIDATION_FAILED'],
});

export const peopleQueryRoutes = [listParticipants, searchUsersForGame, listMyBuddies, getLeaderboard, getListingSkills] as const;
