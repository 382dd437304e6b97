import { z } from 'zod';
import { idSchema, text, isoDateTime } from '../core/primitives';
import { gameDetailsSchema } from '../games/shapes';
import { inviteTokenSchema } from '../games/inviteLink';
import { waitlistViewSchema } from '../games/waitlistReadModel';
import { defineRoute } from './route';
import { joinBodySchema } from './gameTools';
import { activityParams, reply } from './gameRouteParts';
import { listGames, listedGameSchema } from './gameList';

export * from './gameTools';
export * from './gameList';
export * from '../games/waitlistApi';

const requestParams = z.object({ activityId: idSchema, userId: idSchema }).strict();

export const createGame = defineRoute({
  operationId: 'createGame',
  method: 'put',
  path: '/api/vm/activities',
  summary: 'Create a game; the creator becomes its host (spec section 7 "PUT create game").',
  tag: 'Games',
  auth: 'required',
  idempotent: true,
  body: gameDetailsSchema,
  successStatus: 201,
  response: reply('success', z.object({ activityId: z.string() })),
  errors: ['VALIDATION_FAILED', 'INVALID_SCHEDULE', 'INVALID_SKILL_RANGE', 'IDEMPOTENCY_KEY_REUSED'],
});

export const joinGame = defineRoute({
  operationId: 'joinGame',
  method: 'put',
  path: '/api/vm/activities/{activityId}/join',
  summary:
    'Join a public game, or send a request to join a private one. Reply "success" either way (spec section 8). The body is optional: {message, formAnswers, invite, membersCount, bookedFor}, and/or the spec\'s Participant about the caller (id and bookedBy must be the caller; a join is not retired nor offline; the rest is read, not stored). membersCount (1 to 6, spec section 3 participantDetail) takes a place for the caller and each friend, all within the limit; bookedFor names the friends (optional). A pay-before game is bought through the cart instead (409 PAYMENT_REQUIRED), by invited and accepted players too.',
  tag: 'Games',
  auth: 'required',
  idempotent: true,
  params: activityParams,
  body: joinBodySchema.default({}),
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string(), status: z.enum(['joined', 'requested']) })),
  errors: [
    'GAME_NOT_FOUND',
    'GAME_FULL',
    'PLACE_RESERVED',
    'GAME_ON_HOLD',
    'GAME_OVER',
    'ALREADY_PARTICIPANT',
    'ALREADY_REQUESTED',
    'FORM_ANSWER_REQUIRED',
    'INVITE_INVALID',
    'FORBIDDEN',
    'PAYMENT_REQUIRED',
  ],
});

export const acceptJoinRequest = defineRoute({
  operationId: 'acceptJoinRequest',
  method: 'put',
  path: '/api/vm/activities/{activityId}/requests/{userId}/accept',
  summary: 'Host or co-host accepts a request to join a private game. Reply "done" (spec section 8).',
  tag: 'Games',
  auth: 'required',
  idempotent: true,
  params: requestParams,
  successStatus: 200,
  response: reply('done', z.object({ activityId: z.string(), userId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'REQUEST_NOT_FOUND', 'GAME_FULL', 'GAME_OVER'],
});

export const rejectJoinRequest = defineRoute({
  operationId: 'rejectJoinRequest',
  method: 'put',
  path: '/api/vm/activities/{activityId}/requests/{userId}/reject',
  summary: 'The host rejects a request to join a private game (spec section 4). Reply "done" (spec section 8).',
  tag: 'Games',
  auth: 'required',
  idempotent: true,
  params: requestParams,
  successStatus: 200,
  response: reply('done', z.object({ activityId: z.string(), userId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'REQUEST_NOT_FOUND'],
});

export const holdGame = defineRoute({
  operationId: 'holdGame',
  method: 'put',
  path: '/api/vm/activities/{activityId}/hold',
  summary: 'Host puts the game on hold with a reason (spec section 4).',
  tag: 'Games',
  auth: 'required',
  idempotent: true,
  params: activityParams,
  body: z.object({ reason: text(500) }).strict(),
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string(), reason: z.string() })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'GAME_ON_HOLD', 'GAME_OVER'],
});

export const releaseHold = defineRoute({
  operationId: 'releaseHold',
  method: 'put',
  path: '/api/vm/activities/{activityId}/hold/release',
  summary: 'Host releases the hold on a game.',
  tag: 'Games',
  auth: 'required',
  idempotent: true,
  params: activityParams,
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'GAME_NOT_ON_HOLD'],
});

export const addCoHost = defineRoute({
  operationId: 'addCoHost',
  method: 'put',
  path: '/api/vm/activities/{activityId}/cohosts/{userId}',
  summary: 'The host makes a participant co-host (spec section 6). Reply "cohost added successfully" (spec section 8).',
  tag: 'Games',
  auth: 'required',
  idempotent: true,
  params: requestParams,
  successStatus: 200,
  response: reply('cohost added successfully', z.object({ activityId: z.string(), userId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'GAME_OVER', 'NOT_A_PARTICIPANT', 'ALREADY_CO_HOST'],
});

export const setMatchFull = defineRoute({
  operationId: 'setMatchFull',
  method: 'put',
  path: '/api/vm/activities/{activityId}/matchFull',
  summary: 'The host marks the match full, or open again (spec sections 4 and 6). Nobody joins a game marked full.',
  tag: 'Games',
  auth: 'required',
  idempotent: true,
  params: activityParams,
  body: z.object({ isMatchFull: z.boolean() }).strict(),
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string(), isMatchFull: z.boolean() })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'GAME_OVER'],
});

