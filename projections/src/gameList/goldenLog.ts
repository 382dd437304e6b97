import { createHash } from 'node:crypto';
import { gameEvents, type GameEvent, type RecordedEvent } from '@sports/contracts';
import { sampleGameDetails } from '../../../test/fixtures/gameDetails';
import type { AnyProjection } from '../core/projection';

/**
 * A deterministic log of games that uses every game event, in orders the decider would and would
 * not allow (the projections must not care), with previews that overflow (PARTICIPANT_PREVIEW).
 * gameListProjection.golden.spec.ts replays it through the game list and the participants read
 * models and compares every document after every event with digests taken from the code before
 * the replay's speed-ups: they must stay byte-for-byte the same.
 */

/** mulberry32: a small seeded generator, so the log is the same on every machine. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const at = (ms: number) => new Date(ms).toISOString();

const detailsFor = (rand: () => number, g: number) => {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const day = 10 + (g % 15);
  const from = `2026-12-${day}T18:00:00+05:30`;
  const duration = pick([
    [{ from, to: `2026-12-${day}T19:30:00+05:30` }],
    [{ from }],
    [{ from, to: `2026-12-${day}T19:00:00+05:30` }, { from: `2026-12-${day + 1}T07:00:00+05:30` }],
  ]);
  return sampleGameDetails({
    name: `Game ${g} ${pick(['a', 'b'])}`,
    date: `2026-12-${day}`,
    duration,
    location: pick([
      { name: 'Marina Turf' },
      { name: 'Arena', city: ` Chennai `, lat: 13.08 + rand() / 10, lon: 80.27 },
      { name: 'Park', lat: 12.9, lon: 77.6 },
    ]),
    privacy: pick(['public', 'private'] as const),
    maxParticipants: pick([3, 10, 60, 200]),
    costPerParticpant: pick([0, 15000]),
    isCostShared: rand() < 0.4,
    ...(rand() < 0.3 ? { facilityId: 'fac1', facilityName: 'Fac', circleId: 'circle1' } : {}),
    ...(rand() < 0.3
      ? {
          coverImageorVideo: pick([
            { type: 'image', imageId: 'img1' },
            { type: 'video', url: 'https://v.example/x' },
          ] as const),
        }
      : {}),
  });
};

/**
 * The types the walk picks from: every type the golden file was first recorded with. Paying together's
 * events (a withdrawn waitlist offer, a shared cost's rest) came later: left out rather than shifting
 * every later pick (their own specs cover them: together.spec.ts, sharedCost.spec.ts).
 */
const LATER_TYPES: ReadonlySet<string> = new Set([
  'WaitlistOfferWithdrawn',
  'SharedCostRemainderHeld',
  'SharedCostRemainderPaid',
  'SharedCostRemainderReleased',
]);
export const WALKED_TYPES = (Object.keys(gameEvents) as Array<GameEvent['type']>).filter((type) => !LATER_TYPES.has(type));

