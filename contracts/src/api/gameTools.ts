import { z } from 'zod';
import { idSchema, isoDate, isoDateTime, optionalText, skillLevel, text } from '../core/primitives';
import { countryCodeSchema, phoneInputSchema } from '../accounts/phone';
import { formAnswersSchema, mappedSlotInputSchema } from '../games/commands';
import { friendNamesSchema, membersCountSchema } from '../games/together';
import { joinInviteSchema } from '../games/inviteLink';
import { coverSchema, gameDetailsSchema } from '../games/shapes';
import { holdSchema } from '../games/readModel';
import { circleDetailsSchema, MAX_INTEREST_CIRCLES } from '../circles/events';
import { defineRoute } from './route';
import { activityParams, reply } from './gameRouteParts';

/**
 * Game commands beyond create/join/answer/hold: update, bulk create, cover,
 * offline participants, link invitations, hold responses, queries, slots, interests, circles.
 * Replies carry the text the spec's client reads (section 8).
 */
const game = { tag: 'Games', auth: 'required', idempotent: true } as const;

export const updateGame = defineRoute({
  ...game,
  operationId: 'updateGame',
  method: 'put',
  path: '/api/vm/activities/{activityId}',
  summary:
    "The host replaces the game's details (every Activity field of spec section 3); participants, hold, queries and slots stay. The client shows 'Game created/updated successfully'.",
  params: activityParams,
  body: gameDetailsSchema,
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'GAME_OVER', 'INVALID_SCHEDULE', 'INVALID_SKILL_RANGE', 'INVALID_TEAMS', 'MAX_BELOW_JOINED'],
});

/** Spec section 7 "PUT bulk create games": one game per date, the times of day kept from the template. */
export const bulkCreateGames = defineRoute({
  ...game,
  operationId: 'bulkCreateGames',
  method: 'put',
  path: '/api/vm/activities/bulk',
  summary:
    'Creates a series: the template game once on each of `dates` (1-30 distinct days), durations moved to each day. All dates are checked before any game is created.',
  body: z.object({ details: gameDetailsSchema, dates: z.array(isoDate).min(1).max(30) }).strict(),
  successStatus: 201,
  response: reply('success', z.object({ activityIds: z.array(z.string()) })),
  errors: ['VALIDATION_FAILED', 'INVALID_SCHEDULE', 'INVALID_SKILL_RANGE', 'INVALID_TEAMS'],
});

export const setCover = defineRoute({
  ...game,
  operationId: 'setGameCover',
  method: 'put',
  path: '/api/vm/activities/{activityId}/cover',
  summary:
    'Spec section 7 "cover add": an image uploaded through POST /api/vm/media/images ({type:"image", imageId}) or a video link ({type:"video", url}). Host or co-host.',
  params: activityParams,
  body: coverSchema,
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string(), coverUrl: z.string() })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'GAME_OVER', 'IMAGE_NOT_FOUND'],
});

export const removeCover = defineRoute({
  ...game,
  operationId: 'removeGameCover',
  method: 'delete',
  path: '/api/vm/activities/{activityId}/cover',
  summary: 'Spec section 7 "cover remove". Host or co-host; removing no cover changes nothing.',
  params: activityParams,
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST'],
});

export const offlineParticipantSchema = z.object({ name: text(120) }).strict();

export const addOfflineParticipants = defineRoute({
  ...game,
  operationId: 'addOfflineParticipants',
  method: 'put',
  path: '/api/vm/activities/{activityId}/participants/offline',
  summary:
    'Spec section 7 "PUT offline participants": the host adds people without an account, booked by `bookedBy` (the host, by default, or a participant); they take places. The client shows \'Participants added successfully\'.',
  params: activityParams,
  body: z.object({ participants: z.array(offlineParticipantSchema).min(1).max(50), bookedBy: idSchema.optional() }).strict(),
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string(), participantIds: z.array(z.string()) })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'GAME_OVER', 'GAME_FULL', 'GAME_ON_HOLD', 'NOT_A_PARTICIPANT'],
});

