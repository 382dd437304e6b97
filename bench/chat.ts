/**
 * `npm run bench:chat` (docs/adr/0101-game-chat.md):
 * (a) delivery of a chat message from its POST to another member's open game-page stream (the
 *     viewer stream's `chat` event), p50 and p99 over 200 messages, beside the command-to-query
 *     visibility of the same messages (POST sent until GET chat shows it) measured in the same run;
 * (b) the cost of reading a page of the newest 30 messages and a page from the middle of a
 *     10-message thread and of a 10,000-message thread, side by side with their ratio: keyset
 *     paging on the (activityId, seq) index should make them alike.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { currentVersionOf, streams, type ChatEvent, type GameEvent } from '@sports/contracts';
import { SqliteEventStore, newEventId, type EventToAppend } from '@sports/event-store';
import { benchGame } from './lib/benchGames';
import { benchGameBody } from './lib/joinGameLoad';
import { benchTokens, startPlatform } from './lib/platform';
import { stop } from './lib/processes';
import { fmt, printTable } from './lib/report';

const MESSAGES = Number(process.env.BENCH_CHAT_MESSAGES ?? 200);
const PAGE_SAMPLES = Number(process.env.BENCH_CHAT_PAGE_SAMPLES ?? 300);
const SMALL = 10;
const LARGE = Number(process.env.BENCH_CHAT_LARGE ?? 10_000);
/** A poster sends at most this many, under the 10-a-minute limit. */
const PER_POSTER = 8;

const root = join(import.meta.dirname, '.data');
mkdirSync(root, { recursive: true });
const dataDir = mkdtempSync(join(root, 'chat-'));
const tokens = benchTokens();
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
};

const metadata = (type: string, userId: string, atMs: number, commandId: string) => ({
  commandId,
  commandHash: `bench-${commandId}`,
  causationId: commandId,
  correlationId: commandId,
  userId,
  time: new Date(atMs).toISOString(),
  schemaVersion: currentVersionOf(type),
});
const append = (event: GameEvent | ChatEvent, userId: string, atMs: number, commandId: string): EventToAppend => ({
  id: newEventId(atMs),
  type: event.type,
  data: event.data,
  metadata: metadata(event.type, userId, atMs, commandId),
});

/** Two public games of the read benchmark's kind, their threads of SMALL and LARGE messages written to the log before the platform starts. */
const seedThreads = async (nowMs: number) => {
  const store = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  const games = [];
  try {
    for (let i = 0; games.length < 2; i++) {
      const game = benchGame(i, nowMs);
      if (game.details.privacy !== 'public') continue;
      games.push(game);
    }
    for (const [k, game] of games.entries()) {
      const { activityId, host, details } = game;
      await store.appendToStream(
        streams.game(activityId),
        [
          append({ type: 'GameCreated', data: { activityId, host, details } }, host.id, nowMs - 86_400_000, `c-${activityId}`),
          append({ type: 'PlayerJoinedGame', data: { activityId, participant: host } }, host.id, nowMs - 86_400_000, `c-${activityId}`),
        ],
        { expectedRevision: 'no_stream' },
      );
      const length = k === 0 ? SMALL : LARGE;
      for (let start = 0; start < length; start += 1_000) {
        const batch = Array.from({ length: Math.min(1_000, length - start) }, (_, j) => {
          const seq = start + j + 1;
          const posted: ChatEvent = {
            type: 'CommentPosted',
            data: {
              activityId,
              commentId: `m${seq}`,
              seq,
              author: host,
              authorRole: 'host',
              text: `Message number ${seq} about the game`,
              replyTo: null,
              mentions: [],
            },
          };
          return append(posted, host.id, nowMs - 3_600_000 + seq, `p-${activityId}-${seq}`);
        });
        await store.appendToStream(streams.chat(activityId), batch, { expectedRevision: start === 0 ? 'no_stream' : BigInt(start - 1) });
      }
    }
  } finally {
    await store.close();
  }
  return games.map((g, k) => ({ activityId: g.activityId, hostId: g.host.id, hostName: g.host.name, length: k === 0 ? SMALL : LARGE }));
};