/** One game's events: created, then a random walk over every event type. */
const gameLog = (rand: () => number, g: number): GameEvent[] => {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const activityId = `g${g}`;
  const host = { id: `host${g}`, name: 'Hari  Host Kumar' };
  const person = (k: number) => ({ id: `p${k}`, name: k % 3 === 0 ? `Solo${k}` : `First${k} Last ${k}` });
  const people = () => person(Math.floor(rand() * 90));
  const someone = () => (rand() < 0.1 ? host.id : people().id);
  const events: GameEvent[] = [{ type: 'GameCreated', data: { activityId, host, details: detailsFor(rand, g) } }];
  let queries = 0;
  let slots = 0;
  const steps = 20 + Math.floor(rand() * 80);
  for (let s = 0; s < steps; s++) {
    const type = pick(WALKED_TYPES);
    const data: Record<string, unknown> = { activityId };
    switch (type) {
      case 'GameCreated':
        continue;
      case 'PlayerJoinedGame':
        Object.assign(
          data,
          { participant: rand() < 0.1 ? host : people() },
          rand() < 0.3 ? { formAnswers: { q1: 'yes', q2: 3 } } : {},
          rand() < 0.2 ? { orderId: `o${s}` } : {},
          rand() < 0.2 ? { wasWaitlisted: true } : {},
        );
        break;
      case 'GamePlaceHeld':
        Object.assign(
          data,
          { participant: people(), orderId: `o${s}`, expiresAt: at(Date.UTC(2026, 11, 1) + s) },
          rand() < 0.3 ? { formAnswers: { q1: true } } : {},
          rand() < 0.2 ? { wasWaitlisted: true } : {},
        );
        break;
      case 'GamePlaceReleased':
        Object.assign(data, { participantId: someone(), orderId: `o${s}`, reason: 'expired' });
        break;
      case 'JoinRequested':
        Object.assign(
          data,
          { participant: people() },
          rand() < 0.5 ? { message: 'let me in' } : {},
          rand() < 0.3 ? { formAnswers: { q1: 'no' } } : {},
        );
        break;
      case 'JoinRequestAccepted':
        Object.assign(data, { participantId: someone(), acceptedBy: host.id }, rand() < 0.2 ? { wasWaitlisted: true } : {});
        break;
      case 'JoinRequestRejected':
        Object.assign(data, { participantId: someone(), rejectedBy: host.id });
        break;
      case 'GameHeld':
        Object.assign(data, { reason: 'Rain', heldBy: host.id });
        break;
      case 'GameHoldReleased':
        Object.assign(data, { releasedBy: host.id });
        break;
      case 'HoldResponded':
        Object.assign(data, { userId: someone(), response: pick(['in', 'out']) });
        break;
      case 'MatchFullSet':
        Object.assign(data, { isMatchFull: rand() < 0.5, setBy: host.id });
        break;
      case 'ParticipantRemoved':
        Object.assign(data, { participantId: someone(), removedBy: host.id });
        break;
      case 'ParticipantLeft':
      case 'InvitationDeclined':
        Object.assign(data, { participantId: someone() });
        break;
      case 'ParticipantsInvited':
        Object.assign(data, {
          invitees: Array.from({ length: 1 + Math.floor(rand() * (rand() < 0.2 ? 45 : 3)) }, people),
          invitedBy: host.id,
        });
        break;
      case 'OfflineParticipantsAdded':
        Object.assign(data, {
          participants: Array.from({ length: 1 + Math.floor(rand() * (rand() < 0.2 ? 40 : 2)) }, (_, i) => ({
            id: `off${s}-${i}`,
            name: 'Guest One',
          })),
          bookedBy: host.id,
          addedBy: host.id,
        });
        break;
      case 'GameDeleted':
        if (rand() < 0.7) continue; // mostly the last word
        Object.assign(data, { deletedBy: host.id });
        break;
      case 'CoHostAdded':
        Object.assign(data, { coHostId: someone(), addedBy: host.id });
        break;
      case 'GameUpdated':
        Object.assign(data, { details: detailsFor(rand, g + s), updatedBy: host.id });
        break;
      case 'CoverSet':
        Object.assign(data, {
          cover: pick([
            { type: 'image', imageId: `img${s}` },
            { type: 'video', url: 'https://v.example/y' },
          ]),
          setBy: host.id,
        });
        break;
      case 'CoverRemoved':
        Object.assign(data, { removedBy: host.id });
        break;
      case 'InviteLinkSent':
        Object.assign(data, { inviteId: `i${s}`, secretHash: 'h', sentTo: 'a@b.c', invitedBy: host.id });
        break;
      case 'QueryAdded':
        Object.assign(data, { queryId: `q${++queries}`, question: 'Bibs?', askedBy: people() });
        break;
      case 'QueryAnswered':
        Object.assign(data, { queryId: `q${1 + Math.floor(rand() * Math.max(1, queries))}`, answer: 'Yes', answeredBy: host });
        break;
      case 'QueryDeleted':
        Object.assign(data, { queryId: `q${1 + Math.floor(rand() * Math.max(1, queries))}`, deletedBy: host.id });
        break;
      case 'SlotMapped':
        Object.assign(
          data,
          {
            slot: { slotId: `s${++slots}`, fieldId: 'f1', slotDate: '2026-12-10', startTime: '18:00:00', endTime: '19:00:00' },
            mappedBy: host.id,
          },
          rand() < 0.6 ? { paidAmount: 120000 } : {},
        );
        break;
      case 'SlotUnmapped':
        Object.assign(data, { slotId: `s${1 + Math.floor(rand() * Math.max(1, slots))}`, removedBy: host.id });
        break;
      case 'PlayerJoinedWaitlist':
        Object.assign(data, { player: people() });
        break;
      case 'PlayerLeftWaitlist':
      case 'WaitlistOfferDeclined':
        Object.assign(data, { userId: someone() });
        break;
      case 'WaitlistPlaceOffered':
      case 'WaitlistOfferLapsed':
        Object.assign(data, { userId: someone(), expiresAt: at(Date.UTC(2026, 11, 1) + s) });
        break;
    }
    // As the store keeps them: valid, with the schemas' defaults.
    events.push({ type, data: gameEvents[type].schema.parse(data) } as GameEvent);
  }
  return events;
};

