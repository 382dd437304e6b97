import type { TokenService } from '@sports/service-kit';
import { setUpVenue, slotStart } from '../../bench/lib/venue';

/**
 * The mixed write load of the crash test: games created, joined and left, and
 * slots bought, each command with its own Idempotency-Key so an unanswered one can be sent again
 * after a restart and count once.
 */
export type Outcome = 'acknowledged' | 'rejected' | 'unknown';

export interface SentCommand {
  key: string;
  kind: 'create' | 'join' | 'leave' | 'buy';
  method: string;
  path: string;
  body: unknown;
  userId: string;
  outcome: Outcome;
  status?: number;
  /** Every reply or failure, in order, for the message of a failing check. */
  history: string[];
  activityId?: string;
}

export const ORG = 'crash-org';
export const SPACE = 'crash-arena';
const FIELDS = 4;
/** 06:00 to 22:00 in 30-minute slots on each field. */
const SLOTS_PER_FIELD = 32;
const PLAYERS = 40;

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const gameDate = day(2);
const slotDate = day(3);

const gameBody = (n: number) => ({
  name: `Crash game ${n}`,
  listingId: 'football',
  listingName: 'Football',
  activityFormat: '5v5',
  date: gameDate,
  duration: [{ from: `${gameDate}T18:00:00+05:30`, to: `${gameDate}T20:00:00+05:30` }],
  location: { name: 'Crash Arena' },
  maxParticipants: 6,
});

export class CrashWorkload {
  readonly commands: SentCommand[] = [];
  private readonly tokens = new Map<string, string>();
  private readonly joined = new Set<string>(); // `${activityId}|${userId}` acknowledged and not yet left
  private next = 0;

  constructor(
    private readonly signer: TokenService,
    private readonly random: () => number,
  ) {}

  private async tokenOf(userId: string, role = 'player', scopeIds: string[] = []): Promise<string> {
    const key = `${userId}|${role}`;
    if (!this.tokens.has(key))
      this.tokens.set(key, (await this.signer.issue({ userId, name: `Crash ${userId}`, role: role as 'player', scopeIds })).accessToken);
    return this.tokens.get(key)!;
  }

  /** The venue the slot purchases buy from; written before the first crash. */
  async setUpCatalogue(base: string): Promise<void> {
    await setUpVenue(base, this.signer, { org: ORG, space: SPACE, fields: FIELDS, from: '06:00', to: '22:00' });
  }

  private pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length)]!;
  }

  /** The next command of the mix, given what has been acknowledged so far. */
  nextCommand(): SentCommand {
    const n = this.next++;
    const games = this.commands.filter((c) => c.kind === 'create' && c.outcome === 'acknowledged').map((c) => c.activityId!);
    const roll = this.random();
    const player = `crash-player-${Math.floor(this.random() * PLAYERS)}`;
    let command: Omit<SentCommand, 'outcome' | 'history'>;
    if (games.length < 3 || roll < 0.15) {
      const host = `crash-host-${n % 5}`;
      command = { key: `crash-${n}`, kind: 'create', method: 'PUT', path: '/api/vm/activities', body: gameBody(n), userId: host };
    } else if (roll < 0.6 || this.joined.size === 0) {
      command = {
        key: `crash-${n}`,
        kind: 'join',
        method: 'PUT',
        path: `/api/vm/activities/${this.pick(games)}/join`,
        body: {},
        userId: player,
      };
    } else if (roll < 0.8) {
      const [activityId, userId] = this.pick([...this.joined]).split('|') as [string, string];
      this.joined.delete(`${activityId}|${userId}`); // leave once: a second leave would be a rejection
      command = {
        key: `crash-${n}`,
        kind: 'leave',
        method: 'PUT',
        path: `/api/vm/activities/${activityId}/leave`,
        body: undefined,
        userId,
      };
    } else {
      const slot = Math.floor(this.random() * FIELDS * SLOTS_PER_FIELD);
      const cartItem = [
        { type: 'slot', fieldId: `${SPACE}.f${slot % FIELDS}`, date: slotDate, startTime: slotStart(6, Math.floor(slot / FIELDS)) },
      ];
      command = {
        key: `crash-${n}`,
        kind: 'buy',
        method: 'POST',
        path: '/api/b2c/transaction/instantBuy',
        body: { cartItem },
        userId: player,
      };
    }
    const sent: SentCommand = { ...command, outcome: 'unknown', history: [] };
    this.commands.push(sent);
    return sent;
  }

  /** Sends (or sends again) one command; a reply decides its outcome, a dropped connection leaves it unknown. */
  async send(base: string, command: SentCommand): Promise<void> {
    const token = await this.tokenOf(command.userId);
    let response: Response;
    try {
      response = await fetch(`${base}${command.path}`, {
        method: command.method,
        headers: {
          authorization: `Bearer ${token}`,
          'idempotency-key': command.key,
          ...(command.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: command.body === undefined ? undefined : JSON.stringify(command.body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      command.history.push('no reply');
      return; // killed mid-request: unknown, sent again after the restart
    }
    const text = await response.text().catch(() => null);
    command.history.push(`${response.status} ${text?.slice(0, 200) ?? '(body cut off)'}`);
    if (text === null || response.status >= 500) return;
    command.status = response.status;
    if (response.status >= 400) {
      command.outcome = 'rejected';
      return;
    }
    command.outcome = 'acknowledged';
    if (command.kind === 'create') command.activityId = (JSON.parse(text) as { data: { activityId: string } }).data.activityId;
    if (command.kind === 'join') this.joined.add(`${command.path.split('/')[4]}|${command.userId}`);
  }

  unknown(): SentCommand[] {
    return this.commands.filter((c) => c.outcome === 'unknown');
  }
}
