import type { PlayerPageData } from './PlayerPage';
import { fetchHostingNext, fetchPlayerLevel, fetchPlayerProfile, fetchPlayerReputation } from './api';

/** The public profile first (a 404 means no such player); reputation, levels and the games they host next add to it, and a failure there leaves them out. */
export async function loadPlayerPage(userId: string): Promise<PlayerPageData> {
  const profile = await fetchPlayerProfile(userId);
  const choices = profile.profile.choices;
  const [reputation, levels, hosting] = await Promise.all([
    fetchPlayerReputation(userId).catch(() => null),
    Promise.all(
      choices.map((listingId) =>
        fetchPlayerLevel(userId, listingId).then(
          (level) => ({ listingId, level }),
          () => ({ listingId, level: null }),
        ),
      ),
    ),
    fetchHostingNext(userId).then(
      (page) => ({ games: page.activities, total: page.counts.total }),
      () => null,
    ),
  ]);
  return { profile, reputation, levels, hosting };
}
