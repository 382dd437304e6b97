import { DomainError, ratingsApi } from '@sports/contracts';
import { mayReadPrivateAccount } from '@sports/shared-rules';
import type { DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { listDisputes } from './disputes';
import { explainLevel } from './levelExplanation';
import { getRatedGame } from './ratedGame';
import { listRatedHosts, listRatedPlayers } from './ratedLists';
import { getReputation } from './reputation';
import { listReviewPrompts } from './reviewPrompts';
import { ratingsGivenPage } from './ratingsGiven';
import { nameBookOf } from '../people/nameBook';

/** Ratings and reviews (contracts/src/api/ratings.ts); the leaderboard is in ../leaderboard. */
export const registerRatingQueryRoutes = (api: Api, store: DocumentStore): void => {
  api.bind(ratingsApi.listReviewPrompts, async ({ params, query, actor, now }) => {
    if (!mayReadPrivateAccount(actor, params.userId))
      throw new DomainError('FORBIDDEN', 'These are the review prompts of another user', 'userId');
    return { body: { data: await listReviewPrompts(store, params.userId, query.daysBack, Date.parse(now)) } };
  });

  api.bind(ratingsApi.getRatedGame, async ({ params, actor }) => ({ body: { data: await getRatedGame(store, params, actor) } }));

  api.bind(ratingsApi.listRatedPlayers, async ({ params, actor, now }) => ({
    body: { data: await listRatedPlayers(store, params.activityId, params.userId, actor, Date.parse(now)) },
  }));

  api.bind(ratingsApi.listRatedHosts, async ({ params, actor, now }) => ({
    body: { data: await listRatedHosts(store, params.activityId, params.userId, actor, Date.parse(now)) },
  }));

  api.bind(ratingsApi.getLevelExplanation, async ({ params }) => ({
    body: { data: await explainLevel(store, params.userId, params.listingId) },
  }));

  api.bind(ratingsApi.getReputation, async ({ params }) => ({ body: { data: await getReputation(store, params.userId) } }));

  // Ratings you gave: the caller's own, always (the path says "me"; there is no one else's to ask for).
  const names = nameBookOf(store);
  api.bind(ratingsApi.listRatingsGiven, async ({ query, actor }) => {
    const { ratings, more } = await ratingsGivenPage(store, await names.current(), actor.userId, query.page, query.size);
    const nextUrl = more ? `${ratingsApi.listRatingsGiven.path}?page=${query.page + 1}&size=${query.size}` : null;
    return { body: { data: { ratings, nextUrl } } };
  });

  api.bind(ratingsApi.listDisputes, async ({ query, actor }) => ({
    body: { data: { disputes: await listDisputes(store, actor, query.limit) } },
  }));
};
