// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { onPhone, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, listParams, listReply, on, problem, type Call, type Handler } from '../test/fakeApi';
import { order } from '../test/orderFixture';
import { peopleApi } from '../test/peopleFixture';
import { payoutInWords } from './payouts/PayoutList';
import { signedInAsManager } from '../test/tokens';

setupAppHarness();
// A 375 px phone: Material UI's down('sm') query matches, so ResourceList renders the phone lines.
beforeEach(() => {
  onPhone();
});

/** UX review at 375 px: ids a manager met on their phone, and what the lines say instead. */
const ID = /space-|org-|\bo[0-9a-f]{20,}|junior-coaching|weekday|tue-thu/;
const ORG = 'org-marina-sports';
const SPACE = 'space-marina-turf';
const CLASS_ID = `class-${SPACE}.junior-coaching`;
const WEEKDAY = `${SPACE}.junior-coaching.weekday`;
const TUE_THU = `${SPACE}.junior-coaching.tue-thu`;
const ref = { orgId: ORG, spaceId: SPACE, classId: CLASS_ID, classKey: 'junior-coaching', updated: '2026-11-20T10:00:00.000Z' };

const batches = [
  {
    id: WEEKDAY,
    ...ref,
    batchKey: 'weekday',
    className: 'Junior Football Coaching',
    name: 'Mon/Wed/Fri 5 pm',
    weekdays: [1, 3, 5],
    startTime: '17:00',
    endTime: '18:00',
  },
  {
    id: TUE_THU,
    ...ref,
    batchKey: 'tue-thu',
    className: 'Junior Football Coaching',
    name: 'Tue/Thu 6 pm',
    weekdays: [2, 4],
    startTime: '18:00',
    endTime: '19:00',
  },
];
const student = (id: string, name: string, batchId: string) => ({
  id,
  ...ref,
  batchId,
  batchKey: batchId.split('.').pop(),
  userId: id,
  name,
  attended: 4,
  sessionsRemaining: 2,
  status: 'active',
});
const session = {
  id: `${SPACE}.junior-coaching.tt-1`,
  ...ref,
  className: 'Junior Football Coaching',
  batchId: TUE_THU,
  batchKey: 'tue-thu',
  batchName: 'Tue/Thu 6 pm',
  sessionId: 'tt-1',
  date: '2026-12-10',
  startTime: '18:00',
  endTime: '19:00',
  topic: 'First touch',
  status: 'scheduled',
  statusNote: null,
  present: 2,
  late: 1,
  absent: 1,
  marked: 4,
};
const mark = {
  id: 'at-1',
  ...ref,
  batchId: TUE_THU,
  batchKey: 'tue-thu',
  sessionId: 'tt-1',
  sessionRecordId: session.id,
  studentId: 'st-priya',
  userId: 'demo-player-priya',
  name: 'Priya Sharma',
  date: '2026-12-10',
  startTime: '18:00',
  status: 'present',
  note: null,
  markedBy: 'demo-manager-vikram',
  markedAt: '2026-12-10T13:00:00.000Z',
};
const klass = {
  id: CLASS_ID,
  kind: 'class',
  itemId: `${SPACE}.junior-coaching`,
  key: 'junior-coaching',
  spaceId: SPACE,
  orgId: ORG,
  name: 'Junior Football Coaching',
  offering: { details: { price: { amount: 250_000 } } },
  claims: { a: {}, b: {} },
  updated: ref.updated,
};
const ORDER_ID = 'oe5cb70e1529d365a961da6c';
const payout = {
  id: `payout-${ORDER_ID}`,
  orderId: ORDER_ID,
  orgId: ORG,
  spaceId: SPACE,
  collectedBy: 'platform',
  commissionPercent: 10,
  gross: 143_600,
  commission: 14_360,
  partnerShare: 129_240,
  refunded: 0,
  created: '2026-11-26T17:43:00.000Z',
  updated: '2026-11-26T17:43:00.000Z',
};

