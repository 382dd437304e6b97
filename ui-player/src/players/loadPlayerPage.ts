import type { PlayerPageData } from './PlayerPage';
import { fetchPlayerLevel, fetchPlayerProfile, fetchPlayerReputation } from './api';

/** The public profile first (a 404 means no such player); reputation and levels add to it, and a failure there leaves them out. */
export async function loadPlayerPage(userId: string): Promise<PlayerPageData> {
  const profile = await fetchPlayerProfile(userId);
  const choices = profile.profile.choices;
  const [reputation, levels] = await Promise.all([
    fetchPlayerReputation(userId).catch(() => null),
    Promise.all(choices.map((listingId) => fetchPlayerLevel(userId, listingId).then((level) => ({ listingId, level }), () => ({ listingId, level: null })))),
  ]);
  return { profile, reputation, levels };
}
