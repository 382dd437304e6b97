import { gameDetailsSchema, streams, type EventFeed, type GameDetails } from '@sports/contracts';
import {
  DEMO_ACCOUNTS,
  UserDirectory,
  activityIdFor,
  circleDecider,
  circleIdFor,
  gameDecider,
  userDecider,
  type CommandHandler,
  type GameCommandMessage,
  type GameStreamReader,
} from '@sports/command-service';
import { DAY, HOUR, demoGameStart, istIso } from './time';
import { CIRCLES, GAMES, INTERESTS, VENUES, type DemoGame } from './games';
import { seedDemoRatings } from './ratings';
import { DEMO_VENUE_MANAGER, demoSlotsCovering, seedDemoVenues } from './venues';
import { seedDemoVenuePhotos } from './venuePhotos';
import { seedDemoOfferings } from './offerings';
import { seedDemoStaff } from './staff';
import { seedDemoClassRoster } from './classRoster';
import { seedDemoCities } from './cities';
import { seedDemoSportChoices } from './sports';
import { seedDemoCovers } from './covers';
import { seedDemoInboxes } from './inboxes';
import type { BlobStore } from '@sports/command-service/media/blobStore';

const person = (userId: string) => {
  const account = DEMO_ACCOUNTS.find((a) => a.userId === userId)!;
  return { id: account.userId, name: account.name };
};

/**
 * Creates the demo data set through the same commands the API sends, each at a moment in
 * the past, so the history reads as if it had happened. Command ids are fixed, so a seed
 * interrupted half-way can be run again without duplicates.
 */
