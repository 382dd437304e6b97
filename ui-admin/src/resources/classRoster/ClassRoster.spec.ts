// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { onPhone, renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, listParams, listReply, on, problem, type Call, type Handler } from '../../test/fakeApi';
import { signedInWith } from '../../test/tokens';

setupAppHarness();

/** docs/backoffice.md "Classes": the demo class’s first weekday session (past, so attendance is taken), its batch’s two students, and the register’s marks. */
const ORG = 'org-marina-sports';
const SESSION_ID = 'space-marina-turf.junior-coaching.wk-1';
const session = (overrides: Record<string, unknown> = {}) => ({
  id: SESSION_ID,
  orgId: ORG,
  spaceId: 'space-marina-turf',
  classId: 'class-space-marina-turf.junior-coaching',
  classKey: 'junior-coaching',
  className: 'Junior Football Coaching',
  batchId: 'space-marina-turf.junior-coaching.weekday',
  batchKey: 'weekday',
  batchName: 'Mon/Wed/Fri 5 pm',
  sessionId: 'wk-1',
  date: '2025-01-06',
  startTime: '17:00',
  endTime: '18:00',
  topic: 'Dribbling',
  status: 'scheduled',
  statusNote: null,
  present: 0,
  absent: 0,
  late: 0,
  marked: 0,
  updated: '2025-01-06T12:00:00.000Z',
  ...overrides,
});
const student = (userId: string, name: string, sessionsRemaining: number | null) => ({
  id: `st-${userId}`,
  orgId: ORG,
  spaceId: 'space-marina-turf',
  classId: 'class-space-marina-turf.junior-coaching',
  classKey: 'junior-coaching',
  batchId: 'space-marina-turf.junior-coaching.weekday',
  batchKey: 'weekday',
  userId,
  name,
  phone: null,
  orderId: `o-${userId}`,
  orderIds: [`o-${userId}`],
  enrolments: {},
  places: 1,
  enrolledAt: '2025-01-01T10:00:00.000Z',
  validFrom: '2025-01-01',
  validUntil: '2025-01-31',
  sessionLimit: 12,
  attended: 0,
  absent: 0,
  sessionsRemaining,
  marks: {},
  status: 'active',
  updated: '2025-01-01T10:00:00.000Z',
});
const markOf = (userId: string, name: string, status: string) => ({
  id: `at-${userId}`,
  orgId: ORG,
  sessionRecordId: SESSION_ID,
  userId,
  name,
  status,
  date: '2025-01-06',
  startTime: '17:00',
  markedBy: 'demo-staff',
  markedAt: '2025-01-06T12:30:00.000Z',
});
const MARK_PATH = (userId: string) =>
  `/org-api/${ORG}/spaces/space-marina-turf/classes/junior-coaching/batches/weekday/sessions/wk-1/attendance/${userId}`;
const writes = (calls: Call[]) => calls.filter((c) => c.method !== 'GET').map((c) => [c.method, c.path, c.body]);
/** The class and batch the page refers to, by getMany. */
const references: Handler = (call) =>
  call.path.startsWith('/admin-api/classes?') || call.path.startsWith('/admin-api/batches?') || call.path.startsWith('/admin-api/spaces?')
    ? listReply(call.path.split('?')[0]!.split('/')[2]!, [])
    : undefined;

function registerApi(first = session()) {
  let current = first;
  const marks: ReturnType<typeof markOf>[] = [];
  const calls = fakeApi(
    on('GET', `/admin-api/sessions/${SESSION_ID}`, () => ({ body: current })),
    (call) =>
      call.method === 'GET' && call.path.startsWith('/admin-api/students?')
        ? listReply('students', [student('demo-kid-aarav', 'Aarav Iyer', 11), student('demo-player-kavya', 'Kavya Nair', 0)])
        : undefined,
    (call) => (call.method === 'GET' && call.path.startsWith('/admin-api/attendance?') ? listReply('attendance', marks) : undefined),
    on('PUT', MARK_PATH('demo-kid-aarav'), () => {
      marks.push(markOf('demo-kid-aarav', 'Aarav Iyer', 'present'));
      current = session({ present: 1, marked: 1, updated: '2025-01-06T12:30:00.000Z' });
      return {
        body: { message: 'success', data: { sessionId: 'wk-1', userId: 'demo-kid-aarav', status: 'present', sessionsRemaining: 10 } },
      };
    }),
    on('PUT', MARK_PATH('demo-player-kavya'), () => problem(409, 'NO_SESSIONS_REMAINING', "The student's sessions are used up", 'status')),
    references,
  );
  return calls;
}