/** A resource's GET: getMany (filter by ids) answers those records, any other list all of them. */
const resource =
  (name: string, records: Array<{ id: string; [field: string]: unknown }>): Handler =>
  (call) => {
    if (call.method !== 'GET' || !call.path.startsWith(`/admin-api/${name}?`)) return undefined;
    const { filter } = listParams(call.path) as { filter?: { id?: string | string[] } };
    const ids = filter?.id === undefined ? null : Array.isArray(filter.id) ? filter.id : [filter.id];
    return listReply(name, ids ? records.filter((r) => ids.includes(r.id)) : records);
  };

const api = () =>
  fakeApi(
    resource('batches', batches),
    resource('students', [student('st-aarav', 'Aarav Iyer', WEEKDAY), student('st-kavya', 'Kavya Nair', TUE_THU)]),
    resource('sessions', [session]),
    resource('attendance', [mark]),
    resource('classes', [klass]),
    resource('spaces', [{ id: SPACE, name: 'Marina Turf Arena' }]),
    resource('payouts', [payout]),
    resource('orders', [order(ORDER_ID, { bookedFor: { name: 'Kavya Nair', countryCode: '91' } })]),
    peopleApi(),
  );

/** The phone list's lines (ResourceList names the list after the resource), once every name is in. */
async function linesOf(label: string, ready: RegExp): Promise<string[]> {
  const list = await screen.findByRole('list', { name: label }, { timeout: 10_000 });
  let texts: string[] = [];
  await waitFor(
    () => {
      texts = within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? '');
      expect(texts.every((t) => ready.test(t) && !t.includes('…'))).toBe(true);
    },
    { timeout: 10_000 },
  );
  for (const text of texts) expect(text).not.toMatch(ID);
  return texts;
}
const asked = (calls: Call[], name: string) =>
  calls.filter(
    (c) => c.path.startsWith(`/admin-api/${name}?`) && (listParams(c.path).filter as { id?: unknown } | undefined)?.id !== undefined,
  );

describe('phone lines in words (UX review at 375 px)', () => {
  it('names each student’s class and batch from the batches, one getMany for the page', async () => {
    signedInAsManager();
    const calls = api();
    renderAt('/admin/students');
    const lines = await linesOf('Students', /Junior Football Coaching · /);
    expect(lines).toEqual([
      'Aarav IyerJunior Football Coaching · Mon/Wed/Fri 5 pm4 attended · 2 left · Active',
      'Kavya NairJunior Football Coaching · Tue/Thu 6 pm4 attended · 2 left · Active',
    ]);
    const lookups = asked(calls, 'batches');
    expect(lookups).toHaveLength(1);
    expect((listParams(lookups[0]!.path).filter as { id: string[] }).id.sort()).toEqual([TUE_THU, WEEKDAY].sort());
  }, 30_000);

  it('dates a session in venue time, with status and counts on a short line of their own', async () => {
    signedInAsManager();
    api();
    renderAt('/admin/sessions');
    expect(await linesOf('Sessions', /Dec/)).toEqual([
      '10 Dec 2026, 18:00 · First touchJunior Football Coaching · Tue/Thu 6 pmScheduled · 3 attended, 1 absent',
    ]);
    // Second and third texts are lines of their own, not the third floated beside the second.
    const item = within(screen.getByRole('list', { name: 'Sessions' })).getByRole('listitem');
    expect(item.querySelector('.RaSimpleList-tertiary')).toBeNull();
  }, 30_000);

  it('names the class and batch of an attendance mark and who marked it', async () => {
    signedInAsManager();
    api();
    renderAt('/admin/attendance');
    expect(await linesOf('Attendance', /Vikram Rao/)).toEqual([
      'Priya Sharma · PresentJunior Football Coaching · Tue/Thu 6 pm10 Dec 2026, 18:00 · by Vikram Rao',
    ]);
  }, 30_000);

  it('names a class’s venue and says its price as the player app does', async () => {
    signedInAsManager();
    api();
    renderAt('/admin/classes');
    expect(await linesOf('Classes', /Marina Turf Arena/)).toEqual(['Junior Football CoachingMarina Turf Arena · ₹2,5002 registered']);
  }, 30_000);

  it('says who bought what for a payout, not the order id', async () => {
    signedInAsManager();
    const calls = api();
    renderAt('/admin/payouts');
    expect(await linesOf('Payouts', /Kavya Nair/)).toEqual([
      '₹1,292.40 due to the venue · ₹1,436 paid onlineKavya Nair · Turf A, 21 Nov, 18:00–19:0026 Nov 2026, 23:13',
    ]);
    expect(asked(calls, 'orders')).toHaveLength(1);
  }, 30_000);
  it('says what an order booked and when it is played, not only when it was placed', async () => {
    signedInAsManager();
    api();
    renderAt('/admin/orders');
    const [line] = await linesOf('Orders', /Kavya Nair/);
    expect(line).toMatch(
      /^Kavya Nair · ₹[\d,.]+Turf A, 21 Nov, 18:00–19:00Confirmed · Marina Turf Arena · placed \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d$/,
    );
  }, 30_000);
  it('says which way a payout is due: the venue share of money taken online, the commission on money the venue collected', () => {
    const online = { collectedBy: 'platform', gross: 143_600, commission: 14_360 } as const;
    expect(payoutInWords({ ...online, partnerShare: 129_240, refunded: 0 })).toBe('₹1,292.40 due to the venue · ₹1,436 paid online');
    expect(payoutInWords({ ...online, partnerShare: 64_620, refunded: 71_800 })).toBe(
      '₹646.20 due to the venue · ₹1,436 paid online · ₹718 refunded',
    );
    expect(payoutInWords({ ...online, commission: 0, partnerShare: 0, refunded: 143_600 })).toBe(
      'Nothing due · ₹1,436 paid online · ₹1,436 refunded',
    );
    // Pay later: the venue holds the whole ₹11,820; it owes the platform ₹1,182, and nothing is paid out to it.
    const atVenue = { collectedBy: 'venue', gross: 1_182_000, commission: 118_200, partnerShare: 1_063_800, refunded: 0 } as const;
    expect(payoutInWords(atVenue)).toBe('₹1,182 commission due from the venue · ₹11,820 collected at the venue');
    expect(payoutInWords({ ...atVenue, commission: 0, partnerShare: 0 })).toBe('Nothing due · ₹11,820 collected at the venue');
  });
});

