import { discoveryApi, gamesApi, peopleApi, ratingsApi, usersApi, type BasicProfileChanges, type RouteResponse } from '@sports/contracts';
import { requestJson } from '../api/http';
import { newIdempotencyKey, routePath } from '../api/paths';
import { withSession } from '../session/withSession';

export type MyProfile = RouteResponse<typeof usersApi.getMyUser>['data'];
export type LevelExplanation = RouteResponse<typeof ratingsApi.getLevelExplanation>['data'];
export type ReputationView = RouteResponse<typeof ratingsApi.getReputation>['data'];

/** Spec section 7 GET /api/user/: the caller's own profile with the activity level tier. */
export const fetchMyProfile = () =>
  withSession(async (token) => (await requestJson(usersApi.getMyUser.path, usersApi.getMyUser.response, { token })).data);

/** Spec section 7 PUT /api/user/basic: the fields that complete a profile (section 3: firstName, gender, a location). */
export const updateBasicProfile = (changes: BasicProfileChanges) =>
  withSession(async (token) => {
    const headers = { 'idempotency-key': newIdempotencyKey() };
    return (
      await requestJson(usersApi.updateBasicProfile.path, usersApi.updateBasicProfile.response, {
        method: 'PUT',
        token,
        body: changes,
        headers,
      })
    ).data;
  });

/** Spec section 7 PUT /api/user/listing: the sports the player plays (the profile's choices), which Suggested follows. */
export const setSportsChoices = (listingIds: string[]) =>
  withSession(async (token) => {
    const headers = { 'idempotency-key': newIdempotencyKey() };
    return (
      await requestJson(usersApi.setListingChoices.path, usersApi.setListingChoices.response, {
        method: 'PUT',
        token,
        body: { listingIds },
        headers,
      })
    ).data;
  });

export const fetchLevelExplanation = (userId: string, listingId: string) =>
  withSession(
    async (token) =>
      (
        await requestJson(routePath(ratingsApi.getLevelExplanation, { userId, listingId }), ratingsApi.getLevelExplanation.response, {
          token,
        })
      ).data,
  );

export const fetchReputation = (userId: string) =>
  withSession(
    async (token) =>
      (await requestJson(routePath(ratingsApi.getReputation, { userId }), ratingsApi.getReputation.response, { token })).data,
  );

/** How many past games are read to find the listings a player played (the largest page the API gives). */
const PAST_GAMES_READ = 90;

export interface PlayedListing {
  listingId: string;
  listingName: string;
}

/**
 * The listings to show a skill for: the ones the player chose in the profile, and the ones of
 * their recent past games (no call lists a player's rated listings directly).
 */
export const fetchPlayedListings = (choices: string[]) =>
  withSession(async (token) => {
    const url = `${routePath(discoveryApi.listMyGames, { page: 0, size: PAST_GAMES_READ })}?statusList=past`;
    const page = (await requestJson(url, discoveryApi.listMyGames.response, { token })).data;
    const byId = new Map<string, PlayedListing>();
    for (const game of page.activities)
      if (!byId.has(game.listingId)) byId.set(game.listingId, { listingId: game.listingId, listingName: game.listingName });
    for (const id of choices) if (!byId.has(id)) byId.set(id, { listingId: id, listingName: id.charAt(0).toUpperCase() + id.slice(1) });
    return [...byId.values()];
  });

export type SelfSkillLevel = RouteResponse<typeof usersApi.setSelfSkillLevel>['data'];
export type Circle = RouteResponse<typeof discoveryApi.listCircles>['data'][number];
export type Buddy = RouteResponse<typeof peopleApi.listMyBuddies>['data']['buddies'][number];

/** Spec section 7 "PUT set self skill level (body selfLevel)". */
export const setSelfSkillLevel = (listingId: string, selfLevel: number) =>
  withSession(async (token) => {
    const headers = { 'idempotency-key': newIdempotencyKey() };
    const url = routePath(usersApi.setSelfSkillLevel, { listingId });
    return (await requestJson(url, usersApi.setSelfSkillLevel.response, { method: 'PUT', token, body: { selfLevel }, headers })).data;
  });

/** Spec section 7 "GET circles by listing", each with whether the caller follows it. */
export const fetchCircles = (listingId: string) =>
  withSession(
    async (token) =>
      (
        await requestJson(`${discoveryApi.listCircles.path}?${new URLSearchParams({ listingId })}`, discoveryApi.listCircles.response, {
          token,
        })
      ).data,
  );

/** The circles the caller follows (the list PUT my interest replaces). */
export const fetchInterests = () =>
  withSession(async (token) => (await requestJson(gamesApi.getInterests.path, gamesApi.getInterests.response, { token })).data.circleIds);

/** Spec section 7 "PUT my interest (body circleIds)": the whole list, so "My Interests" lists their games. */
export const saveInterests = (circleIds: string[]) =>
  withSession(async (token) => {
    const headers = { 'idempotency-key': newIdempotencyKey() };
    return (
      await requestJson(gamesApi.setInterests.path, gamesApi.setInterests.response, { method: 'PUT', token, body: { circleIds }, headers })
    ).data.circleIds;
  });

/** Spec section 7 "GET buddies": people the caller played with, most games together first. */
export const fetchBuddies = () =>
  withSession(async (token) => (await requestJson(peopleApi.listMyBuddies.path, peopleApi.listMyBuddies.response, { token })).data);