describe('a session’s register (docs/backoffice.md "Classes")', () => {
  it('lets the organisation’s staff mark a student present and shows the mark once the read model has it; a refusal stays on screen', async () => {
    signedInWith({ userId: 'demo-staff', name: 'Sam Staff', role: 'org_staff', scopeIds: [ORG] });
    const calls = registerApi();
    renderAt(`/admin/sessions/${SESSION_ID}/show`);

    // The file's first page loads its lazy view's modules: 10-12 s on a loaded machine.
    const register = await screen.findByRole('table', { name: 'Register' }, { timeout: 30_000 });
    const aarav = within(register).getByText('Aarav Iyer').closest('tr')!;
    expect(within(aarav).getByText('Not marked')).toBeTruthy();
    expect(within(aarav).getByText('11')).toBeTruthy();
    const studentsCall = calls.find((c) => c.path.startsWith('/admin-api/students?'))!;
    expect(listParams(studentsCall.path)).toMatchObject({
      sort: ['name', 'ASC'],
      filter: { status: 'active', batchId: 'space-marina-turf.junior-coaching.weekday' },
    });

    fireEvent.click(within(aarav).getByRole('button', { name: 'Present' }));
    await screen.findByText('Aarav Iyer marked present', undefined, { timeout: 5_000 });
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Register' }))
          .getByText('Aarav Iyer')
          .closest('tr')!.textContent,
      ).toContain('Present'),
    );
    expect(screen.getByText('1 present, 0 late, 0 absent')).toBeTruthy();

    const kavya = within(screen.getByRole('table', { name: 'Register' }))
      .getByText('Kavya Nair')
      .closest('tr')!;
    fireEvent.click(within(kavya).getByRole('button', { name: 'Present' }));
    // The refusal's own sentence and code, in the register (and as a notification).
    expect(
      (await screen.findAllByText("The student's sessions are used up (NO_SESSIONS_REMAINING)", undefined, { timeout: 5_000 })).length,
    ).toBeGreaterThan(0);
    expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('NO_SESSIONS_REMAINING'))).toBe(true);
    expect(writes(calls)).toEqual([
      ['PUT', MARK_PATH('demo-kid-aarav'), { status: 'present' }],
      ['PUT', MARK_PATH('demo-player-kavya'), { status: 'present' }],
    ]);
  }, 60_000);

  it('offers no marking before the session starts and says from when (the server refuses SESSION_NOT_STARTED)', async () => {
    signedInWith({ userId: 'demo-staff', name: 'Sam Staff', role: 'org_staff', scopeIds: [ORG] });
    const calls = registerApi(session({ date: '2099-01-06' }));
    renderAt(`/admin/sessions/${SESSION_ID}/show`);
    const register = await screen.findByRole('table', { name: 'Register' }, { timeout: 30_000 });
    await within(register).findByText('Aarav Iyer');
    expect(screen.getByText('Attendance is taken from the start, 6 Jan 2099, 17:00.')).toBeTruthy();
    expect(within(register).queryByRole('button', { name: 'Present' })).toBeNull();
    expect(writes(calls)).toEqual([]);
  }, 60_000);

  it('on a 375 px phone, puts each student’s buttons across the row, 44 px tall, with the mark and sessions left in words', async () => {
    // Material UI's down('sm') query matches, as on a phone.
    onPhone();
    signedInWith({ userId: 'demo-staff', name: 'Sam Staff', role: 'org_staff', scopeIds: [ORG] });
    registerApi();
    renderAt(`/admin/sessions/${SESSION_ID}/show`);
    const register = await screen.findByRole('table', { name: 'Register' }, { timeout: 30_000 });
    const aarav = (await within(register).findByText('Aarav Iyer')).closest('tr')!;
    // One cell a student: no column runs off the side of the phone.
    expect(aarav.querySelectorAll('td')).toHaveLength(1);
    expect(within(aarav).getByText('Not marked · 11 sessions left')).toBeTruthy();
    const group = within(aarav).getByRole('group', { name: 'Mark Aarav Iyer' });
    expect(group.className).toMatch(/fullWidth/);
    for (const button of within(group).getAllByRole('button')) expect(getComputedStyle(button).minHeight).toBe('44px');
  }, 60_000);

  it('offers staff of another organisation no marking and no status change', async () => {
    signedInWith({ userId: 'demo-staff-harbour', name: 'Farah Khan', role: 'org_staff', scopeIds: ['org-harbour'] });
    const calls = registerApi();
    renderAt(`/admin/sessions/${SESSION_ID}/show`);
    const register = await screen.findByRole('table', { name: 'Register' }, { timeout: 10_000 });
    expect(within(register).queryByRole('button', { name: 'Present' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change status' })).toBeNull();
    expect(writes(calls)).toEqual([]);
  });

  it('cancels a scheduled session through the status command', async () => {
    signedInWith({ userId: 'demo-staff', name: 'Sam Staff', role: 'org_staff', scopeIds: [ORG] });
    let current = session();
    const calls = fakeApi(
      on('GET', `/admin-api/sessions/${SESSION_ID}`, () => ({ body: current })),
      (call) =>
        call.method === 'GET' && (call.path.startsWith('/admin-api/students?') || call.path.startsWith('/admin-api/attendance?'))
          ? listReply(call.path.split('?')[0]!.split('/')[2]!, [])
          : undefined,
      on('POST', `/org-api/${ORG}/spaces/space-marina-turf/classes/junior-coaching/batches/weekday/sessions/wk-1/status`, () => {
        current = session({ status: 'cancelled', statusNote: 'Pitch flooded', updated: '2025-01-06T13:00:00.000Z' });
        return { body: { message: 'success', data: { sessionId: 'wk-1', status: 'cancelled' } } };
      }),
      references,
    );
    renderAt(`/admin/sessions/${SESSION_ID}/show`);
    fireEvent.click(await screen.findByRole('button', { name: 'Change status' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Pitch flooded' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Change status' }));
    await screen.findByText('Session cancelled', undefined, { timeout: 5_000 });
    expect(writes(calls)).toEqual([
      [
        'POST',
        `/org-api/${ORG}/spaces/space-marina-turf/classes/junior-coaching/batches/weekday/sessions/wk-1/status`,
        { status: 'cancelled', note: 'Pitch flooded' },
      ],
    ]);
    expect(await screen.findByText('Cancelled (Pitch flooded)')).toBeTruthy();
  });

  it('lists students with the declared sort and their sessions left', async () => {
    signedInWith({ userId: 'demo-staff', name: 'Sam Staff', role: 'org_staff', scopeIds: [ORG] });
    const calls = fakeApi(
      (call) =>
        call.path.startsWith('/admin-api/students?') ? listReply('students', [student('demo-kid-aarav', 'Aarav Iyer', null)]) : undefined,
      references,
      (call) => (call.path.startsWith('/admin-api/orders?') ? listReply('orders', []) : undefined),
    );
    renderAt('/admin/students');
    const table = await screen.findByRole('table', undefined, { timeout: 10_000 });
    const row = (await within(table).findByText('Aarav Iyer')).closest('tr')!;
    expect(within(row).getByText('Unlimited')).toBeTruthy();
    expect(listParams(calls.find((c) => c.path.startsWith('/admin-api/students?'))!.path)).toEqual({
      resource: 'students',
      sort: ['name', 'ASC'],
      range: [0, 24],
      filter: {},
    });
  });

  it('lists a class’s batches on its page, asked for by the class’s id', async () => {
    signedInWith({ userId: 'demo-staff', name: 'Sam Staff', role: 'org_staff', scopeIds: [ORG] });
    const CLASS = 'class-space-marina-turf.junior-coaching';
    const offering = {
      id: CLASS,
      kind: 'class',
      itemId: 'space-marina-turf.junior-coaching',
      key: 'junior-coaching',
      spaceId: 'space-marina-turf',
      orgId: ORG,
      name: 'Junior Football Coaching',
      claims: {},
      updated: '2025-01-01T00:00:00.000Z',
      offering: {
        kind: 'class',
        details: {
          name: 'Junior Football Coaching',
          description: '',
          listingIds: [],
          price: { amount: 250000 },
          validity: 'Monthly',
          batches: {},
          sessions: [],
        },
      },
    };
    const batch = {
      id: 'space-marina-turf.junior-coaching.tue-thu',
      orgId: ORG,
      classId: CLASS,
      name: 'Tue/Thu 6 pm',
      status: 'active',
      enrolled: 4,
      capacity: 12,
      sessions: 10,
    };
    const calls = fakeApi(
      on('GET', `/admin-api/classes/${CLASS}`, { body: offering }),
      (call) => (call.path.startsWith('/admin-api/batches?') ? listReply('batches', [batch]) : undefined),
      (call) => (call.path.startsWith('/admin-api/spaces?') ? listReply('spaces', []) : undefined),
    );
    renderAt(`/admin/classes/${CLASS}/show/batches`);
    await screen.findByText('Tue/Thu 6 pm', undefined, { timeout: 10_000 });
    expect(listParams(calls.find((c) => c.path.startsWith('/admin-api/batches?'))!.path)).toMatchObject({
      sort: ['name', 'ASC'],
      filter: { classId: CLASS },
    });
  });
});
