import type { TokenService } from '@sports/service-kit';
import type { WriteKind } from './demoMix';
import type { LoadRequest } from './load';
import { slotStart } from './venue';

/** The reads the soak sends beside its writes. */
export const READ_KINDS = ['discovery', 'game page', 'chat read'] as const;
export type ReadKind = (typeof READ_KINDS)[number];
/** Besides the mix: a host deleting its oldest game (as games end in real life), and opening a live stream. */
export type Kind = WriteKind | ReadKind | 'delete' | 'stream open';

/**
 * Assumption (docs/adr/0120-busy-evening-soak.md): the demo's log holds no reads, so
 * what a player reads per write is assumed: a look at the list, a game's page, its chat.
 */
export const READ_SHARES: Record<ReadKind, number> = { discovery: 0.5, 'game page': 0.3, 'chat read': 0.2 };

/** Requests and their outcomes over one interval; the running load swaps in a fresh one at each interval's end. */
export class Recorder {
  readonly latencies = new Map<Kind, number[]>();
  readonly errors: string[] = [];
  writes = 0;
  requests = 0;
  record(kind: Kind, ms: number): void {
    const list = this.latencies.get(kind) ?? [];
    list.push(ms);
    this.latencies.set(kind, list);
    this.requests++;
  }
}

interface Member {
  userId: string;
  token: string;
  tokenAt: number;
  joinedAt: number;
  /** When this member's recent messages were posted (the chat takes at most 10 a minute from one person). */
  posts: number[];
  busy: boolean;
}
interface Game {
  id: string;
  /** The host's token: only they delete the game. */
  host: string;
  createdAt: number;
  members: Member[];
  full: boolean;
  /** Requests on this game not yet answered: it is deleted only when none are. */
  inFlight: number;
}

/**
 * The read side is eventually consistent (bench:read measures its freshness): a game, a join, is
 * read only once this old, so a 404 or a 403 is a real error, not the projector's lag.
 */
const VISIBLE_AFTER_MS = 2_000;
/** Hosts keep this many games in all; past it the oldest is deleted, so the live data stops growing. */
const LIVE_GAMES = 300;
const MAX_PARTICIPANTS = 10;
/** Under the chat's limit of 10 a minute per person (contracts/src/chat/events.ts). */
const POSTS_PER_MINUTE = 8;
const HOSTS = 32;
const BUYERS = 200;
export const SOAK_FIELDS = 8;
/** 00:00 to 23:30 in 30-minute slots. */
const SLOTS_PER_FIELD = 47;

/** Access tokens live 55 minutes (service-kit defaultTokenLifetimes): the soak's people sign in again well before. */
const TOKENS_RENEWED_AFTER_MS = 20 * 60_000;

const pickOne = <T>(list: readonly T[]): T | undefined => list[Math.floor(Math.random() * list.length)];

/**
 * The soak's requests against one running platform: games created (and the oldest deleted), joined
 * and left, slots bought (each a slot not sold before, a day further on once a day is sold out),
 * chat messages posted and read by members, discovery and game pages read. An operation whose
 * precondition is missing (a leave with nobody to leave) does what makes it possible instead (a join).
 */
export class SoakLoad {
  recorder = new Recorder();
  private readonly games: Game[] = [];
  private slotsSold = 0;
  private users = 0;
  private reads = 0;
  gamesCreated = 0;

  private hosts: string[] = [];
  private buyers: string[] = [];
  private discovery: LoadRequest[] = [];
  private tokensAt = 0;
  private renewing: Promise<void> | null = null;
  private readonly startMs = Date.now();

  private constructor(
    private readonly base: string,
    private readonly tokens: TokenService,
    private readonly fieldIds: string[],
    /** The discovery requests, their signed-in viewers' tokens fresh. */
    private readonly discoveryMix: () => Promise<LoadRequest[]>,
  ) {}

  static async create(
    base: string,
    tokens: TokenService,
    fieldIds: string[],
    discoveryMix: () => Promise<LoadRequest[]>,
  ): Promise<SoakLoad> {
    const load = new SoakLoad(base, tokens, fieldIds, discoveryMix);
    await load.renewTokens();
    return load;
  }