export const inviteByLink = defineRoute({
  ...game,
  operationId: 'inviteByLink',
  method: 'put',
  path: '/api/vm/activities/{activityId}/invite/link',
  summary:
    "Spec section 7 \"PUT new user invite\": sends a one-time join link to a phone number (WhatsApp or SMS). The reply text contains 'user invited', on which the client shows 'Link sent successfully'.",
  params: activityParams,
  body: z
    .object({
      phoneNumber: phoneInputSchema,
      countryCode: countryCodeSchema.optional(),
      channel: z.enum(['whatsapp', 'sms']).default('whatsapp'),
    })
    .strict(),
  successStatus: 200,
  response: reply('user invited', z.object({ activityId: z.string(), inviteId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'GAME_OVER', 'DELIVERY_FAILED'],
});

/** Joining with a link invitation: PUT …/join with `invite` in the body (see joinGame). */
export { joinInviteSchema };

const avatarUrl = z.string().max(2000).nullable().optional();

/**
 * Spec section 7 "PUT join game (body participant)", the Participant of spec
 * section 3 as the spec's client sends it about the caller. The server trusts the token and the
 * game's stream, not the body: `id` (and `bookedBy`) must be the caller, a join can neither come
 * retired nor offline, and the rest (name, nickName, gameSkill, avatar, isHost, isCoHost, status)
 * is read and not stored: who hosts and whether the join is a request follow from the game
 * (docs/adr/0080-spec-request-bodies.md).
 */
export const joinParticipantFields = {
  id: idSchema.optional(),
  name: optionalText(120).nullable().optional(),
  nickName: optionalText(120).nullable().optional(),
  gameSkill: z
    .union([skillLevel, z.object({ level: skillLevel }).loose()])
    .nullable()
    .optional(),
  isHost: z.boolean().optional(),
  isCoHost: z.boolean().optional(),
  retiredOn: z.null({ error: 'a join cannot come retired' }).optional(),
  retiredBy: z.null({ error: 'a join cannot come retired' }).optional(),
  status: z.enum(['joined', 'requested', 'invited'], { error: 'a join asks to be joined (joined, requested or invited)' }).optional(),
  isOfflineParticipant: z.literal(false, { error: 'offline participants are added by the host (PUT …/participants/offline)' }).optional(),
  bookedBy: idSchema.nullable().optional(),
  avatar: z.object({ desktop: avatarUrl, mini: avatarUrl, phone: avatarUrl }).strict().nullable().optional(),
};

export const joinBodySchema = z
  .object({
    message: optionalText(500).nullable().optional(),
    formAnswers: formAnswersSchema.optional(),
    invite: joinInviteSchema.optional(),
    ...joinParticipantFields,
    /** Spec section 3 participantDetail `membersCount`: the player and the friends they take places for (docs/adr/0102-paying-together.md). */
    membersCount: membersCountSchema.optional(),
    /** Spec section 3 Activity `bookedFor`: the friends' names, optional. */
    bookedFor: friendNamesSchema.optional(),
  })
  .strict();

export const respondToHold = defineRoute({
  ...game,
  operationId: 'respondToHold',
  method: 'put',
  path: '/api/vm/activities/{activityId}/hold/respond',
  summary:
    "Spec section 3 hold `responses`: a participant or co-host answers a hold; a second answer replaces the first. The client shows 'Submitted your response'.",
  params: activityParams,
  body: z.object({ response: text(500) }).strict(),
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'GAME_NOT_ON_HOLD'],
});

const queryParams = z.object({ activityId: idSchema, queryId: idSchema }).strict();

export const addQuery = defineRoute({
  ...game,
  operationId: 'addGameQuery',
  method: 'put',
  path: '/api/vm/activities/{activityId}/queries',
  summary: 'Spec section 7 "PUT add query": a question on the game, by anyone who may see it, until it is over.',
  params: activityParams,
  body: z.object({ question: text(1000) }).strict(),
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string(), queryId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'GAME_OVER'],
});

export const answerQuery = defineRoute({
  ...game,
  operationId: 'answerGameQuery',
  method: 'put',
  path: '/api/vm/activities/{activityId}/queries/{queryId}/answer',
  summary: 'The host or a co-host answers a query, once.',
  params: queryParams,
  body: z.object({ answer: text(1000) }).strict(),
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string(), queryId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'QUERY_NOT_FOUND', 'QUERY_ALREADY_ANSWERED'],
});

export const deleteQuery = defineRoute({
  ...game,
  operationId: 'deleteGameQuery',
  method: 'delete',
  path: '/api/vm/activities/{activityId}/queries/{queryId}',
  summary: 'Spec section 7 "DELETE query": the asker, the host or a co-host removes a query.',
  params: queryParams,
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string(), queryId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'QUERY_NOT_FOUND'],
});

