import { PLAYED_GAMES_COLLECTION, type DocumentStore, type Filter, type PlayedGameDocument } from '@sports/projections';
import { byGamesThenId, topWithRecent, type Count, type RankedPlayer } from './ranking';

/**
 * Games played per listing and region (spec section 7 "GET leaderboard"); docs/decisions.md
 * says why it works this way. A game counts once it is over (endAt <= now, spec section 4), for
 * the players joined at its end. Projections cannot see time pass, so the counting happens here:
 * per listing and region, a tally of the games that ended up to a settled time, moved forward
 * in steps by reading only the games that ended since (index listingId, region, endAt), plus
 * on every request the few games that ended after the settled time. Once a game is over its
 * players no longer change (the commands are refused), so a settled game is never counted again.
 */
export interface TallyOptions {
  /** The settled time moves in steps of this much, so the full ordering is redone at most once per step. */
  stepMs: number;
  /** Games ending this close to now are read fresh on every request, covering projector lag. */
  settleMarginMs: number;
  /** Listing and region pairs kept in memory; the least recently used one is dropped beyond this. */
  maxTallies: number;
}

const DEFAULTS: TallyOptions = { stepMs: 60_000, settleMarginMs: 10 * 60_000, maxTallies: 500 };
const PAGE = 1000;

interface Tally {
  settledUntil: number;
  /** Games counted, checked against the index before each step (see `advance`). */
  games: number;
  counts: Map<string, number>;
  order: Count[];
}

const emptyTally = (): Tally => ({ settledUntil: Number.NEGATIVE_INFINITY, games: 0, counts: new Map(), order: [] });

export class LeaderboardTallies {
  private readonly tallies = new Map<string, Tally>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly options: TallyOptions;

  constructor(private readonly store: DocumentStore, options: Partial<TallyOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  async top(listingId: string, region: string, nowMs: number, limit: number): Promise<RankedPlayer[]> {
    const target = Math.floor((nowMs - this.options.settleMarginMs) / this.options.stepMs) * this.options.stepMs;
    const tally = await this.settled(listingId, region, target);
    const recent = new Map<string, number>();
    for (const game of await this.endedBetween(listingId, region, tally.settledUntil, nowMs)) {
      for (const userId of game.players) recent.set(userId, (recent.get(userId) ?? 0) + 1);
    }
    return topWithRecent(tally.counts, tally.order, recent, limit);
  }

  /** One advance at a time per listing and region; concurrent requests wait for it and share it. */
  private settled(listingId: string, region: string, target: number): Promise<Tally> {
    const key = JSON.stringify([listingId, region]);
    const run = (this.queues.get(key) ?? Promise.resolve()).then(() => this.advance(key, listingId, region, target));
    const queued = run.catch(() => undefined);
    this.queues.set(key, queued);
    void queued.then(() => {
      if (this.queues.get(key) === queued) this.queues.delete(key);
    });
    return run;
  }

  private async advance(key: string, listingId: string, region: string, target: number): Promise<Tally> {
    let tally = this.tallies.get(key) ?? emptyTally();
    if (tally.settledUntil === target) return this.remember(key, tally);
    // A clock moved back, or games appeared below the settled time (a read model rebuilt or
    // lagging more than the margin): start this tally again rather than trust it.
    const settledBefore = Number.isFinite(tally.settledUntil);
    if (tally.settledUntil > target || (settledBefore && (await this.countEndedBy(listingId, region, tally.settledUntil)) !== tally.games)) {
      tally = emptyTally();
    }
    const counts = new Map(tally.counts);
    let games = tally.games;
    for (const game of await this.endedBetween(listingId, region, tally.settledUntil, target)) {
      games += 1;
      for (const userId of game.players) counts.set(userId, (counts.get(userId) ?? 0) + 1);
    }
    const order = games === tally.games ? tally.order : [...counts].sort(byGamesThenId);
    return this.remember(key, { settledUntil: target, games, counts, order });
  }

  private remember(key: string, tally: Tally): Tally {
    this.tallies.delete(key);
    this.tallies.set(key, tally);
    if (this.tallies.size > this.options.maxTallies) this.tallies.delete(this.tallies.keys().next().value!);
    return tally;
  }

  private range(listingId: string, region: string, after: number, until: number): Filter {
    return { listingId, region, endAt: Number.isFinite(after) ? { $gt: after, $lte: until } : { $lte: until } };
  }

  private countEndedBy(listingId: string, region: string, until: number): Promise<number> {
    return this.store.count(PLAYED_GAMES_COLLECTION, this.range(listingId, region, Number.NEGATIVE_INFINITY, until));
  }

  /**
   * Games of the listing and region with after < endAt <= until, in pages along the index, each
   * page starting after the last (endAt, id) seen, so a long range costs no growing skips.
   */
  private async endedBetween(listingId: string, region: string, after: number, until: number): Promise<PlayedGameDocument[]> {
    if (until <= after) return [];
    const games: PlayedGameDocument[] = [];
    let filter = this.range(listingId, region, after, until);
    for (;;) {
      const page = await this.store.find<PlayedGameDocument>(PLAYED_GAMES_COLLECTION, { filter, sort: [['endAt', 1]], limit: PAGE });
      games.push(...page);
      const last = page[page.length - 1];
      if (page.length < PAGE || !last) return games;
      filter = { listingId, region, endAt: { $gte: last.endAt, $lte: until }, $or: [{ endAt: { $gt: last.endAt } }, { id: { $gt: last.id } }] };
    }
  }
}
