import { HttpError, type DataProvider, type RaRecord } from 'ra-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminAttendance, adminBatches, adminSessions, adminStudents } from '@sports/contracts';
import { serveAdminApi, type ServedAdminApi } from '@sports/testing/adminDataProvider';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { ORG, SPACE, managerToken, orderAfterPayment, playerToken, setUpVenue, staffToken } from '@sports/testing/http/bookingsFixtures';
import { classBody, classItem } from '@sports/testing/http/offeringsFixtures';

/**
 * Docs/backoffice.md "Classes": a class's batches, sessions, students and
 * attendance through ra-data-simple-rest's own data provider, and attendance marked through the
 * command. The class "junior" has the batch "evening" (sessionLimit 2; sessions on 1, 3 and 5
 * December at 17:00 IST) and the inactive "paused" (a session on 6 December). Priya and Arjun are
 * enrolled in the evening batch; the clock then moves to 5 December 18:00 IST.
 */
const CLASS_ID = `class-${SPACE}.junior`;
const EVENING = `${SPACE}.junior.evening`;
const session = (sessionId: string, batchId: string, date: string) => ({ sessionId, batchId, date, startTime: '17:00', endTime: '18:00' });
const body = classBody({
  batches: {
    evening: {
      name: 'Weekday evenings',
      capacity: 3,
      sessionLimit: 2,
      weekdays: [1, 3, 5],
      startTime: '17:00',
      endTime: '18:00',
      startDate: '2026-12-01',
    },
    paused: {
      name: 'Sunday mornings',
      status: 'inactive',
      capacity: 10,
      weekdays: [0],
      startTime: '07:00',
      endTime: '08:00',
      startDate: '2026-12-06',
    },
  },
  sessions: [
    session('intro', 'evening', '2026-12-01'),
    session('passing', 'evening', '2026-12-03'),
    session('shooting', 'evening', '2026-12-05'),
    session('late-game', 'evening', '2026-12-07'),
    session('sunday', 'paused', '2026-12-06'),
  ],
});
const OTHER = 'other-co';

let platform: TestPlatform;
let served: ServedAdminApi;
let staff: string;
let orders: { priya: string; arjun: string };

const providerFor = (token: string): DataProvider => served.providerFor(token);
const page = { page: 1, perPage: 25 };
const sessionPath = (batchId: string, sessionId: string, org = ORG) =>
  `/org-api/${org}/spaces/${SPACE}/classes/junior/batches/${batchId}/sessions/${sessionId}`;
const mark = (sessionId: string, userId: string, status: string, token = staff, batchId = 'evening') =>
  platform.request('PUT', `${sessionPath(batchId, sessionId)}/attendance/${userId}`, { token, body: { status } });
const setStatus = (sessionId: string, status: string, token = staff) =>
  platform.request('POST', `${sessionPath('evening', sessionId)}/status`, { token, body: { status } });
const studentOf = async (userId: string) =>
  (
    await providerFor(staff).getList('students', {
      pagination: page,
      sort: { field: 'name', order: 'ASC' },
      filter: { userId, batchId: EVENING },
    })
  ).data[0]!;