export const mapSlot = defineRoute({
  ...game,
  operationId: 'mapSlotToGame',
  method: 'put',
  path: '/api/vm/activities/{activityId}/slots',
  summary: 'Spec section 7 "PUT map slot to game": the host attaches a booked slot (field, date, times) to the game.',
  params: activityParams,
  body: mappedSlotInputSchema,
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string(), slotIds: z.array(z.string()) })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'GAME_OVER', 'SLOT_ALREADY_MAPPED', 'SLOT_NOT_FOUND', 'SLOT_NOT_YOURS'],
});

export const unmapSlot = defineRoute({
  ...game,
  operationId: 'removeSlotFromGame',
  method: 'put',
  path: '/api/vm/activities/{activityId}/slots/{slotId}/remove',
  summary: 'Spec section 7 "PUT remove slot from game".',
  params: z.object({ activityId: idSchema, slotId: idSchema }).strict(),
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string(), slotIds: z.array(z.string()) })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'SLOT_NOT_MAPPED'],
});

/**
 * Spec section 7 "PUT update participant status (body id, updatedOn, updatedBy)": one call for accept, reject and remove.
 * The spec's client sends no status, so it is optional and derived (docs/adr/0080-spec-request-bodies.md).
 */
export const updateParticipantStatus = defineRoute({
  ...game,
  operationId: 'updateParticipantStatus',
  method: 'put',
  path: '/api/vm/activities/{activityId}/participants/status',
  summary:
    "The spec's body {id, updatedOn, updatedBy}: accepts the open request of `id` (host or co-host), or the caller's own invitation (`id` is the caller; accepting is joining). With status: joined accepts a request, rejected rejects it, retired removes a participant. updatedBy, when sent, must be the caller; the server records the caller and its own time, updatedOn is the client's.",
  params: activityParams,
  body: z
    .object({
      id: idSchema,
      status: z.enum(['joined', 'rejected', 'retired']).optional(),
      updatedOn: isoDateTime.optional(),
      updatedBy: idSchema.optional(),
    })
    .strict(),
  successStatus: 200,
  response: reply('status updated', z.object({ activityId: z.string(), userId: z.string(), status: z.string() })),
  errors: [
    'GAME_NOT_FOUND',
    'NOT_HOST',
    'REQUEST_NOT_FOUND',
    'NOT_A_PARTICIPANT',
    'GAME_FULL',
    'GAME_OVER',
    'GAME_ON_HOLD',
    'PAYMENT_REQUIRED',
    'FORBIDDEN',
  ],
});

export const setInterests = defineRoute({
  ...game,
  tag: 'Circles',
  operationId: 'setInterests',
  method: 'put',
  path: '/api/vm/users/me/interests',
  summary:
    'Spec section 7 "PUT my interest (body circleIds)": the circles the caller follows, replacing the old list; "My Interests" lists their games.',
  body: z.object({ circleIds: z.array(idSchema).max(MAX_INTEREST_CIRCLES) }).strict(),
  successStatus: 200,
  response: reply('success', z.object({ circleIds: z.array(z.string()) })),
  errors: ['CIRCLE_NOT_FOUND', 'USER_NOT_FOUND'],
});

export const getInterests = defineRoute({
  tag: 'Circles',
  auth: 'required',
  operationId: 'getInterests',
  method: 'get',
  path: '/api/vm/users/me/interests',
  summary:
    'The circles the caller follows (what PUT /api/vm/users/me/interests last set), so a client can change the list without losing any.',
  successStatus: 200,
  response: z.object({ data: z.object({ circleIds: z.array(z.string()) }) }),
  errors: ['USER_NOT_FOUND'],
});

export const createCircle = defineRoute({
  ...game,
  tag: 'Circles',
  operationId: 'createCircle',
  method: 'put',
  path: '/api/vm/circles',
  summary: 'Starts a circle for one listing in one city; its id is `<listingId>.<city-slug>`, so there is one circle per sport and city.',
  body: circleDetailsSchema,
  successStatus: 201,
  response: reply('success', z.object({ circleId: z.string() })),
  errors: ['CIRCLE_ALREADY_EXISTS'],
});

/** Spec section 7 "GET and PUT hold": the hold with its reason and responses, or null. */
export const getHold = defineRoute({
  operationId: 'getGameHold',
  method: 'get',
  path: '/api/vm/activities/{activityId}/hold',
  summary:
    'The hold of a game (createdBy, reason, created, responses; spec section 3), or data null when it is not on hold. Private games only for their members.',
  tag: 'Games',
  auth: 'optional',
  params: activityParams,
  successStatus: 200,
  response: z.object({ data: holdSchema.nullable() }),
  errors: ['GAME_NOT_FOUND'],
});
