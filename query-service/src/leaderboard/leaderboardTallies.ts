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
  /** Only games that ended within this much before now count (Infinity: every game). */
  windowMs: number;
  /** The settled time moves in steps of this much, so the full ordering is redone at most once per step. */
  stepMs: number;
  /** Games ending this close to now are read fresh on every request, covering projector lag. */
  settleMarginMs: number;
  /** Listing and region pairs kept in memory; the least recently used one is dropped beyond this. */
  maxTallies: number;
}

const DEFAULTS: TallyOptions = { windowMs: Number.POSITIVE_INFINITY, stepMs: 60_000, settleMarginMs: 10 * 60_000, maxTallies: 500 };
const PAGE = 1000;

interface Tally {
  settledUntil: number;
  /** Games counted, checked against the index before each step (see `advance`). */
  games: number;
  counts: Map<string, number>;
  order: Count[];
}

const emptyTally = (): Tally => ({ settledUntil: Number.NEGATIVE_INFINITY, games: 0, counts: new Map(), order: [] });

export interface Standing {
  counts: ReadonlyMap<string, number>;
  order: readonly Count[];
  recent: Map<string, number>;
}

/** Adds (or takes away) one game for each of its players; a count that reaches 0 is dropped. */
export const tallyGame = (counts: Map<string, number>, game: Pick<PlayedGameDocument, 'players'>, delta: 1 | -1): void => {
  for (const userId of game.players) {
    const n = (counts.get(userId) ?? 0) + delta;
    if (n === 0) counts.delete(userId);
    else counts.set(userId, n);
  }
};

export class LeaderboardTallies {
  private readonly tallies = new Map<string, Tally>();
  private readonly queues = new Map<string, Promise<unknown>>();
  private readonly options: TallyOptions;

  constructor(private readonly store: DocumentStore, options: Partial<TallyOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  async top(listingId: string, region: string, nowMs: number, limit: number): Promise<RankedPlayer[]> {
    const { counts, order, recent } = await this.standing(listingId, region, nowMs);
    return topWithRecent(counts, order, recent, limit);
  }

  /**
   * The settled counts and their order, and the changes since they were settled: +1 per game
   * that ended since, -1 per game that left the window since. Callers may add changes of their
   * own (games marked as not having happened) before ranking.
   */
  async standing(listingId: string, region: string, nowMs: number): Promise<Standing> {
    const target = Math.floor((nowMs - this.options.settleMarginMs) / this.options.stepMs) * this.options.stepMs;
    const tally = await this.settled(listingId, region, target);
    const recent = new Map<string, number>();
    for (const game of await this.endedBetween(listingId, region, tally.settledUntil, nowMs)) tallyGame(recent, game, 1);
    for (const game of await this.endedBetween(listingId, region, tally.settledUntil - this.options.windowMs, nowMs - this.options.windowMs)) tallyGame(recent, game, -1);
    return { counts: tally.counts, order: tally.order, recent };
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
    if (tally.settledUntil > target || (settledBefore && (await this.countInWindow(listingId, region, tally.settledUntil)) !== tally.games)) {
      tally = emptyTally();
    }
    const window = this.options.windowMs;
    const counts = new Map(tally.counts);
    let games = tally.games;
    // A fresh tally reads the window only; a settled one what ended since, less what left the window since.
    const from = Number.isFinite(tally.settledUntil) ? tally.settledUntil : target - window;
    for (const game of await this.endedBetween(listingId, region, from, target)) {
      games += 1;
      tallyGame(counts, game, 1);
    }
    if (Number.isFinite(tally.settledUntil)) {
      for (const game of await this.endedBetween(listingId, region, tally.settledUntil - window, target - window)) {
        games -= 1;
        tallyGame(counts, game, -1);
      }
    }
    const changed = games !== tally.games || counts.size !== tally.counts.size || [...counts].some(([id, n]) => tally.counts.get(id) !== n);
    const order = changed ? [...counts].sort(byGamesThenId) : tally.order;
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

  /** Games counted by a tally settled at `until`: those that ended in the window up to it. */
  private countInWindow(listingId: string, region: string, until: number): Promise<number> {
    return this.store.count(PLAYED_GAMES_COLLECTION, this.range(listingId, region, until - this.options.windowMs, until));
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