  /** Everyone signs in again: hosts, buyers, discovery viewers, and members who joined long ago. */
  private async renewTokens(): Promise<void> {
    const issue = (userId: string) =>
      this.tokens.issue({ userId, name: userId.replace('soak-', ''), role: 'player', scopeIds: [] }).then((t) => t.accessToken);
    const at = Date.now();
    const [hosts, buyers, discovery] = await Promise.all([
      Promise.all(Array.from({ length: HOSTS }, (_, i) => issue(`soak-host-${i}`))),
      Promise.all(Array.from({ length: BUYERS }, (_, i) => issue(`soak-buyer-${i}`))),
      this.discoveryMix(),
    ]);
    const hostsBefore = this.hosts;
    for (const game of this.games) game.host = hosts[hostsBefore.indexOf(game.host)] ?? game.host;
    for (const member of this.games.flatMap((g) => g.members))
      if (at - member.tokenAt > TOKENS_RENEWED_AFTER_MS) Object.assign(member, { token: await issue(member.userId), tokenAt: at });
    Object.assign(this, { hosts, buyers, discovery, tokensAt: at });
  }

  /** A signed-in player of their own (a new person for each join and live stream). */
  async newPlayer(): Promise<{ userId: string; token: string }> {
    const userId = `soak-player-${++this.users}`;
    return { userId, token: (await this.tokens.issue({ userId, name: `Player ${this.users}`, role: 'player', scopeIds: [] })).accessToken };
  }

  /** A game old enough to be read, at random, for a live viewer. */
  visibleGame(): string | undefined {
    return pickOne(this.visibleGames())?.id;
  }

  hostToken(i: number): string {
    return this.hosts[i % this.hosts.length]!;
  }

  async run(kind: WriteKind | ReadKind): Promise<void> {
    if (Date.now() - this.tokensAt > TOKENS_RENEWED_AFTER_MS) this.renewing ??= this.renewTokens().finally(() => (this.renewing = null));
    switch (kind) {
      case 'create':
        return this.createGame();
      case 'join':
        return this.join();
      case 'leave':
        return this.leave();
      case 'book':
        return this.book();
      case 'chat post':
        return this.postChat();
      case 'discovery':
        return this.readDiscovery();
      case 'game page':
        return this.readGamePage();
      case 'chat read':
        return this.readChat();
    }
  }

