import {
  DUE_GAMES_COLLECTION,
  LEADERBOARD_ENTRIES_COLLECTION,
  RATED_GAMES_COLLECTION,
  leaderboardEntryId,
  type DocumentStore,
  type DueGameDocument,
  type LeaderboardEntryDocument,
} from '@sports/projections';
import { loadByIds } from '../people/personSummary';
import { byGamesThenId, topWithRecent, type Count, type RankedPlayer } from './ranking';

/** Far more games than are ever marked as not having happened on one board. */
const MAX_MARKED = 10_000;
const PAGE = 1000;

/**
 * Reads the leaderboard read model: games played per player come from the
 * entries the projector builds from GameEnded and RatingWindowClosed, so no clock is read and
 * every query process answers alike. Games most raters say did not happen (docs/ratings.md) are
 * taken back out here: those still on the board are the ended ones in the due-games read model.
 */
export class BoardEntries {
  constructor(private readonly store: DocumentStore) {}

  /** -1 per player per game of this board marked as not having happened and still counted on it. */
  async corrections(listingId: string, region: string): Promise<Map<string, number>> {
    const marked = await this.store.findFields(
      RATED_GAMES_COLLECTION,
      { filter: { listingId, region, notHappened: true }, limit: MAX_MARKED },
      [],
    );
    const changes = new Map<string, number>();
    if (marked.length === 0) return changes;
    const games = await loadByIds<DueGameDocument>(
      this.store,
      DUE_GAMES_COLLECTION,
      marked.map((m) => m.id),
    );
    for (const game of games.values()) {
      if (game.stage !== 'ended' || game.listingId !== listingId || game.region !== region) continue;
      for (const userId of new Set(game.players)) changes.set(userId, (changes.get(userId) ?? 0) - 1);
    }
    return changes;
  }

  /** The top `limit` by games played, corrections applied (competition ranks). */
  async top(listingId: string, region: string, limit: number): Promise<RankedPlayer[]> {
    const recent = await this.corrections(listingId, region);
    const head = await this.store.find<LeaderboardEntryDocument>(LEADERBOARD_ENTRIES_COLLECTION, {
      filter: { listingId, region },
      sort: [
        ['gamesPlayed', -1],
        ['userId', 1],
      ],
      limit: limit + recent.size,
    });
    const order: Count[] = head.map((e) => [e.userId, e.gamesPlayed]);
    const settled = new Map<string, number>(order);
    const changed = await loadByIds<LeaderboardEntryDocument>(
      this.store,
      LEADERBOARD_ENTRIES_COLLECTION,
      [...recent.keys()].map((u) => leaderboardEntryId(listingId, region, u)),
    );
    for (const entry of changed.values()) settled.set(entry.userId, entry.gamesPlayed);
    return topWithRecent(settled, order, recent, limit);
  }

  /** Everyone on the board with their games played (corrections applied), for the skill and reputation orders. */
  async everyone(listingId: string, region: string): Promise<Map<string, number>> {
    const played = new Map<string, number>();
    let after: LeaderboardEntryDocument | undefined;
    for (;;) {
      // Pages along the index, each after the last (gamesPlayed, userId) seen: no growing skips.
      const filter = after
        ? {
            listingId,
            region,
            gamesPlayed: { $lte: after.gamesPlayed },
            $or: [{ gamesPlayed: { $lt: after.gamesPlayed } }, { userId: { $gt: after.userId } }],
          }
        : { listingId, region };
      const page = await this.store.find<LeaderboardEntryDocument>(LEADERBOARD_ENTRIES_COLLECTION, {
        filter,
        sort: [
          ['gamesPlayed', -1],
          ['userId', 1],
        ],
        limit: PAGE,
      });
      for (const entry of page) played.set(entry.userId, entry.gamesPlayed);
      after = page[page.length - 1];
      if (page.length < PAGE) break;
    }
    for (const [userId, delta] of await this.corrections(listingId, region)) {
      const games = (played.get(userId) ?? 0) + delta;
      if (games > 0) played.set(userId, games);
      else played.delete(userId);
    }
    return new Map([...played].sort(byGamesThenId));
  }
}
