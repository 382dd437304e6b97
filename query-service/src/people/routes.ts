import { peopleApi } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { registerLeaderboardQueryRoutes } from '../leaderboard/routes';
import { listBuddies } from './buddies';
import { listParticipants } from './participants';
import { STANDARD_SKILL_SET } from './personSummary';
import { searchUsersForGame } from './userSearch';

/** The people side of games (contracts/src/api/people.ts): participants, search, buddies, leaderboard, skill set. */
export const registerPeopleQueryRoutes = (api: Api, store: DocumentStore): void => {
  api.bind(peopleApi.listParticipants, async ({ params, query, actor }) => {
    const { participants, nextUrl } = await listParticipants(store, params.activityId, query.status, actor, {
      page: query.page,
      size: query.size,
    });
    return { body: { data: { activityId: params.activityId, status: query.status, participants, nextUrl } } };
  });

  api.bind(peopleApi.searchUsersForGame, async ({ params, query, actor }) => ({
    body: { data: { users: await searchUsersForGame(store, params.activityId, query.q, query.limit, actor) } },
  }));

  api.bind(peopleApi.listMyBuddies, async ({ query, actor, now }) => ({
    body: { data: await listBuddies(store, actor.userId, Date.parse(now), query.limit) },
  }));

  // The listing catalogue (with per-listing skill configuration) arrives with the venue catalogue.
  api.bind(peopleApi.getListingSkills, async ({ params }) => ({
    body: { data: { listingId: params.listingId, skills: [...STANDARD_SKILL_SET] } },
  }));

  registerLeaderboardQueryRoutes(api, store);
};