/** An open game-page stream: the arrival time of each chat message it carries, by comment id. */
const openStream = async (base: string, activityId: string, token: string) => {
  const arrivals = new Map<string, number>();
  const waiters = new Map<string, (at: number) => void>();
  const aborter = new AbortController();
  const response = await fetch(`${base}/api/vm/activities/${activityId}/viewers/stream`, {
    headers: { authorization: `Bearer ${token}` },
    signal: aborter.signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`viewer stream: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let ready: () => void;
  const opened = new Promise<void>((resolve) => (ready = resolve));
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: ?(.*)$/m.exec(block)?.[1];
        const data = /^data: ?(.*)$/m.exec(block)?.[1];
        if (event === 'viewer') ready!();
        if (event !== 'chat' || !data) continue;
        const at = performance.now();
        for (const comment of (JSON.parse(data) as { comments: Array<{ commentId: string }> }).comments) {
          arrivals.set(comment.commentId, at);
          waiters.get(comment.commentId)?.(at);
        }
      }
    }
  })();
  await opened;
  return {
    arrival: (commentId: string) =>
      new Promise<number>((resolve, reject) => {
        const known = arrivals.get(commentId);
        if (known !== undefined) return resolve(known);
        const timer = setTimeout(() => reject(new Error(`${commentId} never reached the stream`)), 10_000);
        waiters.set(commentId, (at) => (clearTimeout(timer), resolve(at)));
      }),
    close: () => aborter.abort(),
  };
};

const measureDelivery = async (base: string) => {
  const host = (await tokens.issue({ userId: 'chat-host', name: 'Chat Host', role: 'host', scopeIds: [] })).accessToken;
  const posters = Math.ceil(MESSAGES / PER_POSTER);
  const created = await fetch(`${base}/api/vm/activities`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${host}`, 'content-type': 'application/json' },
    body: benchGameBody('Chat bench game', posters + 2),
  });
  const activityId = ((await created.json()) as { data: { activityId: string } }).data.activityId;
  const people = await Promise.all(
    Array.from({ length: posters }, (_, i) =>
      tokens.issue({ userId: `chat-p${i}`, name: `Player ${i}`, role: 'player', scopeIds: [] }).then((t) => t.accessToken),
    ),
  );
  for (const token of people) {
    const joined = await fetch(`${base}/api/vm/activities/${activityId}/join`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    if (joined.status !== 200) throw new Error(`join: ${joined.status} ${await joined.text()}`);
  }
  // The host's game page is open: the member who receives.
  const stream = await openStream(base, activityId, host);
  const delivery: number[] = [];
  const visibility: number[] = [];
  try {
    for (let n = 0; n < MESSAGES; n++) {
      const token = people[n % posters]!;
      const sent = performance.now();
      const reply = await fetch(`${base}/api/vm/activities/${activityId}/chat`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ text: `Bench message ${n}` }),
      });
      if (reply.status !== 201) throw new Error(`post: ${reply.status} ${await reply.text()}`);
      const { commentId } = ((await reply.json()) as { data: { commentId: string } }).data;
      const arrived = stream.arrival(commentId);
      // Visible: the newest page of the query API shows it (back-to-back reads, as bench/lib/freshness.ts).
      for (;;) {
        const page = (await (
          await fetch(`${base}/api/vm/activities/${activityId}/chat?size=1`, { headers: { authorization: `Bearer ${token}` } })
        ).json()) as { data: { comments: Array<{ commentId: string }> } };
        if (page.data.comments[0]?.commentId === commentId) break;
        if (performance.now() - sent > 10_000) throw new Error(`${commentId} not visible within 10 s`);
      }
      visibility.push(performance.now() - sent);
      delivery.push((await arrived) - sent);
    }
  } finally {
    stream.close();
  }
  return { delivery, visibility };
};

