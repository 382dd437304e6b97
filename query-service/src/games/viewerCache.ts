import { GAME_PARTICIPANTS_COLLECTION, USERS_COLLECTION, WAITLIST_COLLECTION, type DocumentStore } from '@sports/projections';
import { LruMap } from '@sports/service-kit';
import { viewerAndGames } from './viewerFlags';

export type ViewerAndGames = Awaited<ReturnType<typeof viewerAndGames>>;

/** Signed-in viewers remembered at once. */
const CAPACITY = 20_000;
/** A rebuild's switch-over of the users, participants or waitlist read model is noticed within this long (as LiveGames notices the games'). */
const GENERATION_CHECK_MS = 250;
const ANONYMOUS: ViewerAndGames = Object.freeze({ viewer: null, mine: Object.freeze([]) as unknown as string[] });

/**
 * The viewer's user document and places in games (viewerAndGames), remembered while the read
 * models stand still: `changeSignal` (the projector's position, in one process) moves with every
 * write they take, and then everything remembered is forgotten, so a list never shows a viewer
 * as they were before a change it could already see. Those two reads were a
 * sixth of a signed-in list request's CPU; a viewer paging or refreshing a list now pays them once.
 * Without a signal (a query service on its own) every request reads them, as before.
 */
export class ViewerCache {
  private entries = new LruMap<string, Promise<ViewerAndGames>>(CAPACITY);
  private seenSignal: bigint | null | undefined = undefined;
  private generations: string | null = null;
  private generationAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly store: DocumentStore,
    private readonly changeSignal?: () => bigint | null,
  ) {}

  async of(viewerId: string | null): Promise<ViewerAndGames> {
    if (!viewerId) return ANONYMOUS;
    if (!this.changeSignal) return viewerAndGames(this.store, viewerId);
    const signal = this.changeSignal();
    if (signal !== this.seenSignal) this.forget(signal);
    if (performance.now() - this.generationAt >= GENERATION_CHECK_MS) await this.checkGenerations();
    let entry = this.entries.get(viewerId);
    if (!entry) {
      const read = viewerAndGames(this.store, viewerId);
      this.entries.set(viewerId, read);
      // A failed read is not remembered: the next request tries again.
      read.catch(() => {
        if (this.entries.get(viewerId) === read) this.entries.delete(viewerId);
      });
      entry = read;
    }
    return entry;
  }

  private forget(signal: bigint | null | undefined): void {
    this.entries = new LruMap(CAPACITY);
    this.seenSignal = signal;
  }

  /** A rebuild replaces a read model whole without the position moving: its generation does. */
  private async checkGenerations(): Promise<void> {
    this.generationAt = performance.now();
    const [users, participants, waitlist] = await Promise.all(
      [USERS_COLLECTION, GAME_PARTICIPANTS_COLLECTION, WAITLIST_COLLECTION].map((c) => this.store.generationOf(c)),
    );
    const generations = `${users}/${participants}/${waitlist}`;
    if (this.generations !== null && generations !== this.generations) this.forget(this.seenSignal);
    this.generations = generations;
  }
}
