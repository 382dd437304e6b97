import {
  ANONYMOUS_VIEWER_FLAGS,
  DomainError,
  PRODUCT_KEY,
  activityReplyOf,
  discoveryApi,
  gamesApi,
  type GameDocument,
  type UserDocument,
} from '@sports/contracts';
import { shouldStopLoading } from '@sports/shared-rules';
import { CIRCLES_COLLECTION, regionOf, type DocumentStore } from '@sports/projections';
import { JsonText, type Api } from '@sports/service-kit';
import type { CircleDocument } from '@sports/contracts';
import { listInterestGames, listMyGames, listRegionGames, listRegionListings } from './discovery';
import { ListingNames } from './listingNames';
import { FacetCache, assembleFacets, monthIndexOf, type ListFacets } from './facets';
import { isLiveStatus, type LiveQuery } from './live/liveGameIndex';
import { LiveGames } from './live/liveGames';
import { registerGameChangesRoute } from './live/changesRoute';
import { StreamGate } from '../presence/streamGate';
import type { FacetCounts } from './live/facetTally';
import { facetsJsonOf, liveListJson, type FacetsJson } from './live/liveListBody';
import { gameOpenedByInvite } from './inviteLinkView';
import { countViewerPrivateGames, getVisibleGame, listGames, listSavedGames, nextUrlFor, type GamePage } from './gameQueries';
import { viewerAndGames, viewerOf, withViewerFlags } from './viewerFlags';
import { ViewerCache } from './viewerCache';
import { suggestedPage } from './suggested';
import { membershipIn } from './memberships';
import { participantsPageOf } from './participantsPage';
import {
  queueWithCurrentNames,
  seesWaitlistQueue,
  waitlistOfGame,
  waitlistQueuePage,
  waitlistWithCurrentNames,
} from '../waitlist/waitlistOfGame';
import { withParticipantProfiles } from './participantProfiles';
import { nameBookOf, type NameOf } from '../people/nameBook';
import { gameWithCurrentNames } from './currentNames';
import { SpaceAvatars, bytesWithSpaceAvatar, withSpaceAvatar } from './spaceAvatars';

/** Calls `listener` with the ids of games whose documents changed; returns the unsubscribe. */
export type FollowGameChanges = (listener: (activityIds: string[]) => void) => () => void;

const ALL_STATUSES = ['upcoming', 'ongoing', 'hold', 'past'] as const;

/** Spec section 3 list counts: total and the `{product}` key (core/product.ts), with `games` kept for existing clients. */
const countsOf = (total: number) => ({ total, games: total, [PRODUCT_KEY]: total });

export interface GameQueryOptions {
  clock?: () => Date;
  /** Moves when the read models may have changed (the projector's position, in one process): see LiveGames. */
  changeSignal?: () => bigint | null;
  /** The process's one gate for event streams (presence/streamGate.ts): every kind shares its caps. */
  streams?: StreamGate;
}

/** sort=distance needs the point to measure from, and serves games not yet over (the live index's). */
const assertDistanceSort = (query: {
  sort?: string | undefined;
  lat?: number | undefined;
  lon?: number | undefined;
  status: string;
}): void => {
  if (query.sort !== 'distance') return;
  if (query.lat === undefined) throw new DomainError('VALIDATION_FAILED', 'lat: sorting by distance needs lat and lon', 'query.lat');
  if (query.lon === undefined) throw new DomainError('VALIDATION_FAILED', 'lon: sorting by distance needs lat and lon', 'query.lon');
  if (query.status === 'past')
    throw new DomainError('VALIDATION_FAILED', 'sort: past games are listed latest first, not by distance', 'query.sort');
};