export const seedDemoData = async (
  handler: CommandHandler,
  nowMs: number,
  games: GameStreamReader & EventFeed,
  blobs?: BlobStore,
): Promise<void> => {
  for (const account of DEMO_ACCOUNTS) {
    const [firstName = '', ...rest] = account.name.split(' ');
    await handler.handle({
      streamId: streams.user(account.userId),
      decider: userDecider,
      command: {
        type: 'RegisterUser',
        data: {
          userId: account.userId,
          firstName,
          lastName: rest.join(' '),
          phone: account.phone,
          role: account.role,
          scopeIds: [],
          source: 'demo',
        },
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
  // The sports each person plays in the demo games (their player page lists them).
  await seedDemoSportChoices(handler, nowMs);
  await seedCircles(handler, nowMs);
  // A few games with a cover image of their own (docs/adr/0104-picture-on-every-card.md), when there is an image store.
  const covers = blobs ? await seedDemoCovers(blobs, (key) => GAMES.find((g) => g.key === key)!.host) : new Map<string, string>();
  for (const game of GAMES) await seedGame(handler, game, nowMs, covers.get(game.key));
  // Ratings read the rated games' streams for their facts, as the rating routes do.
  await seedDemoRatings(handler, games, nowMs);
  // The catalogue's venues, coupons and orders (docs/bookings.md).
  // Two venues with a photo (docs/adr/0104-picture-on-every-card.md), when there is an image store.
  await seedDemoVenues(handler, nowMs, blobs ? await seedDemoVenuePhotos(blobs, DEMO_VENUE_MANAGER) : new Map());
  await seedDemoOfferings(handler, nowMs);
  // The back office's staff, second organisation and platform operator.
  await seedDemoStaff(handler, nowMs);
  // The junior class's running batch: students, attendance and sessions (docs/backoffice.md "Classes").
  await seedDemoClassRoster(handler, nowMs);
  // The cities a platform operator curated (the back office's cities).
  await seedDemoCities(handler, nowMs);
  // One player takes notifications by SMS as well (PUT /api/vm/users/me/communication).
  await handler.handle({
    streamId: streams.user('demo-player-kavya'),
    decider: userDecider,
    command: {
      type: 'SetCommunicationPreferences',
      data: { userId: 'demo-player-kavya', communication: { whatsapp: true, sms: true } },
      context: { commandId: 'seed-comm-kavya', userId: 'demo-player-kavya', now: new Date(nowMs - 20 * DAY).toISOString() },
    },
    reply: () => null,
  });
  // Last: what all of the above told each person, in their inbox.
  await seedDemoInboxes(handler, games);
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
      data: {
        userId: owner.userId,
        orgId: DEMO_ORG.orgId,
        role: 'owner',
        spaceIds: [...DEMO_ORG.spaceIds],
        mobiles: [owner.phone],
        emails: [],
        byOwner: true,
      },
      // The platform operator (an admin, so owner rights) onboarded the organisation; it has no user of its own.
      context: {
        commandId: `seed-access-${owner.userId}-${DEMO_ORG.orgId}`,
        userId: 'platform-operator',
        now: new Date(nowMs - 29 * DAY).toISOString(),
      },
    },
    reply: () => null,
  });
};

const seedCircles = async (handler: CommandHandler, nowMs: number) => {
  const at = new Date(nowMs - 25 * DAY).toISOString();
  for (const { by, ...details } of CIRCLES) {
    const circleId = circleIdFor(details.listingId, details.city);
    await handler.handle({
      streamId: streams.circle(circleId),
      decider: circleDecider,
      command: {
        type: 'CreateCircle',
        data: { circleId, details: { ...details }, createdBy: by },
        context: { commandId: `seed-circle-${circleId}`, userId: by, now: at },
      },
      reply: () => null,
    });
  }
  for (const [userId, circleIds] of Object.entries(INTERESTS)) {
    await handler.handle({
      streamId: streams.user(userId),
      decider: userDecider,
      command: { type: 'SetInterests', data: { userId, circleIds }, context: { commandId: `seed-interests-${userId}`, userId, now: at } },
      reply: () => null,
    });
  }
};

const seedGame = async (handler: CommandHandler, game: DemoGame, nowMs: number, coverImageId?: string) => {
  const createdAt = nowMs - game.createdAgoMs;
  const start = demoGameStart(nowMs, game);
  const activityId = activityIdFor(game.host, `seed-${game.key}`);
  let step = 0;
  const send = (userId: string, command: Omit<GameCommandMessage, 'context'>) =>
    handler.handle({
      streamId: streams.game(activityId),
      decider: gameDecider,
      command: {
        ...command,
        context: { commandId: `seed-${game.key}${step ? `-${step}` : ''}`, userId, now: new Date(createdAt + step++ * HOUR).toISOString() },
      } as GameCommandMessage,
      reply: () => null,
    });
  const details: GameDetails = gameDetailsSchema.parse({
    ...game.details,
    date: istIso(start).slice(0, 10),
    duration: [{ from: istIso(start), to: istIso(start + game.lengthHours * HOUR) }],
    location: game.place ?? VENUES[game.venue],
    ...(coverImageId ? { coverImageorVideo: { type: 'image', imageId: coverImageId } } : {}),
  });
  await send(game.host, { type: 'CreateGame', data: { activityId, host: person(game.host), details } });
  for (const userId of [...(game.joins ?? []), ...(game.requests ?? [])]) {
    await send(userId, { type: 'JoinGame', data: { activityId, player: person(userId) } });
    // On a private game a join is a request; the demo host accepts the ones meant as participants.
    if (details.privacy === 'private' && game.joins?.includes(userId)) {
      await send(game.host, { type: 'AcceptJoinRequest', data: { activityId, participantId: userId } });
    }
  }
  await seedGameExtras(game, activityId, details, send);
};

type Send = (userId: string, command: Omit<GameCommandMessage, 'context'>) => Promise<unknown>;

/** The states beyond joining: invitations, co-hosts, offline participants, queries, slots, holds. */
const seedGameExtras = async (game: DemoGame, activityId: string, details: GameDetails, send: Send) => {
  if (game.invites) await send(game.host, { type: 'InviteParticipants', data: { activityId, invitees: game.invites.map(person) } });
  for (const coHostId of game.coHosts ?? []) await send(game.host, { type: 'AddCoHost', data: { activityId, coHostId } });
  if (game.offline) {
    const participants = game.offline.names.map((name, i) => ({ id: `off-${game.key}-${i}`, name }));
    await send(game.host, { type: 'AddOfflineParticipants', data: { activityId, participants, bookedBy: game.offline.bookedBy } });
  }
  for (const [i, query] of (game.queries ?? []).entries()) {
    const queryId = `q-${game.key}-${i}`;
    await send(query.by, { type: 'AddQuery', data: { activityId, queryId, question: query.question, askedBy: person(query.by) } });
    if (query.answer)
      await send(game.host, { type: 'AnswerQuery', data: { activityId, queryId, answer: query.answer, answeredBy: person(game.host) } });
  }
  if (game.slot) {
    // The catalogued slots of the booked field that the game's hours cover (venue times: the duration is written in IST).
    const [from, to] = [details.duration[0]!.from.slice(11, 16), details.duration[0]!.to!.slice(11, 16)];
    const slots = demoSlotsCovering(game.slot.fieldId, details.date, from, to);
    if (slots.length === 0) throw new Error(`Demo game ${game.key}: no slot of ${game.slot.fieldId} at ${details.date} ${from}–${to}`);
    for (const { slotId, fieldId, fieldName, date, startTime, endTime } of slots) {
      await send(game.host, {
        type: 'MapSlot',
        data: { activityId, slot: { slotId, fieldId, fieldName, slotDate: date, startTime: `${startTime}:00`, endTime: `${endTime}:00` } },
      });
    }
  }
  if (game.matchFull) await send(game.host, { type: 'SetMatchFull', data: { activityId, isMatchFull: true } });
  for (const userId of game.waitlist ?? []) await send(userId, { type: 'JoinWaitlist', data: { activityId, player: person(userId) } });
  if (game.hold) await send(game.host, { type: 'HoldGame', data: { activityId, reason: game.hold } });
  for (const { by, response } of game.holdResponses ?? []) await send(by, { type: 'RespondToHold', data: { activityId, response } });
};