/**
 * Reads the newest page and a page before the middle of each thread, the four reads taken in turn
 * sample after sample, so the machine's load (other processes on two cores) falls on all alike.
 */
const measurePages = async (base: string, threads: Awaited<ReturnType<typeof seedThreads>>) => {
  const probes = await Promise.all(
    threads.flatMap((thread) =>
      (['newest', 'middle'] as const).map(async (kind) => {
        const token = (await tokens.issue({ userId: thread.hostId, name: thread.hostName, role: 'host', scopeIds: [] })).accessToken;
        const middle = Math.floor(thread.length / 2) + 1;
        const expected = kind === 'newest' ? Math.min(30, thread.length) : Math.min(30, middle - 1);
        return { thread, kind, token, query: kind === 'newest' ? '' : `?before=${middle}`, expected, timings: [] as number[] };
      }),
    ),
  );
  for (let s = 0; s < PAGE_SAMPLES + 30; s++) {
    for (const probe of probes) {
      const t0 = performance.now();
      const response = await fetch(`${base}/api/vm/activities/${probe.thread.activityId}/chat${probe.query}`, {
        headers: { authorization: `Bearer ${probe.token}` },
      });
      const body = (await response.json()) as { data: { comments: Array<{ seq: number }> } };
      const ms = performance.now() - t0;
      if (response.status !== 200) throw new Error(`page: ${response.status}`);
      if (body.data.comments.length !== probe.expected)
        throw new Error(`${probe.kind} page of ${probe.thread.length}: ${body.data.comments.length} messages, not ${probe.expected}`);
      if (s >= 30) probe.timings.push(ms); // the first reads warm the caches and the JIT
    }
  }
  const of = (length: number, kind: 'newest' | 'middle') => probes.find((p) => p.thread.length === length && p.kind === kind)!.timings;
  return {
    small: { newest: of(SMALL, 'newest'), middle: of(SMALL, 'middle') },
    large: { newest: of(LARGE, 'newest'), middle: of(LARGE, 'middle') },
  };
};

const nowMs = Date.now();
console.log(
  `Chat benchmark: ${MESSAGES} messages delivered live; pages of ${SMALL}- and ${fmt(LARGE)}-message threads; data in ${dataDir}`,
);
const threads = await seedThreads(nowMs);
const { child, base } = await startPlatform(dataDir);
try {
  const { delivery, visibility } = await measureDelivery(base);
  const { small, large } = await measurePages(base, threads);
  const ms = (values: number[]) => `${fmt(percentile(values, 0.5), 2)} / ${fmt(percentile(values, 0.99), 2)} ms`;
  const ratio = (a: number[], b: number[]) => `${fmt(percentile(b, 0.5) / percentile(a, 0.5), 2)}×`;
  const rows = [
    [`Delivery: POST to another member's open page stream (${MESSAGES} messages), p50 / p99`, ms(delivery), '', ''],
    [
      'Ceiling, same run: POST to visible in GET chat (command-to-query), p50 / p99',
      ms(visibility),
      '',
      `delivery p50 = ${fmt((100 * percentile(delivery, 0.5)) / percentile(visibility, 0.5), 0)} % of it`,
    ],
    [
      `Newest page (30): ${SMALL}-message thread vs ${fmt(LARGE)}, p50 / p99`,
      `${ms(small.newest)} vs ${ms(large.newest)}`,
      'ratio ≈ 1',
      ratio(small.newest, large.newest),
    ],
    [
      `Middle page (before the middle): ${SMALL}-message thread vs ${fmt(LARGE)}, p50 / p99`,
      `${ms(small.middle)} vs ${ms(large.middle)}`,
      'ratio ≈ 1',
      ratio(small.middle, large.middle),
    ],
  ];
  printTable(rows);
} finally {
  await stop(child);
  rmSync(dataDir, { recursive: true, force: true });
}