/** Returns how to follow game changes (the live index's), for the live viewer streams (presence/routes.ts). */
export const registerGameQueryRoutes = (
  api: Api,
  store: DocumentStore,
  options: GameQueryOptions = {},
): { followGameChanges: FollowGameChanges } => {
  const clock = options.clock ?? (() => new Date());
  const listingNames = new ListingNames(store);
  const facetCache = new FacetCache(store, listingNames);
  // People's current names in place of the copies in the games (people/nameBook.ts), shared with the live index and the back office.
  const names = nameBookOf(store, options.changeSignal ? { changeSignal: options.changeSignal } : {});
  const liveGames = new LiveGames(store, { clock, names, ...(options.changeSignal ? { changeSignal: options.changeSignal } : {}) });
  const viewers = new ViewerCache(store, options.changeSignal);
  // Venue photos joined into the replies (spec section 3 spaceAvatar), never copied into the games.
  const spaceAvatars = new SpaceAvatars(store, options.changeSignal);
  // Fill the index while the service starts, not on the first query (a failure here is retried by that query).
  liveGames.current().catch(() => undefined);
  // Live list and detail updates follow the same index (games/live/changesRoute.ts).
  registerGameChangesRoute(api, liveGames, store, options.streams ?? new StreamGate());

  /** The list response shape every paged game list shares (spec section 3 "Activity list response"). */
  const pageBody = async (
    result: GamePage,
    total: number,
    viewer: UserDocument | null,
    page: { page: number; size: number },
    url: URL,
    nameOf: NameOf,
  ) => {
    const nextUrl = nextUrlFor(url.pathname, url.search, page.page, page.size, result.activities.length, result.hasMore);
    const avatarOf = await spaceAvatars.of(result.activities.map((game) => game.spaceId));
    // The spec's Activity fields (spec section 3), false flags when nobody is signed in; the venue's photo joined in.
    const activities = withViewerFlags(result.activities, viewer).map((game) =>
      withSpaceAvatar({ ...ANONYMOUS_VIEWER_FLAGS, ...activityReplyOf(gameWithCurrentNames(game, nameOf)) }, avatarOf),
    );
    return {
      activities,
      nextUrl,
      counts: countsOf(total),
      stopLoading: nextUrl === null || shouldStopLoading(result.activities.length, page.size),
    };
  };

  /**
   * The index hands out one counts object per neighbourhood and filter until a game in its tally
   * changes, so the facets made from it (listing names are kept once read) serve every list
   * asking for them meanwhile. A failed assembly is forgotten, to be tried again.
   */
  const assembled = new WeakMap<FacetCounts, Promise<FacetsJson>>();
  const upcomingFacetsOf = (counts: FacetCounts): Promise<FacetsJson> => {
    let facets = assembled.get(counts);
    if (!facets) {
      facets = assembleFacets(listingNames, counts).then(facetsJsonOf);
      assembled.set(counts, facets);
      facets.catch(() => assembled.delete(counts));
    }
    return facets;
  };
  /** The other lists' facets (remembered a while by FacetCache), serialized once per facets object. */
  const serialized = new WeakMap<ListFacets, FacetsJson>();
  const facetsJsonFor = (facets: ListFacets): FacetsJson => {
    let json = serialized.get(facets);
    if (!json) serialized.set(facets, (json = facetsJsonOf(facets)));
    return json;
  };

  /** Games not yet over: from the live index, the response joined from each game's cached JSON. */
  const listLiveGames = async (query: LiveQuery, params: { page: number; size: number }, viewerId: string | null, url: URL) => {
    const nowMs = clock().getTime();
    const [live, { viewer, mine }] = await Promise.all([liveGames.current(), viewers.of(viewerId)]);
    const page = live.page(query, mine, nowMs, params);
    // Each game's cached bytes, with its venue's photo spliced in where it has one (spaceAvatars.ts).
    const avatarOf = await spaceAvatars.of(page.games.map((game) => game.spaceId));
    const result = {
      ...page,
      games: page.games.map((game) => {
        const json = bytesWithSpaceAvatar(game.json, game.spaceId ?? null, avatarOf);
        return json === game.json ? game : { ...game, json };
      }),
    };
    const nextUrl = nextUrlFor(url.pathname, url.search, params.page, params.size, result.games.length, result.hasMore);
    const stopLoading = nextUrl === null || shouldStopLoading(result.games.length, params.size);
    const counts = countsOf(result.total);
    if (params.page !== 0) return liveListJson(result.games, viewer, { nextUrl, counts, stopLoading });
    // Facets come with the first page; the client keeps them while it follows nextUrl.
    // Counted as the list is: the viewer's own private games too (docs/adr/0144-facets-count-what-the-list-shows.md).
    const json =
      query.status === 'upcoming'
        ? await upcomingFacetsOf(live.upcomingFacets(query, nowMs, mine))
        : facetsJsonFor(await facetCache.facets(query, nowMs, mine));
    const monthIndex = monthIndexOf(json.monthList, query.startDate, result.games[0]?.date);
    return liveListJson(result.games, viewer, { nextUrl, counts, stopLoading, facets: { json, monthIndex } });
  };

  api.bind(gamesApi.listGames, async ({ params, query, actor, c }) => {
    const viewerId = actor?.userId ?? null;
    assertDistanceSort(query);
    if (isLiveStatus(query.status))
      return { body: new JsonText(await listLiveGames(query as LiveQuery, params, viewerId, new URL(c.req.url))) };
    const nowMs = clock().getTime();
    const { viewer, mine } = await viewerAndGames(store, viewerId);
    const [result, publicTotal, ownPrivate, facets, nameOf] = await Promise.all([
      listGames(store, query, params, mine, nowMs),
      facetCache.total(query, nowMs),
      countViewerPrivateGames(store, query, mine, nowMs),
      params.page === 0 ? facetCache.facets(query, nowMs, mine) : null,
      names.current(),
    ]);
    const total = publicTotal + ownPrivate;
    const body = await pageBody(result, total, viewer, params, new URL(c.req.url), nameOf);
    if (!facets) return { body: { data: body } };
    const { dateList, monthList, listingList } = facets;
    const monthIndex = monthIndexOf(monthList, query.startDate, result.activities[0]?.date);
    return {
      body: {
        data: {
          ...body,
          counts: { ...countsOf(total), facilities: facets.facilities, listing: facets.listing },
          dateList,
          monthList,
          listingList,
          monthIndex,
        },
      },
    };
  });

  // The Suggested tab, never empty (games/suggested.ts): one request, its basis and heading beside the games.
  api.bind(gamesApi.suggestedGames, async ({ params, query, actor, c }) => {
    if ((query.lat === undefined) !== (query.lon === undefined))
      throw new DomainError('VALIDATION_FAILED', 'lat and lon come together', query.lat === undefined ? 'query.lat' : 'query.lon');
    const nowMs = clock().getTime();
    const [live, { viewer, mine }, nameOf] = await Promise.all([liveGames.current(), viewers.of(actor?.userId ?? null), names.current()]);
    const found = await suggestedPage({ store, live, nowMs }, viewer, mine, query, params);
    const url = new URL(c.req.url);
    if (!query.basis) url.searchParams.set('basis', found.basis);
    const games = found.live
      ? found.live.map((game) => JSON.parse(game.json.toString('utf8')) as GameDocument)
      : found.docs!.map((game) => activityReplyOf(gameWithCurrentNames(game, nameOf)) as GameDocument);
    const body = await pageBody({ activities: games, hasMore: found.hasMore }, found.total, viewer, params, url, () => undefined);
    // The first page carries the upcoming list's facets (dateList, monthList, listingList), so the Filters beside it offer every sport with games.
    const facets =
      params.page === 0
        ? (JSON.parse(`{${(await upcomingFacetsOf(live.upcomingFacets({ status: 'upcoming' }, nowMs, mine))).lists}}`) as object)
        : {};
    return {
      body: { data: { ...body, ...facets, basis: found.basis, heading: found.heading, ...(found.near ? { near: found.near } : {}) } },
    };
  });

  api.bind(gamesApi.listSavedGames, async ({ params, actor, c }) => {
    const [result, { viewer }, nameOf] = await Promise.all([
      listSavedGames(store, actor, params),
      viewerAndGames(store, actor.userId),
      names.current(),
    ]);
    return { body: { data: await pageBody(result, result.total, viewer, params, new URL(c.req.url), nameOf) } };
  });

  api.bind(discoveryApi.listMyGames, async ({ params, query, actor, c }) => {
    const statuses = query.statusList ?? [...ALL_STATUSES];
    const { viewer, mine } = await viewerAndGames(store, actor.userId);
    const [result, nameOf] = await Promise.all([listMyGames(store, mine, statuses, params, clock().getTime()), names.current()]);
    return { body: { data: await pageBody(result, result.total, viewer, params, new URL(c.req.url), nameOf) } };
  });

  api.bind(discoveryApi.listInterestGames, async ({ params, actor, c }) => {
    const { viewer, mine } = await viewerAndGames(store, actor.userId);
    const [result, nameOf] = await Promise.all([listInterestGames(store, viewer, mine, params, clock().getTime()), names.current()]);
    return { body: { data: await pageBody(result, result.total, viewer, params, new URL(c.req.url), nameOf) } };
  });

  api.bind(discoveryApi.listRegionGames, async ({ params, query, actor, c }) => {
    const viewerId = actor?.userId ?? null;
    const { viewer, mine } = await viewerAndGames(store, viewerId);
    const [result, nameOf] = await Promise.all([
      listRegionGames(store, params.region, query, mine, params, clock().getTime()),
      names.current(),
    ]);
    return { body: { data: await pageBody(result, result.total, viewer, params, new URL(c.req.url), nameOf) } };
  });

  api.bind(discoveryApi.listRegionListings, async ({ params }) => ({
    body: { data: await listRegionListings(store, listingNames, params.region, clock().getTime()) },
  }));

  api.bind(discoveryApi.listCircles, async ({ query, actor }) => {
    const [circles, viewer] = await Promise.all([
      store.find<CircleDocument>(CIRCLES_COLLECTION, {
        filter: { listingId: query.listingId, ...(query.city ? { region: regionOf(query.city) ?? '' } : {}) },
        sort: [['region', 1]],
        limit: 200,
      }),
      viewerOf(store, actor?.userId ?? null),
    ]);
    const following = new Set(viewer?.interestCircleIds ?? []);
    return { body: { data: circles.map((circle) => ({ ...circle, isFollowing: following.has(circle.circleId) })) } };
  });

  api.bind(gamesApi.getGame, async ({ params, query, actor }) => {
    const viewerId = actor?.userId ?? null;
    const [visible, viewer] = await Promise.all([getVisibleGame(store, params.activityId, actor), viewerOf(store, viewerId)]);
    // A private game also opens to the holder of its unused invitation link (docs/adr/0102-paying-together.md).
    const game = visible ?? (query.invite ? await gameOpenedByInvite(store, params.activityId, query.invite) : null);
    if (!game) throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
    // The first page of participants from their read model, the rest behind participantsNextUrl.
    const [waitlist, firstPage, own, nameOf, avatarOf] = await Promise.all([
      waitlistOfGame(store, game, viewerId),
      participantsPageOf(store, game, 0),
      membershipIn(store, game.activityId, viewerId),
      names.current(),
      spaceAvatars.of([game.spaceId]),
    ]);
    const current = gameWithCurrentNames(
      {
        ...game,
        participantDetail: firstPage.entries,
        participants: firstPage.entries.filter((p) => p.status === 'joined').map((p) => p.id),
      },
      nameOf,
    );
    const withProfiles = await withParticipantProfiles(store, current);
    // The viewer's own entries only: their place in this game, and whether they are in its line.
    const waitlisted = new Set(waitlist.position !== null ? [game.activityId] : []);
    const withFlags = withViewerFlags<GameDocument>(
      [withProfiles],
      viewer ? { ...viewer, memberships: new Map(own ? [[own.activityId, own]] : []), waitlisted } : null,
    )[0]!;
    // Every Activity field of spec section 3; the players' profile fields only here, in the detail.
    return {
      body: {
        data: {
          ...ANONYMOUS_VIEWER_FLAGS,
          ...withSpaceAvatar(activityReplyOf(withFlags), avatarOf),
          participantsNextUrl: firstPage.nextUrl,
          waitlist: waitlistWithCurrentNames(waitlist, nameOf),
        },
      },
    };
  });
  // A game's line, a page at a time, for its host and co-hosts.
  api.bind(gamesApi.listWaitlist, async ({ params, query, actor }) => {
    const game = await getVisibleGame(store, params.activityId, actor);
    if (!game) throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
    if (!seesWaitlistQueue(game, actor.userId)) throw new DomainError('NOT_HOST', 'Only the host and co-hosts see who waits', 'activityId');
    const [{ queue, nextUrl }, nameOf] = await Promise.all([waitlistQueuePage(store, game.activityId, query), names.current()]);
    return {
      body: { data: { activityId: game.activityId, count: game.waitlistCount ?? 0, queue: queueWithCurrentNames(queue, nameOf), nextUrl } },
    };
  });
  return { followGameChanges: (listener) => liveGames.follow((changes) => listener(changes.map((change) => change.id))) };
};