describe('an attendance mark’s page (UX review at 375 px)', () => {
  it('says who, which session, class and batch, and who marked it, never the document’s ids', async () => {
    signedInAsManager();
    fakeApi(
      on('GET', `/admin-api/attendance/${mark.id}`, { body: mark }),
      resource('sessions', [session]),
      resource('batches', batches),
      peopleApi(),
    );
    renderAt(`/admin/attendance/${mark.id}/show`);
    await screen.findByText('10 Dec 2026, 18:00–19:00 · First touch', {}, { timeout: 10_000 });
    await screen.findByText('Junior Football Coaching · Tue/Thu 6 pm');
    await screen.findByText('Vikram Rao');
    expect(document.querySelector('main')?.textContent).not.toMatch(ID);
  }, 30_000);
});

describe('a list the role may not read (UX review at 375 px)', () => {
  it('says the person has no access on a 403, with no page count', async () => {
    signedInAsManager();
    fakeApi((call) =>
      call.path.startsWith('/admin-api/coupons?') ? problem(403, 'FORBIDDEN', 'Managers of the organisation only') : undefined,
    );
    renderAt('/admin/coupons');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('You have no access to Coupons.');
    expect(screen.queryByText(/\d+-\d+ of \d+/)).toBeNull();
    expect(screen.queryByText(/No Coupons/)).toBeNull();
  }, 30_000);

  it('shows a manager react-admin’s access-denied page for a platform-only resource (authProvider.canAccess)', async () => {
    signedInAsManager();
    // Users are the platform's; a manager's Games list their venues' games (docs/roles.md).
    fakeApi((call) => (call.path.startsWith('/admin-api/users') ? problem(403, 'FORBIDDEN', 'Platform operators only') : undefined));
    renderAt('/admin/users');
    await screen.findByText('Access denied', {}, { timeout: 10_000 });
    expect(screen.queryByText(/No Users|\d+-\d+ of \d+/)).toBeNull();
  }, 30_000);
});
