import { gameDetailsSchema, streams, type GameDetails } from '@sports/contracts';
import { DEMO_ACCOUNTS, UserDirectory, activityIdFor, gameDecider, userDecider, type CommandHandler, type GameCommandMessage } from '@sports/command-service';
import { DAY, HOUR, istIso, onTheHour } from './time';

/** Demo venues (the catalogue with its own commands comes with the bookings work); games take their place from here. */
const VENUES = {
  marina: { name: 'Marina Turf Arena', address: 'Besant Nagar, Chennai', lat: 13.0003, lon: 80.2667 },
  koramangala: { name: 'Koramangala Sports Hub', address: '5th Block, Bengaluru', lat: 12.9352, lon: 77.6245 },
  andheri: { name: 'Andheri Smash Courts', address: 'Andheri West, Mumbai', lat: 19.1364, lon: 72.8296 },
} as const;

const person = (userId: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
  return { id: account.userId, name: account.name };
};

interface DemoGame {
  key: string;
  host: string;
  createdAgoMs: number;
  startsInHours: number;
  lengthHours: number;
  details: Partial<GameDetails> & Pick<GameDetails, 'name' | 'listingId' | 'listingName' | 'activityFormat' | 'maxParticipants'>;
  venue: keyof typeof VENUES;
  joins?: string[];
  requests?: string[];
  hold?: string;
}

const GAMES: DemoGame[] = [
  { key: 'past-football', host: 'demo-host-rahul', createdAgoMs: 12 * DAY, startsInHours: -7 * 24, lengthHours: 1.5, venue: 'marina',
    details: { name: 'Sunday Morning 5-a-side', listingId: 'football', listingName: 'Football', activityFormat: '5v5', maxParticipants: 10, costPerParticpant: 15000 },
    joins: ['demo-player-priya', 'demo-player-arjun', 'demo-player-kavya'] },
  { key: 'past-badminton', host: 'demo-host-ananya', createdAgoMs: 6 * DAY, startsInHours: -2 * 24, lengthHours: 2, venue: 'andheri',
    details: { name: 'Doubles Ladder Night', listingId: 'badminton', listingName: 'Badminton', activityFormat: 'Doubles', maxParticipants: 8, costPerParticpant: 20000 },
    joins: ['demo-player-priya', 'demo-host-rahul'] },
  { key: 'ongoing-cricket', host: 'demo-host-rahul', createdAgoMs: 3 * DAY, startsInHours: -1, lengthHours: 3, venue: 'koramangala',
    details: { name: 'Box Cricket Evening', listingId: 'cricket', listingName: 'Cricket', activityFormat: '6 a side', maxParticipants: 12, costPerParticpant: 25000 },
    joins: ['demo-player-arjun'] },
  { key: 'upcoming-football', host: 'demo-host-rahul', createdAgoMs: 2 * DAY, startsInHours: 26, lengthHours: 1.5, venue: 'marina',
    details: { name: 'Weekday 7-a-side', listingId: 'football', listingName: 'Football', activityFormat: '7v7', maxParticipants: 14, costPerParticpant: 18000, enableGameSkill: true, gameSkillFrom: 1, gameSkillTo: 3, description: 'Bring light and dark tees.' },
    joins: ['demo-player-kavya'] },
  { key: 'upcoming-private', host: 'demo-host-ananya', createdAgoMs: DAY, startsInHours: 50, lengthHours: 2, venue: 'andheri',
    details: { name: 'Invite-only Smash Session', listingId: 'badminton', listingName: 'Badminton', activityFormat: 'Singles', maxParticipants: 6, privacy: 'private', costPerParticpant: 30000 },
    joins: ['demo-player-priya'], requests: ['demo-player-kavya'] },
  { key: 'upcoming-full', host: 'demo-host-ananya', createdAgoMs: DAY, startsInHours: 30, lengthHours: 1, venue: 'andheri',
    details: { name: 'Coaching Clinic: Net Play', listingId: 'badminton', listingName: 'Badminton', activityFormat: 'Clinic', maxParticipants: 3, activityType: 'Coaching', costPerParticpant: 50000 },
    joins: ['demo-player-arjun', 'demo-player-kavya'] },
  { key: 'upcoming-hold', host: 'demo-host-rahul', createdAgoMs: DAY, startsInHours: 74, lengthHours: 2, venue: 'koramangala',
    details: { name: 'Weekend Cricket League', listingId: 'cricket', listingName: 'Cricket', activityFormat: '8 a side', maxParticipants: 16, activityType: 'Tournament', costPerParticpant: 40000 },
    joins: ['demo-player-priya'], hold: 'Ground is being re-turfed; new date soon' },
  { key: 'upcoming-evening', host: 'demo-host-ananya', createdAgoMs: 5 * HOUR, startsInHours: 8, lengthHours: 1.5, venue: 'koramangala',
    details: { name: 'After-work Football', listingId: 'football', listingName: 'Football', activityFormat: '5v5', maxParticipants: 10, costPerParticpant: 12000 } },
];

