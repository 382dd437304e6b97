/** A user and the games they played (in one listing and region). */
export type Count = readonly [userId: string, games: number];

export interface RankedPlayer {
  rank: number;
  userId: string;
  gamesPlayed: number;
}

/** Most games first; equal counts by user id, so the order is total and stable. */
export const byGamesThenId = (a: Count, b: Count): number => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

/** Competition ranking (1, 2, 2, 4): equal counts share a rank, the next rank skips. */
export const withRanks = (sorted: readonly Count[]): RankedPlayer[] => {
  const ranked: RankedPlayer[] = [];
  sorted.forEach(([userId, gamesPlayed], i) => {
    const previous = ranked[i - 1];
    ranked.push({ userId, gamesPlayed, rank: previous && previous.gamesPlayed === gamesPlayed ? previous.rank : i + 1 });
  });
  return ranked;
};

/**
 * The top `limit` of settled counts plus the changes since they were settled (games that ended
 * since, games that left the window or were marked as not having happened). Only the users with
 * changes can move; everyone else keeps their order, so at least `limit` of the first
 * `limit + recent.size` settled entries are unchanged and the answer lies among those and the
 * changed users: exact, without sorting everyone again.
 */
export const topWithRecent = (
  settled: ReadonlyMap<string, number>,
  settledOrder: readonly Count[],
  recent: ReadonlyMap<string, number>,
  limit: number,
): RankedPlayer[] => {
  const candidates = new Map<string, number>(settledOrder.slice(0, limit + recent.size));
  for (const [userId, games] of recent) candidates.set(userId, (settled.get(userId) ?? 0) + games);
  return withRanks(
    [...candidates]
      .filter(([, games]) => games > 0)
      .sort(byGamesThenId)
      .slice(0, limit),
  );
};
