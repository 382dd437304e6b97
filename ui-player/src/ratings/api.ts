import {
  ratingsApi,
  REVIEW_DAYS_BACK,
  type GameRating,
  type HostRating,
  type ParticipantRating,
  type RouteResponse,
} from '@sports/contracts';
import type { z } from 'zod';
import { requestJson } from '../api/http';
import { newIdempotencyKey, routePath } from '../api/paths';
import { withSession } from '../session/withSession';

/** The rating and review calls of spec section 7, through the contracts route descriptors. */

export type ReviewPromptItem = RouteResponse<typeof ratingsApi.listReviewPrompts>['data'][number];
export type RatedPlayers = RouteResponse<typeof ratingsApi.listRatedPlayers>['data'];
export type RatedHosts = RouteResponse<typeof ratingsApi.listRatedHosts>['data'];
export type RatedPlayer = RatedPlayers['players'][number];
export type RatedHost = RatedHosts['hosts'][number];
export type GivenPlayerRating = NonNullable<RatedPlayer['given']>;
export type EarlierGameRating = RouteResponse<typeof ratingsApi.getRatedGame>['data'];

/** Spec sections 7 and 9: past activities of the last 10 days still to review. */
export const fetchReviewPrompts = (userId: string) =>
  withSession(async (token) => {
    const url = `${routePath(ratingsApi.listReviewPrompts, { userId })}?${new URLSearchParams({ statusList: 'past', daysBack: String(REVIEW_DAYS_BACK) })}`;
    return (await requestJson(url, ratingsApi.listReviewPrompts.response, { token })).data;
  });

/** Spec section 4: 'Rate Now' records rate, 'Skip' records skip (PUT …/{rate|skip}?value=true, no body). */
export const answerReviewPrompt = (action: 'rate' | 'skip', activityId: string, userId: string) =>
  withSession(async (token) => {
    const route = action === 'rate' ? ratingsApi.rateReviewPrompt : ratingsApi.skipReviewPrompt;
    const url = `${routePath(route, { activityId, userId })}?value=true`;
    return (await requestJson(url, route.response, { method: 'PUT', token, headers: { 'idempotency-key': newIdempotencyKey() } })).data;
  });

export const fetchRatedPlayers = (activityId: string, userId: string) =>
  withSession(
    async (token) =>
      (await requestJson(routePath(ratingsApi.listRatedPlayers, { activityId, userId }), ratingsApi.listRatedPlayers.response, { token }))
        .data,
  );

export const fetchRatedHosts = (activityId: string, userId: string) =>
  withSession(
    async (token) =>
      (await requestJson(routePath(ratingsApi.listRatedHosts, { activityId, userId }), ratingsApi.listRatedHosts.response, { token })).data,
  );

/** The user's earlier Rate Game answer, or null (spec section 4: an earlier dispute switches the dispute on). */
export const fetchEarlierGameRating = (activityId: string, listingId: string, userId: string) =>
  withSession(
    async (token) =>
      (
        await requestJson(routePath(ratingsApi.getRatedGame, { activityId, listingId, userId }), ratingsApi.getRatedGame.response, {
          token,
        })
      ).data,
  );

/** The rating PUTs: one Idempotency-Key per attempt. */
const put = <S extends z.ZodType>(url: string, response: S, body: unknown) =>
  withSession(async (token) =>
    requestJson(url, response, { method: 'PUT', token, body, headers: { 'idempotency-key': newIdempotencyKey() } }),
  );

export const submitParticipantRating = async (activityId: string, rating: ParticipantRating) =>
  (await put(routePath(ratingsApi.rateParticipant, { activityId }), ratingsApi.rateParticipant.response, rating)).data;
/** A change to a rating given; the first stays in the history. */
export const reviseParticipantRating = async (activityId: string, rating: ParticipantRating) =>
  (await put(routePath(ratingsApi.reviseParticipantRating, { activityId }), ratingsApi.reviseParticipantRating.response, rating)).data;
export const submitHostRating = async (activityId: string, rating: HostRating) =>
  (await put(routePath(ratingsApi.rateHost, { activityId }), ratingsApi.rateHost.response, rating)).data;
export const submitGameRating = async (activityId: string, rating: Partial<GameRating>) =>
  (await put(routePath(ratingsApi.rateGame, { activityId }), ratingsApi.rateGame.response, rating)).data;
