import { offeringStream, type AttendanceMark, type BookingCart, type SessionStatus } from '@sports/contracts';
import { offeringDecider, type CommandHandler, type OfferingCommandMessage } from '@sports/command-service';
import { DAY, HOUR, MINUTE } from './time';
import { DEMO_ORG_ID, demoBookingFlows, demoBuyer } from './venues';

/**
 * The junior coaching class's evening batch that is already running (docs/backoffice.md
 * "Classes"): four demo players enrolled three weeks ago, its sessions on Tuesdays and Thursdays,
 * the past ones marked by the venue's staff member Meera and completed, the next one cancelled.
 */
const SPACE = 'space-marina-turf';
const ITEM = `${SPACE}.junior-coaching`;
export const TUE_THU = 'tue-thu';
const STAFF = 'demo-staff-meera';
const START = '18:00';
const IST_OFFSET_MS = (5 * 60 + 30) * MINUTE;

/** IST calendar date `days` from now. */
const istDate = (nowMs: number, days: number) => new Date(nowMs + days * DAY + IST_OFFSET_MS).toISOString().slice(0, 10);
const startMs = (date: string) => Date.parse(`${date}T${START}:00+05:30`);

/** The batch's sessions: every Tuesday and Thursday from three weeks ago to two weeks ahead. */
export const tueThuSessions = (nowMs: number) => {
  const sessions: Array<{ sessionId: string; batchId: string; date: string; startTime: string; endTime: string; topic: string }> = [];
  const topics = [
    'Warm-up games',
    'First touch',
    'Passing triangles',
    'Defending 1v1',
    'Finishing',
    'Small-sided match',
    'Set pieces',
    'Goalkeeping basics',
  ];
  for (let d = -21; d <= 14; d++) {
    const date = istDate(nowMs, d);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
    if (weekday !== 2 && weekday !== 4) continue;
    sessions.push({
      sessionId: `tt-${sessions.length + 1}`,
      batchId: TUE_THU,
      date,
      startTime: START,
      endTime: '19:00',
      topic: topics[sessions.length % topics.length]!,
    });
  }
  return sessions;
};

export const tueThuBatch = (nowMs: number) => ({
  name: 'Tue/Thu 6 pm',
  capacity: 12,
  sessionLimit: 6,
  weekdays: [2, 4],
  startTime: START,
  endTime: '19:00',
  startDate: istDate(nowMs, -21),
});

/** Who comes how: one mark per past session, in order (null: not marked yet). Priya uses all six of her sessions. */
const STUDENTS: Array<{ userId: string; name: string; phone: string; marks: Array<AttendanceMark | null> }> = [
  {
    userId: 'demo-player-priya',
    name: 'Priya Sharma',
    phone: '9800000001',
    marks: ['present', 'present', 'present', 'present', 'present', 'present', 'absent'],
  },
  {
    userId: 'demo-player-arjun',
    name: 'Arjun Mehta',
    phone: '9800000002',
    marks: ['present', 'late', 'absent', 'present', 'present', 'absent', 'present'],
  },
  {
    userId: 'demo-player-kavya',
    name: 'Kavya Nair',
    phone: '9800000003',
    marks: ['absent', 'present', 'present', 'late', 'absent', 'present', 'absent'],
  },
  {
    userId: 'demo-host-rahul',
    name: 'Rahul Verma',
    phone: '9800000004',
    marks: ['present', 'absent', 'present', null, 'present', null, null],
  },
];

export const seedDemoClassRoster = async (handler: CommandHandler, nowMs: number): Promise<void> => {
  const enrolledAt = nowMs - 22 * DAY;
  const { flows } = demoBookingFlows(handler, enrolledAt);
  const cart = (s: (typeof STUDENTS)[number]): BookingCart => ({
    cartItem: [{ type: 'class', classId: ITEM, categoryId: TUE_THU, qty: 1 }],
    associatedItems: [],
    bookingSource: 'web',
    bookedFor: { id: s.userId, name: s.name, phone: s.phone, countryCode: '91' },
  });
  // Paid at the venue, so enrolled at once, three weeks ago.
  for (const [i, s] of STUDENTS.entries()) {
    await flows.createOrder(
      cart(s),
      demoBuyer(s.userId, s.name),
      { commandId: `seed-roster-order-${s.userId}`, userId: s.userId, now: new Date(enrolledAt + i * MINUTE).toISOString() },
      true,
    );
  }

  const run = (id: string, command: Omit<OfferingCommandMessage, 'context'>, atMs: number) =>
    handler.handle({
      streamId: offeringStream('class', ITEM),
      decider: offeringDecider,
      command: {
        ...command,
        context: { commandId: `seed-roster-${id}`, userId: STAFF, now: new Date(atMs).toISOString() },
      } as OfferingCommandMessage,
      reply: () => null,
    });
  const ref = { kind: 'class' as const, itemId: ITEM, spaceId: SPACE, orgId: DEMO_ORG_ID, batchId: TUE_THU };
  const sessions = tueThuSessions(nowMs);
  const past = sessions.filter((s) => startMs(s.date) + 2 * HOUR < nowMs);
  for (const [n, session] of past.entries()) {
    const markedAt = startMs(session.date) + 70 * MINUTE;
    for (const s of STUDENTS) {
      const status = s.marks[n % s.marks.length];
      if (status)
        await run(
          `mark-${session.sessionId}-${s.userId}`,
          { type: 'MarkAttendance', data: { ...ref, sessionId: session.sessionId, userId: s.userId, status } },
          markedAt,
        );
    }
    // The latest one is left open: staff can still mark Rahul for it.
    if (n < past.length - 1)
      await run(
        `complete-${session.sessionId}`,
        { type: 'ChangeSessionStatus', data: { ...ref, sessionId: session.sessionId, status: 'completed' satisfies SessionStatus } },
        markedAt + 10 * MINUTE,
      );
  }
  const next = sessions.find((s) => startMs(s.date) > nowMs + DAY);
  if (next)
    await run(
      `cancel-${next.sessionId}`,
      {
        type: 'ChangeSessionStatus',
        data: { ...ref, sessionId: next.sessionId, status: 'cancelled', note: 'Coach Suresh is at a tournament' },
      },
      nowMs - 2 * HOUR,
    );
};