/** Spec section 7: "PUT remove participant (body id, updatedOn)"; the client reads the reply 'status updated' (section 8). */
export const removeParticipant = defineRoute({
  operationId: 'removeParticipant',
  method: 'put',
  path: '/api/vm/activities/{activityId}/participants/remove',
  summary:
    'The host removes a participant, who becomes retired (spec sections 4 and 6). updatedOn is the client time, kept for the spec client; the server records its own.',
  tag: 'Games',
  auth: 'required',
  idempotent: true,
  params: activityParams,
  body: z.object({ id: idSchema, updatedOn: isoDateTime.optional() }).strict(),
  successStatus: 200,
  response: reply('status updated', z.object({ activityId: z.string(), userId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'GAME_OVER', 'NOT_A_PARTICIPANT'],
});

/** Spec section 7 "PUT invite participants"; an invited user's card shows Accept (section 2). */
export const inviteParticipants = defineRoute({
  operationId: 'inviteParticipants',
  method: 'put',
  path: '/api/vm/activities/{activityId}/invite',
  summary:
    'The host or a co-host invites existing users. People already in the game, asking or invited are skipped. Accepting is joining (PUT …/join), which works for an invited user even on a private game.',
  tag: 'Games',
  auth: 'required',
  idempotent: true,
  params: activityParams,
  body: z.object({ userIds: z.array(idSchema).min(1).max(50) }).strict(),
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string(), invited: z.array(z.string()) })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'GAME_OVER', 'USER_NOT_FOUND'],
});

export const leaveGame = defineRoute({
  operationId: 'leaveGame',
  method: 'put',
  path: '/api/vm/activities/{activityId}/leave',
  summary: 'A participant leaves the game and is retired; the host cannot leave (delete the game instead).',
  tag: 'Games',
  auth: 'required',
  idempotent: true,
  params: activityParams,
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'GAME_OVER', 'NOT_A_PARTICIPANT', 'HOST_CANNOT_LEAVE'],
});

/** Spec section 4 "invited (user can Accept)": the other answer. Accepting is joining. */
export const declineInvitation = defineRoute({
  operationId: 'declineInvitation',
  method: 'put',
  path: '/api/vm/activities/{activityId}/invitation/decline',
  summary: 'An invited user declines the invitation; it is gone from the game and from their games. Only the invited user can.',
  tag: 'Games',
  auth: 'required',
  idempotent: true,
  params: activityParams,
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'INVITATION_NOT_FOUND'],
});

/** Spec section 7: "DELETE game"; the client shows 'Game Deleted successfully!' (section 8). */
export const deleteGame = defineRoute({
  operationId: 'deleteGame',
  method: 'delete',
  path: '/api/vm/activities/{activityId}',
  summary: 'The host deletes a game that is not over; it disappears from every list and its detail answers 404.',
  tag: 'Games',
  auth: 'required',
  idempotent: true,
  params: activityParams,
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'NOT_HOST', 'GAME_OVER'],
});

/** Spec section 7 "PUT save/unsave game"; the client shows 'Game saved/unsaved successfully !' (section 8). */
export const saveGame = defineRoute({
  operationId: 'saveGame',
  method: 'put',
  path: '/api/vm/activities/{activityId}/save',
  summary: 'Saves the game for the caller (isSaved true) or unsaves it (false). Only games the caller may see can be saved.',
  tag: 'Games',
  auth: 'required',
  idempotent: true,
  params: activityParams,
  body: z.object({ isSaved: z.boolean() }).strict(),
  successStatus: 200,
  response: reply('success', z.object({ activityId: z.string(), isSaved: z.boolean() })),
  errors: ['GAME_NOT_FOUND', 'USER_NOT_FOUND'],
});

export const getGame = defineRoute({
  operationId: 'getGame',
  method: 'get',
  path: '/api/vm/activities/{activityId}',
  summary: 'Game detail (spec section 7 "GET game detail"). A private game is not found for non-members.',
  tag: 'Games',
  auth: 'optional',
  params: activityParams,
  /** invite: a one-time invitation link's `{inviteId}.{secret}`, which lets its holder see the private game it opens until it is used. */
  query: z.object({ userId: idSchema.optional(), invite: inviteTokenSchema.optional() }).strict(),
  successStatus: 200,
  /** waitlist: the line as this viewer may see it; the whole queue for the host and co-hosts. */
  response: z.object({
    data: listedGameSchema.extend({
      waitlist: waitlistViewSchema.optional(),
      /** ParticipantDetail holds the first 50 entries; the joined players continue here (GET participants by status, paged), null when none are left. */
      participantsNextUrl: z.string().nullable().optional(),
    }),
  }),
  errors: ['GAME_NOT_FOUND'],
});

export const gameCommandRoutes = [createGame, joinGame, acceptJoinRequest, rejectJoinRequest, holdGame, releaseHold] as const;
export const gameQueryRoutes = [listGames, getGame] as const;