  /** One request, timed; `ok` lists the statuses that are a correct answer (a full game or a taken slot is one). */
  private async call(
    kind: Kind,
    method: string,
    path: string,
    token: string | null,
    body: unknown,
    ok: number[],
  ): Promise<{ status: number; json: unknown } | null> {
    const t0 = performance.now();
    const write = method !== 'GET';
    try {
      const response = await fetch(`${this.base}${path}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      const json: unknown = await response.json().catch(() => null);
      this.recorder.record(kind, performance.now() - t0);
      if (write) this.recorder.writes++;
      if (!ok.includes(response.status))
        this.recorder.errors.push(`${kind}: ${method} ${path.split('?')[0]} ${response.status} ${JSON.stringify(json).slice(0, 160)}`);
      return { status: response.status, json };
    } catch (error) {
      this.recorder.record(kind, performance.now() - t0);
      this.recorder.errors.push(`${kind}: ${method} ${path.split('?')[0]} ${String(error)}`);
      return null;
    }
  }

  private visibleGames(): Game[] {
    const before = Date.now() - VISIBLE_AFTER_MS;
    return this.games.filter((g) => g.createdAt < before);
  }

  /** Members who may read and post: joined long enough ago, not in the middle of another request. */
  private readyMembers(): Array<[Game, Member]> {
    const before = Date.now() - VISIBLE_AFTER_MS;
    return this.games.flatMap((g) => g.members.filter((m) => !m.busy && m.joinedAt < before).map((m): [Game, Member] => [g, m]));
  }

  /** Runs `request` with the game counted as in use, so housekeeping does not delete it meanwhile. */
  private async onGame<T>(game: Game, request: () => Promise<T>): Promise<T> {
    game.inFlight++;
    try {
      return await request();
    } finally {
      game.inFlight--;
    }
  }

  private async createGame(): Promise<void> {
    const n = this.gamesCreated++;
    const day = new Date(this.startMs + 2 * 86_400_000).toISOString().slice(0, 10);
    const body = {
      name: `Soak game ${n}`,
      listingId: 'football',
      listingName: 'Football',
      activityFormat: '5v5',
      date: day,
      duration: [{ from: `${day}T18:00:00+05:30`, to: `${day}T20:00:00+05:30` }],
      location: { name: 'Soak Arena', city: 'Chennai', lat: 13.08, lon: 80.27 },
      maxParticipants: MAX_PARTICIPANTS,
    };
    const host = this.hostToken(n);
    const created = await this.call('create', 'PUT', '/api/vm/activities', host, body, [201]);
    if (created?.status === 201)
      // The command API's 201 body (command-service's created reply): { data: { activityId } }.
      this.games.push({
        id: (created.json as { data: { activityId: string } }).data.activityId,
        host,
        createdAt: Date.now(),
        members: [],
        full: false,
        inFlight: 0,
      });
    // A steady state, as games end in real life: the oldest game idle now is deleted by its host.
    if (this.games.length > LIVE_GAMES) {
      const oldest = this.games.findIndex((g) => g.inFlight === 0 && !g.members.some((m) => m.busy));
      if (oldest < 0) return;
      const [game] = this.games.splice(oldest, 1);
      await this.call('delete', 'DELETE', `/api/vm/activities/${game!.id}`, game!.host, undefined, [200]);
    }
  }

  private async join(): Promise<void> {
    const game = pickOne(this.games.filter((g) => !g.full));
    if (!game) return this.createGame();
    const player = await this.newPlayer();
    await this.onGame(game, async () => {
      const reply = await this.call('join', 'PUT', `/api/vm/activities/${game.id}/join`, player.token, {}, [200, 409]);
      if (reply?.status === 200) game.members.push({ ...player, tokenAt: Date.now(), joinedAt: Date.now(), posts: [], busy: false });
      if (reply?.status === 409) game.full = true;
    });
  }

  private async leave(): Promise<void> {
    const [game, member] = pickOne(this.readyMembers()) ?? [];
    if (!game || !member) return this.join();
    game.members.splice(game.members.indexOf(member), 1);
    await this.onGame(game, async () => {
      await this.call('leave', 'PUT', `/api/vm/activities/${game.id}/leave`, member.token, undefined, [200]);
      game.full = false;
    });
  }

  private async book(): Promise<void> {
    const n = this.slotsSold++;
    const perDay = SOAK_FIELDS * SLOTS_PER_FIELD;
    const date = new Date(this.startMs + (4 + Math.floor(n / perDay)) * 86_400_000).toISOString().slice(0, 10);
    const cartItem = [
      { type: 'slot', fieldId: this.fieldIds[n % SOAK_FIELDS], date, startTime: slotStart(0, Math.floor((n % perDay) / SOAK_FIELDS)) },
    ];
    await this.call('book', 'POST', '/api/b2c/transaction/instantBuy', this.buyers[n % this.buyers.length]!, { cartItem }, [201, 409]);
  }

  private async postChat(): Promise<void> {
    const minuteAgo = Date.now() - 60_000;
    const ready = this.readyMembers().filter(([, m]) => m.posts.filter((t) => t > minuteAgo).length < POSTS_PER_MINUTE);
    const [game, member] = pickOne(ready) ?? [];
    if (!game || !member) return this.join();
    member.busy = true;
    member.posts = [...member.posts.filter((t) => t > minuteAgo), Date.now()];
    await this.onGame(game, () =>
      this.call(
        'chat post',
        'POST',
        `/api/vm/activities/${game.id}/chat`,
        member.token,
        { text: `Who brings the ball? (${member.posts.length})` },
        [201],
      ),
    );
    member.busy = false;
  }

  private async readDiscovery(): Promise<void> {
    const request = this.discovery[this.reads++ % this.discovery.length]!;
    await this.call('discovery', 'GET', request.path, request.headers?.authorization?.slice(7) ?? null, undefined, [200]);
  }

  private async readGamePage(): Promise<void> {
    const game = pickOne(this.visibleGames());
    if (!game) return this.readDiscovery();
    await this.onGame(game, () => this.call('game page', 'GET', `/api/vm/activities/${game.id}`, null, undefined, [200]));
  }

  private async readChat(): Promise<void> {
    const [game, member] = pickOne(this.readyMembers()) ?? [];
    if (!game || !member) return this.readGamePage();
    member.busy = true;
    await this.onGame(game, () =>
      this.call('chat read', 'GET', `/api/vm/activities/${game.id}/chat?size=30`, member.token, undefined, [200]),
    );
    member.busy = false;
  }
}
