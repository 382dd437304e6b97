import { streams } from '@sports/contracts';
import type { CommandHandler } from '../core/commandHandler';
import { gameDecider } from './gameDecider';
import { PeriodicSweep } from '../core/periodicSweep';

/** An open offer as the waitlist read model lists it. */
export interface DueOffer {
  activityId: string;
  userId: string;
  expiresAt: string;
}

/**
 * Time as an event (ARCHITECTURE.md "Write side"): waitlist offers whose window closed are lapsed
 * by this sweeper, and the game stream passes the place down the line in the same append. Which
 * offers are due comes from the waitlist read model; the game stream decides. The command id is
 * derived from the offer, so a restart, a late read model or a second sweeper appends nothing twice.
 */
export class WaitlistSweeper extends PeriodicSweep {
  constructor(
    private readonly handler: CommandHandler,
    private readonly dueOffers: (now: string) => Promise<DueOffer[]>,
    private readonly clock: () => Date,
    protected readonly onError: (error: unknown) => void = console.error,
  ) {
    super();
  }

  protected async sweepOnce(): Promise<number> {
    const now = this.clock().toISOString();
    const due = await this.dueOffers(now);
    for (const offer of due) {
      try {
        await this.lapse(offer, now);
      } catch (error) {
        this.onError(error); // the next sweep tries this offer again
      }
    }
    return due.length;
  }

  private lapse({ activityId, userId, expiresAt }: DueOffer, now: string) {
    const commandId = `waitlist-lapse.${activityId}.${userId}.${expiresAt}`;
    return this.handler.handle({
      streamId: streams.game(activityId),
      decider: gameDecider,
      command: {
        type: 'LapseWaitlistOffer',
        data: { activityId, userId, expiresAt },
        context: { commandId, userId: 'waitlist-sweeper', now },
      },
      reply: () => null,
    });
  }
}