/**
 * Creates the demo data set through the same commands the API sends, each at a moment in
 * the past, so the history reads as if it had happened. Command ids are fixed, so a seed
 * interrupted half-way can be run again without duplicates.
 */
export const seedDemoData = async (handler: CommandHandler, nowMs: number): Promise<void> => {
  for (const account of DEMO_ACCOUNTS) {
    const [firstName = '', ...rest] = account.name.split(' ');
    await handler.handle({
      streamId: streams.user(account.userId),
      decider: userDecider,
      command: {
        type: 'RegisterUser',
        data: { userId: account.userId, firstName, lastName: rest.join(' '), phone: account.phone, role: account.role, scopeIds: [], source: 'demo' },
        context: { commandId: `seed-user-${account.userId}`, userId: account.userId, now: new Date(nowMs - 30 * DAY).toISOString() },
      },
      reply: () => null,
    });
    // Demo users sign in with their phone numbers too (codes arrive in the dev outbox).
    await new UserDirectory(handler).claim('phone', account.phone, account.userId, {
      commandId: `seed-phone-${account.userId}`,
      now: new Date(nowMs - 30 * DAY).toISOString(),
    });
  }
  await seedAccess(handler, nowMs);
  for (const game of GAMES) await seedGame(handler, game, nowMs);
};

/** The demo organisation: the demo manager owns it, so their tokens carry its `:manage` scope (docs/roles.md). */
const DEMO_ORG = { orgId: 'org-marina-sports', spaceIds: ['space-marina-turf'], owner: 'demo-manager-vikram' } as const;

const seedAccess = async (handler: CommandHandler, nowMs: number) => {
  const owner = DEMO_ACCOUNTS.find((a) => a.userId === DEMO_ORG.owner)!;
  await handler.handle({
    streamId: streams.user(owner.userId),
    decider: userDecider,
    command: {
      type: 'GrantAccessAccount',
      data: { userId: owner.userId, orgId: DEMO_ORG.orgId, role: 'owner', spaceIds: [...DEMO_ORG.spaceIds], mobiles: [owner.phone], emails: [], byOwner: true },
      // The platform operator (an admin, so owner rights) onboarded the organisation; it has no user of its own.
      context: { commandId: `seed-access-${owner.userId}-${DEMO_ORG.orgId}`, userId: 'platform-operator', now: new Date(nowMs - 29 * DAY).toISOString() },
    },
    reply: () => null,
  });
};

const seedGame = async (handler: CommandHandler, game: DemoGame, nowMs: number) => {
  const createdAt = nowMs - game.createdAgoMs;
  const start = onTheHour(nowMs, game.startsInHours);
  const activityId = activityIdFor(game.host, `seed-${game.key}`);
  let step = 0;
  const send = (userId: string, command: Omit<GameCommandMessage, 'context'>) =>
    handler.handle({
      streamId: streams.game(activityId),
      decider: gameDecider,
      command: { ...command, context: { commandId: `seed-${game.key}${step ? `-${step}` : ''}`, userId, now: new Date(createdAt + step++ * HOUR).toISOString() } } as GameCommandMessage,
      reply: () => null,
    });
  const details: GameDetails = gameDetailsSchema.parse({
    ...game.details,
    date: istIso(start).slice(0, 10),
    duration: [{ from: istIso(start), to: istIso(start + game.lengthHours * HOUR) }],
    location: VENUES[game.venue],
  });
  await send(game.host, { type: 'CreateGame', data: { activityId, host: person(game.host), details } });
  for (const userId of [...(game.joins ?? []), ...(game.requests ?? [])]) {
    await send(userId, { type: 'JoinGame', data: { activityId, player: person(userId) } });
    // On a private game a join is a request; the demo host accepts the ones meant as participants.
    if (details.privacy === 'private' && game.joins?.includes(userId)) {
      await send(game.host, { type: 'AcceptJoinRequest', data: { activityId, participantId: userId } });
    }
  }
  if (game.hold) await send(game.host, { type: 'HoldGame', data: { activityId, reason: game.hold } });
};
