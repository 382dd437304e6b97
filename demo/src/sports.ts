import { streams } from '@sports/contracts';
import { userDecider, type CommandHandler } from '@sports/command-service';
import { GAMES, type DemoGame } from './games';
import { DAY } from './time';

/**
 * Who plays a demo game's sport: its host, and those in it once it has started (not those only
 * signed up for a game still to come: they keep some games of other sports in their Other tab).
 */
const peopleOf = (game: DemoGame): string[] => [
  game.host,
  ...(game.startsInHours < 0 ? [...(game.coHosts ?? []), ...(game.joins ?? [])] : []),
];

/**
 * The sports each demo person hosts or has played, read off the demo games: their profile's choices (spec
 * section 3, User profile), which their player page lists with a level each. Without them the
 * demo host of the badminton games read "has not chosen their sports yet". The sport they play
 * most comes first; staff with no games choose none.
 */
export const demoSportChoices = (games: readonly DemoGame[] = GAMES): Map<string, string[]> => {
  const counts = new Map<string, Map<string, number>>();
  for (const game of games) {
    for (const userId of new Set(peopleOf(game))) {
      const sports = counts.get(userId) ?? new Map<string, number>();
      sports.set(game.details.listingId, (sports.get(game.details.listingId) ?? 0) + 1);
      counts.set(userId, sports);
    }
  }
  // A stable sort keeps the first-seen order between sports played equally often.
  return new Map([...counts].map(([userId, sports]) => [userId, [...sports].sort((a, b) => b[1] - a[1]).map(([listingId]) => listingId)]));
};

export const seedDemoSportChoices = async (handler: CommandHandler, nowMs: number): Promise<void> => {
  for (const [userId, listingIds] of demoSportChoices()) {
    await handler.handle({
      streamId: streams.user(userId),
      decider: userDecider,
      command: {
        type: 'SetListingChoices',
        data: { userId, listingIds },
        context: { commandId: `seed-choices-${userId}`, userId, now: new Date(nowMs - 29 * DAY).toISOString() },
      },
      reply: () => null,
    });
  }
};