beforeAll(async () => {
  platform = await startTestStack();
  const manager = await setUpVenue(platform);
  expect((await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/classes/junior`, { token: manager, body })).status).toBe(200);
  const enrol = async (userId: string, bookedFor: Record<string, unknown>) => {
    const token = await playerToken(platform, userId);
    const placed = await json(
      await platform.request('POST', '/api/b2c/transaction/instantBuy', { token, body: { cartItem: [classItem('evening')], bookedFor } }),
    );
    expect((await orderAfterPayment(platform, token, placed.data.orderId)).data.status).toBe('confirmed');
    return placed.data.orderId as string;
  };
  orders = {
    priya: await enrol('priya', { id: 'priya', name: 'Priya Sharma', phone: '9800000001' }),
    arjun: await enrol('arjun', { id: 'arjun', name: 'Arjun Mehta' }),
  };
  // A second organisation whose staff must see none of this.
  const otherManager = await managerToken(platform, OTHER);
  await platform.request('PUT', `/org-api/${OTHER}`, { token: otherManager, body: { name: 'Other Co' } });
  platform.setNow('2026-12-05T12:30:00.000Z'); // 18:00 IST on 5 December: intro, passing and shooting have started
  staff = await staffToken(platform);
  await platform.settle();
  served = await serveAdminApi(platform);
}, 60_000);

afterAll(async () => {
  await served?.close();
  await platform?.close();
});

describe('batches', () => {
  it("lists the class's batches with places enrolled, sorted and filtered, and by reference from the class", async () => {
    const provider = providerFor(staff);
    const list = await provider.getList('batches', {
      pagination: page,
      sort: { field: 'name', order: 'DESC' },
      filter: { classKey: 'junior' },
    });
    expect(list.total).toBe(2);
    expect(list.data.map((b) => [b.id, b.name, b.status, b.capacity, b.enrolled, b.sessionLimit, b.sessions])).toEqual([
      [EVENING, 'Weekday evenings', 'active', 3, 2, 2, 4],
      [`${SPACE}.junior.paused`, 'Sunday mornings', 'inactive', 10, 0, null, 1],
    ]);
    const byClass = await provider.getManyReference('batches', {
      target: 'classId',
      id: CLASS_ID,
      pagination: page,
      sort: { field: 'enrolled', order: 'DESC' },
      filter: { status: 'active' },
    });
    expect(byClass.data.map((b) => b.id)).toEqual([EVENING]);
    expect((await provider.getOne('batches', { id: EVENING })).data).toMatchObject({
      orgId: ORG,
      spaceId: SPACE,
      classId: CLASS_ID,
      className: 'Junior Football Coaching',
      instructor: 'Coach Kumar',
      weekdays: [1, 3, 5],
      startDate: '2026-12-01',
    });
  });
});

describe('sessions', () => {
  it('lists dated sessions by a date window and batch, pages them, and gets many by id', async () => {
    const provider = providerFor(staff);
    const window = await provider.getList('sessions', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'date', order: 'DESC' },
      filter: { date_gte: '2026-12-02', date_lte: '2026-12-07', batchKey: 'evening' },
    });
    expect([window.total, window.data.map((s) => s.sessionId)]).toEqual([3, ['late-game', 'shooting']]);
    const byBatch = await provider.getManyReference('sessions', {
      target: 'batchId',
      id: EVENING,
      pagination: page,
      sort: { field: 'date', order: 'ASC' },
      filter: {},
    });
    expect(byBatch.data.map((s) => s.sessionId)).toEqual(['intro', 'passing', 'shooting', 'late-game']);
    const many = await provider.getMany('sessions', { ids: [`${SPACE}.junior.intro`, `${SPACE}.junior.sunday`] });
    expect(many.data.map((s) => [s.sessionId, s.batchName, s.status]).sort()).toEqual([
      ['intro', 'Weekday evenings', 'scheduled'],
      ['sunday', 'Sunday mornings', 'scheduled'],
    ]);
  });
});

describe('students', () => {
  it('lists who is enrolled in which batch, with the order, phone, and the sessions their enrolment gives', async () => {
    const provider = providerFor(staff);
    const list = await provider.getManyReference('students', {
      target: 'batchId',
      id: EVENING,
      pagination: page,
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(list.data.map((s) => [s.name, s.userId, s.orderId, s.phone, s.status, s.sessionLimit])).toEqual([
      ['Arjun Mehta', 'arjun', orders.arjun, null, 'active', 2],
      ['Priya Sharma', 'priya', orders.priya, '919800000001', 'active', 2],
    ]);
    const byClassKey = await provider.getManyReference('students', {
      target: 'classKey',
      id: 'junior',
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'enrolledAt', order: 'ASC' },
      filter: { status: 'active' },
    });
    expect([byClassKey.total, byClassKey.data.map((s) => s.userId)]).toEqual([2, ['priya']]);
    const byOrder = await provider.getList('students', {
      pagination: page,
      sort: { field: 'enrolledAt', order: 'DESC' },
      filter: { orderIds: orders.priya, classKey: 'junior' },
    });
    expect(byOrder.data.map((s) => s.userId)).toEqual(['priya']);
    expect((await provider.getOne('students', { id: byOrder.data[0]!.id })).data).toMatchObject({
      classId: CLASS_ID,
      batchKey: 'evening',
      validFrom: '2026-11-20',
      validUntil: '2026-12-19',
    });
  });
});

describe('marking attendance', () => {
  it('marks a student, lists the mark by session and student, and counts their sessions down', async () => {
    const response = await mark('intro', 'priya', 'present');
    expect(response.status).toBe(200);
    expect((await json(response)).data).toEqual({ sessionId: 'intro', userId: 'priya', status: 'present', sessionsRemaining: 1 });
    await platform.settle();
    const provider = providerFor(staff);
    const marks = await provider.getManyReference('attendance', {
      target: 'sessionRecordId',
      id: `${SPACE}.junior.intro`,
      pagination: page,
      sort: { field: 'markedAt', order: 'DESC' },
      filter: {},
    });
    expect(marks.data.map((a) => [a.userId, a.status, a.markedBy, a.date])).toEqual([['priya', 'present', 'staff-turf-co', '2026-12-01']]);
    const priya = await studentOf('priya');
    expect([priya.attended, priya.sessionsRemaining]).toEqual([1, 1]);
    expect((await provider.getOne('sessions', { id: `${SPACE}.junior.intro` })).data).toMatchObject({ present: 1, marked: 1 });
    const byStudent = await provider.getManyReference('attendance', {
      target: 'studentId',
      id: priya.id,
      pagination: page,
      sort: { field: 'date', order: 'ASC' },
      filter: {},
    });
    expect(byStudent.total).toBe(1);
  });

  it('changes a mark when marked again, and appends nothing for the same mark', async () => {
    expect((await mark('passing', 'arjun', 'absent')).status).toBe(200);
    const before = await platform.eventCount();
    expect((await mark('passing', 'arjun', 'absent')).status).toBe(200);
    expect(await platform.eventCount()).toBe(before);
    expect((await json(await mark('passing', 'arjun', 'late'))).data.sessionsRemaining).toBe(1);
    await platform.settle();
    const list = await providerFor(staff).getList('attendance', {
      pagination: page,
      sort: { field: 'name', order: 'ASC' },
      filter: { sessionId: 'passing', status: ['late', 'present'] },
    });
    expect(list.data.map((a) => [a.userId, a.status])).toEqual([['arjun', 'late']]);
    expect((await providerFor(staff).getOne('sessions', { id: `${SPACE}.junior.passing` })).data).toMatchObject({
      late: 1,
      absent: 0,
      marked: 1,
    });
  });

  it('refuses present once the sessionLimit is used up, but still takes absent', async () => {
    expect((await mark('passing', 'priya', 'present')).status).toBe(200);
    await expectProblem(await mark('shooting', 'priya', 'present'), 409, 'NO_SESSIONS_REMAINING', 'status');
    await expectProblem(await mark('shooting', 'priya', 'late'), 409, 'NO_SESSIONS_REMAINING', 'status');
    expect((await json(await mark('shooting', 'priya', 'absent'))).data).toMatchObject({ status: 'absent', sessionsRemaining: 0 });
    await platform.settle();
    expect(await studentOf('priya')).toMatchObject({ attended: 2, absent: 1, sessionsRemaining: 0 });
  });

  it('names what is wrong with a stable code', async () => {
    await expectProblem(await mark('intro', 'kavya', 'present'), 404, 'STUDENT_NOT_ENROLLED', 'userId');
    await expectProblem(await mark('sunday', 'arjun', 'present'), 409, 'SESSION_NOT_IN_BATCH', 'sessionId');
    await expectProblem(await mark('late-game', 'arjun', 'present'), 409, 'SESSION_NOT_STARTED', 'sessionId');
    await expectProblem(await mark('nope', 'arjun', 'present'), 404, 'SESSION_NOT_FOUND', 'sessionId');
    await expectProblem(await mark('intro', 'arjun', 'present', staff, 'nope'), 404, 'BATCH_NOT_FOUND', 'batchId');
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/classes/nope/batches/evening/sessions/intro/attendance/arjun`, {
        token: staff,
        body: { status: 'present' },
      }),
      404,
      'OFFERING_NOT_FOUND',
      'key',
    );
    await expectProblem(await mark('intro', 'arjun', 'asleep'), 400, 'VALIDATION_FAILED', 'status');
    const player = await playerToken(platform, 'arjun');
    await expectProblem(await mark('intro', 'arjun', 'present', player), 403, 'FORBIDDEN');
    await expectProblem(await mark('intro', 'arjun', 'present', await staffToken(platform, OTHER)), 403, 'FORBIDDEN');
  });
});

