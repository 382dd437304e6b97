import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { json } from '@sports/testing/http/fixtures';

/** The demo venue's classes, packs, lockers, meet, tournament and event, and orders for them, all through commands. */
let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestStack({ env: { DEMO_DATA: 'true' } });
  await platform.settle();
});
afterAll(() => platform.close());

describe('demo offerings', () => {
  it('lists every kind at the Marina turf with the places left', async () => {
    const offerings = (await json(await platform.request('GET', '/api/vm/spaces/space-marina-turf/offerings'))).data;
    const byKind = Object.fromEntries(offerings.map((o: { kind: string }) => [o.kind, o]));
    expect(Object.keys(byKind).sort()).toEqual(['class', 'event', 'locker', 'meet', 'pack', 'tournament']);
    expect(byKind.class.batchPlacesLeft).toEqual({ weekday: 15, weekend: 20, summer: 30, 'tue-thu': 8 });
    expect(byKind.meet.placesLeft).toBe(298);
    expect(byKind.locker.placesLeft).toBe(23);
    expect(byKind.tournament.placesLeft).toBe(15);
    expect(byKind.pack.placesLeft).toBeNull();
    expect(byKind.event.placesLeft).toBe(118);
  });

  it("has Ananya's orders: paid, to pay at the venue and expired, with bibs, a locker and her son enrolled", async () => {
    const token = await platform.tokenFor('demo-host-ananya');
    const orders = (await json(await platform.request('GET', '/api/b2c/orders/my/0/10', { token }))).data.orders;
    const summary = orders
      .map((o: { items: Array<{ type: string }>; status: string; payLater: boolean }) => [o.items[0]!.type, o.status, o.payLater])
      .sort();
    expect(summary).toEqual([
      ['class', 'confirmed', false],
      ['event', 'confirmed', false],
      ['locker', 'confirmed', false],
      ['meet', 'confirmed', false],
      ['meet', 'expired', false],
      ['pack', 'confirmed', true],
      ['tournament', 'confirmed', true],
    ]);
    const manager = (
      await platform.tokens.issue({
        userId: 'demo-manager-vikram',
        name: 'Vikram Rao',
        role: 'org_manager',
        scopeIds: ['org-marina-sports', 'org-marina-sports:manage'],
      })
    ).accessToken;
    const staffView = (await json(await platform.request('GET', '/org-api/org-marina-sports/offerings', { token: manager }))).data;
    const registered = Object.fromEntries(staffView.map((o: { kind: string; registrations: unknown[] }) => [o.kind, o.registrations]));
    // Aarav, and the four players of the running Tue/Thu batch (classRoster.ts).
    expect(registered.class).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: 'demo-kid-aarav', name: 'Aarav Iyer', batchId: 'weekday', sessionLimit: 12 }),
      ]),
    );
    expect((registered.class as Array<{ batchId: string }>).filter((c) => c.batchId === 'tue-thu')).toHaveLength(4);
    expect(registered.meet).toEqual([
      expect.objectContaining({
        userId: 'demo-host-ananya',
        numbers: [1001, 1002],
        formAnswers: { tshirt: 'M', emergency: 'Ravi Iyer +91 98000 00007' },
      }),
    ]);
    expect(registered.locker).toEqual([expect.objectContaining({ numbers: [1] })]);
    expect(registered.tournament).toEqual([expect.objectContaining({ participantCount: 7, formAnswers: { team: 'Adyar Strikers' } })]);
    expect(registered.event).toEqual([
      expect.objectContaining({ userId: 'demo-host-ananya', numbers: [1, 2], formAnswers: { food: 'Veg' } }),
    ]);
    expect(registered.pack).toEqual([expect.objectContaining({ sessions: 10 })]);
  });

  it('has a running batch with students, marked sessions and one cancelled, so the class screens are not empty (docs/backoffice.md "Classes")', async () => {
    const staff = (
      await platform.tokens.issue({ userId: 'demo-staff-meera', name: 'Meera Pillai', role: 'org_staff', scopeIds: ['org-marina-sports'] })
    ).accessToken;
    const list = async (resource: string, filter: Record<string, unknown>, sort: string) =>
      json(
        await platform.request(
          'GET',
          `/admin-api/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter), sort: JSON.stringify([sort, 'ASC']), range: '[0,99]' })}`,
          { token: staff },
        ),
      );
    const students = (await list('students', { batchKey: 'tue-thu' }, 'name')) as Array<{
      name: string;
      attended: number;
      sessionsRemaining: number;
    }>;
    expect(students.map((s) => s.name)).toEqual(['Arjun Mehta', 'Kavya Nair', 'Priya Sharma', 'Rahul Verma']);
    expect(students.find((s) => s.name === 'Priya Sharma')).toMatchObject({ attended: 6, sessionsRemaining: 0 });
    const sessions = (await list('sessions', { batchKey: 'tue-thu' }, 'date')) as Array<{ status: string; marked: number }>;
    expect(sessions.filter((s) => s.status === 'completed').length).toBeGreaterThanOrEqual(5);
    expect(sessions.filter((s) => s.status === 'cancelled')).toHaveLength(1);
    expect(((await list('attendance', { batchKey: 'tue-thu', status: 'present' }, 'date')) as unknown[]).length).toBeGreaterThan(10);
    const batch = await json(
      await platform.request('GET', '/admin-api/batches/space-marina-turf.junior-coaching.tue-thu', { token: staff }),
    );
    expect(batch).toMatchObject({ name: 'Tue/Thu 6 pm', enrolled: 4, capacity: 12, sessionLimit: 6, instructor: 'Coach Suresh' });
  });
});
