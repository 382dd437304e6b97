import { gameClockStream, streams } from '@sports/contracts';
import { deterministicEventId } from '@sports/event-store';
import type { CommandHandler } from '../core/commandHandler';
import { gameDecider } from '../games/gameDecider';
import { gameClockDecider } from './gameClockDecider';
import { PeriodicSweep } from '../core/periodicSweep';

/** A game waiting for time to pass, as the due-games read model lists it. */
export interface DueGame {
  id: string;
  listingId: string;
  region: string | null;
  stage: 'ending' | 'ended';
  dueAt: number;
}

/** Where a sweep stands in the due games. */
export interface DueCursor {
  dueAt: number;
  id: string;
}

export const DUE_PAGE = 500;

/** Who appends the time events (metadata userId). */
export const GAME_CLOCK_ACTOR = 'game-clock';

/**
 * Time as an event (ARCHITECTURE.md "Write side"). The due times come from the
 * due-games read model, which the projector keeps by following the log, so they survive a restart;
 * each due game gets `GameEnded` at its end and `RatingWindowClosed` when it leaves the leaderboard
 * window, appended to its game clock stream with a command id and event ids named after the fact.
 * A second scheduler, or this one after a restart, finds the command in the stream (or loses the
 * expected-revision race and then finds it) and appends nothing.
 */
export class GameClockScheduler extends PeriodicSweep {
  constructor(
    private readonly handler: CommandHandler,
    /** Due at or before nowMs, in (dueAt, id) order, after the cursor when given: one page. */
    private readonly dueGames: (nowMs: number, after: DueCursor | null) => Promise<DueGame[]>,
    private readonly clock: () => Date,
    protected readonly onError: (error: unknown) => void = console.error,
    /** The page size dueGames answers with; a shorter page is the last. */
    private readonly pageSize = DUE_PAGE,
  ) {
    super();
  }

  /**
   * Page after page along (dueAt, id): after a long stop thousands may be due, and the read model
   * shows them due until the projector has applied what this sweep appended.
   */
  protected async sweepOnce(): Promise<number> {
    const now = this.clock().toISOString();
    let looked = 0;
    let after: DueCursor | null = null;
    for (;;) {
      const due = await this.dueGames(Date.parse(now), after);
      for (const game of due) {
        try {
          if (game.stage === 'ending') await this.end(game, now);
          else await this.closeWindow(game, now);
        } catch (error) {
          this.onError(error); // the next sweep tries this game again
        }
      }
      looked += due.length;
      const last = due[due.length - 1];
      if (!last || due.length < this.pageSize) return looked;
      after = { dueAt: last.dueAt, id: last.id };
    }
  }

  /** The players and end come from the game's own stream, not the read model, which may lag behind the last join. */
  private async end(game: DueGame, now: string): Promise<void> {
    const state = await this.handler.read(streams.game(game.id), gameDecider);
    if (!state.exists || state.deleted) return;
    const players = [...state.members].filter(([, status]) => status === 'joined').map(([userId]) => userId);
    await this.handler.handle({
      streamId: gameClockStream(game.id),
      decider: gameClockDecider,
      command: {
        type: 'EndGame',
        data: {
          activityId: game.id,
          listingId: state.listingId,
          region: game.region,
          endAt: new Date(state.endAtMs).toISOString(),
          players,
        },
        context: { commandId: `game-ended.${game.id}`, userId: GAME_CLOCK_ACTOR, now },
      },
      reply: () => null,
      eventIds: () => [deterministicEventId(`GameEnded:${game.id}`)],
    });
  }

  private async closeWindow(game: DueGame, now: string): Promise<void> {
    await this.handler.handle({
      streamId: gameClockStream(game.id),
      decider: gameClockDecider,
      command: {
        type: 'CloseRatingWindow',
        data: { activityId: game.id },
        context: { commandId: `rating-window-closed.${game.id}`, userId: GAME_CLOCK_ACTOR, now },
      },
      reply: () => null,
      eventIds: () => [deterministicEventId(`RatingWindowClosed:${game.id}`)],
    });
  }
}