describe('marks at the same time', () => {
  it('never overdraw a sessionLimit: of two present marks for the last session left, one is taken and the other is 409', async () => {
    // Kavya enrols (the batch's third place) and uses one of her two sessions.
    platform.setNow('2026-11-20T11:00:00.000Z');
    const kavya = await playerToken(platform, 'kavya');
    const placed = await json(
      await platform.request('POST', '/api/b2c/transaction/instantBuy', {
        token: kavya,
        body: { cartItem: [classItem('evening')], bookedFor: { id: 'kavya', name: 'Kavya Nair' } },
      }),
    );
    expect((await orderAfterPayment(platform, kavya, placed.data.orderId)).data.status).toBe('confirmed');
    platform.setNow('2026-12-05T12:30:00.000Z');
    expect((await mark('intro', 'kavya', 'present')).status).toBe(200);
    const answers = await Promise.all([mark('passing', 'kavya', 'present'), mark('shooting', 'kavya', 'late')]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    await platform.settle();
    expect(await studentOf('kavya')).toMatchObject({ attended: 2, sessionsRemaining: 0 });
  });
});

describe('session status', () => {
  it('cancels a session without marks (which then takes none), completes one that started, and keeps completed final', async () => {
    expect((await json(await setStatus('late-game', 'cancelled'))).data).toEqual({ sessionId: 'late-game', status: 'cancelled' });
    await expectProblem(await mark('late-game', 'arjun', 'present'), 409, 'SESSION_CANCELLED', 'sessionId');
    await expectProblem(await setStatus('intro', 'cancelled'), 409, 'SESSION_HAS_ATTENDANCE', 'status');
    expect((await setStatus('intro', 'completed')).status).toBe(200);
    await expectProblem(await setStatus('intro', 'scheduled'), 409, 'STATUS_CHANGE_NOT_ALLOWED', 'status');
    await platform.settle();
    const done = await providerFor(staff).getList('sessions', {
      pagination: page,
      sort: { field: 'date', order: 'ASC' },
      filter: { status: ['completed', 'cancelled'] },
    });
    expect(done.data.map((s) => [s.sessionId, s.status])).toEqual([
      ['intro', 'completed'],
      ['late-game', 'cancelled'],
    ]);
  });
});

describe('the records', () => {
  it('are what the admin API declares for each resource (contracts/src/catalogue/classReadModels.ts)', async () => {
    const provider = providerFor(staff);
    for (const resource of [adminBatches, adminSessions, adminStudents, adminAttendance]) {
      const { data } = await provider.getList(resource.name, {
        pagination: page,
        sort: { field: resource.defaultSort[0], order: resource.defaultSort[1] },
        filter: {},
      });
      expect([resource.name, data.length > 0]).toEqual([resource.name, true]);
      for (const record of data) resource.record.parse(record);
    }
  });
});

describe('another organisation', () => {
  it("sees none of the class's batches, sessions, students or attendance, and gets 404 for each record", async () => {
    const other = providerFor(await staffToken(platform, OTHER));
    const mine = providerFor(staff);
    for (const resource of ['batches', 'sessions', 'students', 'attendance']) {
      const sort = { field: resource === 'sessions' || resource === 'attendance' ? 'date' : 'name', order: 'ASC' as const };
      expect([resource, (await other.getList(resource, { pagination: page, sort, filter: {} })).total]).toEqual([resource, 0]);
      expect([resource, (await other.getList(resource, { pagination: page, sort, filter: { orgId: ORG } })).total]).toEqual([resource, 0]);
      const one: RaRecord = (await mine.getList(resource, { pagination: page, sort, filter: {} })).data[0];
      const error = await other.getOne(resource, { id: one.id }).catch((e: unknown) => e);
      expect([resource, (error as HttpError).status]).toEqual([resource, 404]);
    }
  });
});