/** The golden log: GAMES games, each its own stream, the games' events interleaved as a log would hold them. */
export const goldenLog = (games = 120, seed = 21): RecordedEvent[] => {
  const rand = random(seed);
  const logs = Array.from({ length: games }, (_, g) => gameLog(rand, g));
  const cursors = logs.map(() => 0);
  const out: RecordedEvent[] = [];
  let live = logs.length;
  while (live > 0) {
    const g = Math.floor(rand() * logs.length);
    const log = logs[g]!;
    if (cursors[g]! >= log.length) continue;
    const event = log[cursors[g]!]!;
    if (++cursors[g]! === log.length) live--;
    const i = out.length;
    out.push({
      ...event,
      id: `e${i}`,
      streamId: `game-g${g}`,
      revision: BigInt(cursors[g]! - 1),
      position: BigInt(i + 1),
      metadata: {
        commandId: `c${i}`,
        commandHash: 'h',
        causationId: 'c',
        correlationId: 'c',
        userId: 'u',
        time: at(Date.UTC(2026, 10, 20) + i * 1000),
        schemaVersion: 1,
      },
    });
  }
  return out;
};

/**
 * Every document of `projection` after every event of `log`, as one digest per game (a chain over
 * the successive JSON texts of its documents: the game's own, or its participants' `game:user`). `roundTrip`: each document is read back from JSON before
 * the next event, as the live path and an evicted rebuild do (fields then come in stored order).
 */
export const documentDigests = (projection: AnyProjection, log: readonly RecordedEvent[], roundTrip: boolean): Record<string, string> => {
  const docs = new Map<string, unknown>();
  const chains = new Map<string, ReturnType<typeof createHash>>();
  for (const event of log) {
    if (!projection.handles.includes(event.type)) continue;
    const ids = projection.documentId(event);
    if (ids === null) continue;
    for (const id of typeof ids === 'string' ? [ids] : ids) {
      const before = docs.get(id) ?? null;
      const after = projection.evolve(before as never, event, id);
      const json = JSON.stringify(after);
      docs.set(id, roundTrip && after !== null ? JSON.parse(json) : after);
      const game = id.split(':')[0]!;
      let chain = chains.get(game);
      if (!chain) chains.set(game, (chain = createHash('sha1')));
      chain.update(`${event.position}:${id}:${json}\n`);
    }
  }
  return Object.fromEntries([...chains].sort(([a], [b]) => (a < b ? -1 : 1)).map(([id, chain]) => [id, chain.digest('hex').slice(0, 16)]));
};
