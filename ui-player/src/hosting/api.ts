import { GAME_PAGE_SIZE, discoveryApi, peopleApi, type GameStatusFilter } from '@sports/contracts';
import { readRoute } from '../games/command';
import { fetchGamePage } from '../games/api';
import { routePath } from '../api/paths';

export type Participant = peopleApi.Participant;
export type PlayerSummary = peopleApi.PlayerSummary;

/** "GET my games" in one status (spec section 4 filters); the page keeps the games the caller hosts or co-hosts. */
export const fetchMyGamesByStatus = (status: GameStatusFilter) =>
  fetchGamePage(`${routePath(discoveryApi.listMyGames, { page: 0, size: GAME_PAGE_SIZE })}?${new URLSearchParams({ statusList: status })}`);

/** Joined, asking and invited people of a game (requests and invites are for its hosts only). */
export async function fetchManagedParticipants(activityId: string): Promise<Participant[]> {
  const reply = await readRoute(peopleApi.listParticipants, { activityId }, { status: 'joined,requested,invited' });
  return reply.data.participants;
}

/** The players the host added by name (no account): joined, marked isOfflineParticipant. */
export async function fetchOfflineParticipants(activityId: string): Promise<Participant[]> {
  const reply = await readRoute(peopleApi.listParticipants, { activityId }, { status: 'joined' });
  return reply.data.participants.filter((p) => p.isOfflineParticipant);
}

export async function searchUsers(activityId: string, q: string) {
  const reply = await readRoute(peopleApi.searchUsersForGame, { activityId }, { q });
  return reply.data.users;
}
