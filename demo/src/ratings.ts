import { streams } from '@sports/contracts';
import {
  activityIdFor,
  gameDecider,
  handleRating,
  userDecider,
  type CommandHandler,
  type GameStreamReader,
  type RatingCommandMessage,
} from '@sports/command-service';
import { GAMES, type DemoGame } from './games';
import { HOUR, MINUTE, demoGameStart } from './time';

/**
 * Rated history for the demo, sent through the same rating commands the
 * API takes, each at a moment of the game it rates: Rahul assesses his players during the weekly
 * Marina games with a co-host (Kavya in the weeks she plays, Arjun in the others), players rate
 * Rahul and one another afterwards, and Kavya raises a dispute. Priya ends with an established
 * level (three raters), Arjun and Kavya stay "new" (fewer), everyone gets a reputation, Rahul a
 * host rating, and the leaderboard's three sorts differ. The two most recent past games are left
 * unrated: they are the review prompts of the demo users.
 */

const PRIYA = 'demo-player-priya';
const ARJUN = 'demo-player-arjun';
const KAVYA = 'demo-player-kavya';
/** The level each player shows on the pitch, and what the raters see of it. */
const LEVELS: Record<string, number> = { [PRIYA]: 2, [ARJUN]: 1, [KAVYA]: 3 };
const SELF_LEVELS: Record<string, number> = { [PRIYA]: 1, [ARJUN]: 2 };

type Rating = Omit<RatingCommandMessage, 'context' | 'game'>;

export const seedDemoRatings = async (handler: CommandHandler, games: GameStreamReader, nowMs: number): Promise<void> => {
  for (const [userId, selfLevel] of Object.entries(SELF_LEVELS)) {
    await handler.handle({
      streamId: streams.user(userId),
      decider: userDecider,
      command: {
        type: 'SetSelfSkillLevel',
        data: { userId, listingId: 'football', selfLevel },
        context: { commandId: `seed-self-level-${userId}`, userId, now: new Date(nowMs - 60 * 24 * HOUR).toISOString() },
      },
      reply: () => null,
    });
  }
  const series = GAMES.filter((g) => g.key.startsWith('past-football-w'));
  for (const [i, game] of series.entries()) await seedWeek(handler, games, game, i, nowMs);
  for (const [key, description] of VENUE_DISPUTES)
    await seedVenueDispute(handler, games, GAMES.find((g) => g.key === key)!, description, nowMs);
};

/**
 * Disputes about games at a venue (docs/backoffice.md "Disputes"): Priya, who played, rates each
 * game and raises one. The typed-address game's case carries no spaceId, yet reaches Marina Sports
 * by the game's derived venue link (docs/adr/0108-games-at-their-venues.md); Harbour Courts' stays theirs.
 */
const VENUE_DISPUTES: Array<[key: string, description: string]> = [
  ['past-badminton-typed', 'Our booked court was given to another group; we played half the time.'],
  ['past-harbour', 'The nets were down on two courts.'],
];

const seedVenueDispute = async (handler: CommandHandler, games: GameStreamReader, game: DemoGame, description: string, nowMs: number) => {
  const activityId = activityIdFor(game.host, `seed-${game.key}`);
  const after = demoGameStart(nowMs, game) + (game.lengthHours + 3) * HOUR;
  const context = (step: string, atMs: number) => ({
    commandId: `seed-dispute-${game.key}-${step}`,
    userId: PRIYA,
    now: new Date(atMs).toISOString(),
  });
  await handleRating(
    handler,
    games,
    { type: 'AnswerReviewPrompt', data: { activityId, userId: PRIYA, action: 'rate', value: true }, context: context('prompt', after) },
    () => null,
  );
  await handleRating(
    handler,
    games,
    {
      type: 'RateGame',
      data: { activityId, rating: { isGameHappened: true, dispute: 'Others', description } as never },
      context: context('rate', after + MINUTE),
    },
    () => null,
  );
};

const seedWeek = async (handler: CommandHandler, games: GameStreamReader, game: DemoGame, week: number, nowMs: number) => {
  const activityId = activityIdFor(game.host, `seed-${game.key}`);
  const start = demoGameStart(nowMs, game);
  const end = start + game.lengthHours * HOUR;
  const players = game.joins ?? [];
  const coHost = players.includes(KAVYA) ? KAVYA : ARJUN;
  let step = 0;
  const at = (ms: number) => ({ commandId: `seed-rating-${game.key}-${step++}`, now: new Date(ms).toISOString() });
  const rate = async (userId: string, atMs: number, command: Rating) => {
    const { commandId, now } = at(atMs);
    await handleRating(handler, games, { ...command, context: { commandId, userId, now } }, () => null);
  };
  const participant = (rating: Record<string, unknown>): Rating => ({
    type: 'RateParticipant',
    data: { activityId, rating: rating as never },
  });

  // During the game: the co-host is appointed, then the host and co-host assess the players.
  const { commandId, now } = at(start + 10 * MINUTE);
  await handler.handle({
    streamId: streams.game(activityId),
    decider: gameDecider,
    command: {
      type: 'AddCoHost',
      data: { activityId, coHostId: coHost },
      context: { commandId, userId: game.host, now },
    },
    reply: () => null,
  });
  for (const [k, player] of players.entries()) {
    const punctual = (week + k) % 3 !== 0;
    await rate(
      game.host,
      start + (30 + k) * MINUTE,
      participant({
        ratingFor: player,
        stars: 4 + ((week + k) % 2),
        isParticipated: true,
        ratedLevel: LEVELS[player],
        isPunctual: punctual,
        isTeamPlayer: k !== 1,
        isOnTimePayment: true,
      }),
    );
  }
  for (const player of players.filter((p) => p !== coHost)) {
    await rate(coHost, start + 50 * MINUTE, participant({ ratingFor: player, ratedLevel: LEVELS[player] }));
  }
  // After it: each player answers the prompt, rates the host, a co-player and the game.
  for (const [k, player] of players.entries()) {
    const after = end + (2 + k) * HOUR;
    await rate(player, after, { type: 'AnswerReviewPrompt', data: { activityId, userId: player, action: 'rate', value: true } });
    // The co-host rated the others already (once per rater and person) and, hosting, does not rate the host.
    if (player !== coHost) {
      await rate(player, after + MINUTE, { type: 'RateHost', data: { activityId, rating: { ratingFor: game.host, stars: 4 + (k % 2) } } });
      await rate(player, after + 2 * MINUTE, participant({ ratingFor: players.find((p) => p !== player), stars: 4 }));
    }
    const dispute = player === KAVYA && week === 2;
    await rate(player, after + 3 * MINUTE, {
      type: 'RateGame',
      data: {
        activityId,
        rating: {
          isGameHappened: true,
          dispute: dispute ? 'Team Player' : null,
          description: dispute ? 'Two players left at half time without telling anyone.' : '',
        },
      },
    });
  }
};
