import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { ORG, SPACE, managerToken, orderAfterPayment, playerToken, setUpVenue, staffToken } from '@sports/testing/http/bookingsFixtures';
import {
  EVENT,
  LOCKERS,
  PACK,
  TOURNAMENT,
  eventBody,
  eventItem,
  meetBody,
  meetItem,
  setUpOfferings,
  spaceOfferings,
} from '@sports/testing/http/offeringsFixtures';

/** Packs, lockers, meets (bib numbers, user form fields), tournaments and events (tickets) bought through CreateOrder. */
let platform: TestPlatform;
let priya: string;
beforeAll(async () => {
  platform = await startTestStack();
  await setUpVenue(platform);
  await setUpOfferings(platform);
  priya = await playerToken(platform, 'priya');
});
afterAll(() => platform.close());

const buy = async (token: string, cartItem: unknown[]) => {
  const response = await platform.request('POST', '/api/b2c/transaction/instantBuy', { token, body: { cartItem } });
  const body = await json(response);
  if (response.status !== 201) return { status: response.status, body };
  return { status: 201, body, order: (await orderAfterPayment(platform, token, body.data.orderId)).data };
};
const registrations = async (kind: string) => {
  await platform.settle();
  return (
    await json(
      await platform.request('GET', `/org-api/${ORG}/offerings?kind=${kind}&spaceId=${SPACE}`, { token: await staffToken(platform) }),
    )
  ).data[0].registrations;
};

describe('packs', () => {
  it('are bought by the pack at its price, start on confirmation for their validity preset, and cannot then be cancelled', async () => {
    const { order } = await buy(priya, [{ type: 'pack', packId: PACK, qty: 2 }]);
    expect(order.items).toEqual([
      expect.objectContaining({ type: 'pack', itemId: PACK, qty: 2, amount: 2000000, total: 2000000, validity: 'Quarterly' }),
    ]);
    expect(order.total).toBe(2002000);
    expect(await registrations('pack')).toEqual([
      expect.objectContaining({
        orderId: order.id,
        userId: 'priya',
        count: 2,
        sessions: 20,
        validFrom: '2026-11-20',
        validUntil: '2027-02-19',
      }),
    ]);
    expect((await spaceOfferings(platform, 'pack'))[0].placesLeft).toBeNull();
    await expectProblem(
      await platform.request('PUT', `/api/b2c/orders/${order.id}/cancel`, { token: priya }),
      409,
      'ORDER_NOT_CANCELLABLE',
      'orderId',
    );
  });
});

describe('lockers', () => {
  it('are allocated by number from the bank, and the bank is never oversold', async () => {
    const first = await buy(priya, [{ type: 'locker', itemId: LOCKERS }]);
    // Tax inclusive: 500.00 is what the buyer pays, 423.73 of it before GST.
    expect(first.order.items[0]).toMatchObject({
      type: 'locker',
      amount: 42373,
      total: 50000,
      taxes: [{ taxSlug: 'GST', taxRate: 18, totalTax: 7627 }],
    });
    const second = await buy(await playerToken(platform, 'arjun'), [{ type: 'locker', itemId: LOCKERS }]);
    expect((await registrations('locker')).map((r: { userId: string; numbers: number[] }) => [r.userId, r.numbers])).toEqual(
      expect.arrayContaining([
        ['priya', [1]],
        ['arjun', [2]],
      ]),
    );
    expect(second.status).toBe(201);
    const third = await buy(await playerToken(platform, 'ravi'), [{ type: 'locker', itemId: LOCKERS }]);
    expect([third.status, third.body.code, third.body.field]).toEqual([409, 'SOLD_OUT', 'cartItem.0']);
    expect((await spaceOfferings(platform, 'locker'))[0].placesLeft).toBe(0);
  });
});

describe('meets', () => {
  it('register each participant with the next bib number and the answers to the form', async () => {
    const { order } = await buy(priya, [meetItem({ qty: 2, formAnswers: { tshirt: 'L', club: 'Marina Runners' } })]);
    expect(order.items[0]).toMatchObject({ type: 'meet', qty: 2, total: 60000, formAnswers: { tshirt: 'L', club: 'Marina Runners' } });
    const { order: next } = await buy(await playerToken(platform, 'meena'), [meetItem()]);
    const byOrder = Object.fromEntries((await registrations('meet')).map((r: { orderId: string; numbers: number[] }) => [r.orderId, r]));
    expect(byOrder[order.id]).toMatchObject({ numbers: [101, 102], formAnswers: { tshirt: 'L', club: 'Marina Runners' } });
    expect(byOrder[next.id]).toMatchObject({ userId: 'meena', numbers: [103] });
    // The buyer reads the bibs with the order.
    const detail = (await json(await platform.request('GET', `/api/b2c/orders/${order.id}`, { token: priya }))).data;
    expect(detail.registrations).toEqual([
      expect.objectContaining({
        kind: 'meet',
        itemId: `${SPACE}.fun-run`,
        numbers: [101, 102],
        formAnswers: { tshirt: 'L', club: 'Marina Runners' },
      }),
    ]);
    // The run starts 2026-12-06 06:00 IST, so a cancellation now gives back everything, and the places.
    expect(
      (await json(await platform.request('PUT', `/api/b2c/orders/${next.id}/cancel`, { token: await playerToken(platform, 'meena') }))).data
        .status,
    ).toBe('cancelled');
    expect((await spaceOfferings(platform, 'meet'))[0].placesLeft).toBe(3);
  });

  it("keep the form's questions as they read when the order was placed, whatever the form says later", async () => {
    const manager = await managerToken(platform);
    const save = (labels: [string, string]) =>
      platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/meets/relay`, {
        token: manager,
        body: meetBody({
          name: 'Marina Relay',
          formFields: [
            { id: 'tshirt', label: labels[0], type: 'select', options: ['S', 'M', 'L'], required: true },
            { id: 'club', label: labels[1], type: 'text' },
          ],
        }),
      });
    expect((await save(['T-shirt size', 'Running club'])).status).toBe(200);
    const { order } = await buy(priya, [meetItem({ meetId: `${SPACE}.relay`, formAnswers: { tshirt: 'S' } })]);
    const questions = [
      { id: 'tshirt', label: 'T-shirt size' },
      { id: 'club', label: 'Running club' },
    ];
    expect(order.items[0]).toMatchObject({ formAnswers: { tshirt: 'S' }, formQuestions: questions });
    // The venue renames its questions: the order still says what the buyer was asked.
    expect((await save(['Jersey size', 'Team'])).status).toBe(200);
    await platform.settle();
    const detail = (await json(await platform.request('GET', `/api/b2c/orders/${order.id}`, { token: priya }))).data;
    expect(detail.items[0].formQuestions).toEqual(questions);
  });

  it('refuse a registration without a required answer, with an answer not offered, or with an unknown field', async () => {
    const before = await platform.eventCount();
    const order = (item: unknown) => platform.request('POST', '/api/b2c/orders', { token: priya, body: { cartItem: [item] } });
    await expectProblem(await order(meetItem({ formAnswers: {} })), 422, 'FORM_ANSWER_REQUIRED', 'cartItem.0.formAnswers.tshirt');
    await expectProblem(
      await order(meetItem({ formAnswers: { tshirt: 'XXL' } })),
      400,
      'VALIDATION_FAILED',
      'cartItem.0.formAnswers.tshirt',
    );
    await expectProblem(
      await order(meetItem({ formAnswers: { tshirt: 'M', shoe: '9' } })),
      400,
      'VALIDATION_FAILED',
      'cartItem.0.formAnswers.shoe',
    );
    await expectProblem(await order({ type: 'meet', meetId: `${SPACE}.marathon` }), 404, 'OFFERING_NOT_FOUND', 'cartItem.0.meetId');
    expect(await platform.eventCount()).toBe(before);
  });

  it('close registration when registrationCloses passes', async () => {
    const manager = await managerToken(platform);
    const body = meetBody({ name: 'Sunrise Swim', registrationCloses: '2026-11-20T09:00:00.000Z' });
    expect((await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/meets/swim`, { token: manager, body })).status).toBe(200);
    const refused = await platform.request('POST', '/api/b2c/orders', {
      token: priya,
      body: { cartItem: [meetItem({ meetId: `${SPACE}.swim` })] },
    });
    await expectProblem(refused, 409, 'REGISTRATION_CLOSED', 'cartItem.0');
  });
});

describe('tournaments', () => {
  it('register a team entry with its players and answers, at most maxParticipantPerTeam players', async () => {
    const entry = { type: 'tournament', tournamentId: TOURNAMENT, participantCount: 6, formAnswers: { team: 'Beach Boys' } };
    const { order } = await buy(priya, [entry]);
    expect(order.items[0]).toMatchObject({ type: 'tournament', qty: 1, participantCount: 6, total: 500000 });
    expect(await registrations('tournament')).toEqual([
      expect.objectContaining({ orderId: order.id, count: 1, participantCount: 6, formAnswers: { team: 'Beach Boys' } }),
    ]);
    expect((await spaceOfferings(platform, 'tournament'))[0].placesLeft).toBe(7);
    const tooMany = await platform.request('POST', '/api/b2c/orders', {
      token: priya,
      body: { cartItem: [{ ...entry, participantCount: 8 }] },
    });
    await expectProblem(tooMany, 400, 'VALIDATION_FAILED', 'cartItem.0.participantCount');
  });

  it('need a team size when entries are teams', async () => {
    const manager = await managerToken(platform);
    const body = {
      name: 'Cup',
      startDate: '2026-12-12',
      startTime: '08:00',
      participationType: 'team',
      capacity: 8,
      price: { amount: 100 },
    };
    await expectProblem(
      await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/tournaments/cup2`, { token: manager, body }),
      422,
      'INVALID_OFFERING',
      'maxParticipantPerTeam',
    );
  });
});

describe('events', () => {
  it('sell tickets priced from the catalogue, issue ticket numbers on confirmation, release them on cancellation and are never oversold', async () => {
    // 250.00 a ticket before 18 % GST: two tickets are 500.00 + 90.00 tax, whatever price the client showed.
    const { order } = await buy(priya, [eventItem({ qty: 2, slotPrice: 1, formAnswers: { seat: 'Chair' } })]);
    expect(order.items).toEqual([
      expect.objectContaining({
        type: 'event',
        itemId: EVENT,
        qty: 2,
        unitAmount: 25000,
        amount: 50000,
        total: 59000,
        taxes: [{ taxSlug: 'GST', taxRate: 18, totalTax: 9000 }],
        startsAt: '2026-12-10T13:30:00.000Z',
        formAnswers: { seat: 'Chair' },
      }),
    ]);
    expect(order.status).toBe('confirmed');
    const meena = await playerToken(platform, 'meena');
    const { order: next } = await buy(meena, [eventItem()]);
    const byOrder = Object.fromEntries((await registrations('event')).map((r: { orderId: string; numbers: number[] }) => [r.orderId, r]));
    expect(byOrder[order.id]).toMatchObject({ userId: 'priya', status: 'confirmed', numbers: [1, 2], formAnswers: { seat: 'Chair' } });
    expect(byOrder[next.id]).toMatchObject({ userId: 'meena', numbers: [3] });
    // The buyer reads the tickets with the order.
    const detail = (await json(await platform.request('GET', `/api/b2c/orders/${order.id}`, { token: priya }))).data;
    expect(detail.registrations).toEqual([
      expect.objectContaining({ kind: 'event', itemId: EVENT, count: 2, numbers: [1, 2], formAnswers: { seat: 'Chair' } }),
    ]);
    expect((await spaceOfferings(platform, 'event'))[0].placesLeft).toBe(2);

    // More than 24 hours before the start: the venue's policy refunds everything, and the ticket goes back.
    const cancelled = (await json(await platform.request('PUT', `/api/b2c/orders/${next.id}/cancel`, { token: meena }))).data;
    expect([cancelled.status, cancelled.refundTotal]).toEqual(['cancelled', next.total]);
    expect((await spaceOfferings(platform, 'event'))[0].placesLeft).toBe(3);
    expect((await registrations('event')).map((r: { orderId: string }) => r.orderId)).toEqual([order.id]);

    const tooMany = await buy(await playerToken(platform, 'ravi'), [eventItem({ qty: 4 })]);
    expect([tooMany.status, tooMany.body.code, tooMany.body.field]).toEqual([409, 'SOLD_OUT', 'cartItem.0']);
    // The last three: a released ticket number is never issued again.
    const { order: last } = await buy(await playerToken(platform, 'ravi'), [eventItem({ qty: 3 })]);
    expect((await registrations('event')).find((r: { orderId: string }) => r.orderId === last.id)).toMatchObject({ numbers: [4, 5, 6] });
    expect((await spaceOfferings(platform, 'event'))[0].placesLeft).toBe(0);
    const soldOut = await platform.request('POST', '/api/b2c/orders', { token: meena, body: { cartItem: [eventItem()] } });
    await expectProblem(soldOut, 409, 'SOLD_OUT', 'cartItem.0');
  });

  it('refuse bad tickets and bad events naming the field, appending nothing', async () => {
    const manager = await managerToken(platform);
    const before = await platform.eventCount();
    const order = (item: unknown) => platform.request('POST', '/api/b2c/orders', { token: priya, body: { cartItem: [item] } });
    await expectProblem(await order(eventItem({ formAnswers: {} })), 422, 'FORM_ANSWER_REQUIRED', 'cartItem.0.formAnswers.seat');
    await expectProblem(await order(eventItem({ formAnswers: { seat: 'Roof' } })), 400, 'VALIDATION_FAILED', 'cartItem.0.formAnswers.seat');
    await expectProblem(await order(eventItem({ eventId: `${SPACE}.concert` })), 404, 'OFFERING_NOT_FOUND', 'cartItem.0.eventId');
    await expectProblem(await order({ type: 'event', qty: 1 }), 400, 'VALIDATION_FAILED', 'cartItem.0.eventId');
    await expectProblem(await order(eventItem({ qty: 0 })), 400, 'VALIDATION_FAILED', 'cartItem.0.qty');
    // A meet's id is not an event's.
    await expectProblem(await order(eventItem({ eventId: `${SPACE}.fun-run` })), 404, 'OFFERING_NOT_FOUND', 'cartItem.0.eventId');
    const save = (body: unknown, key = 'gala') =>
      platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/events/${key}`, { token: manager, body });
    const { date: _date, ...undated } = eventBody();
    await expectProblem(await save(undated), 400, 'VALIDATION_FAILED', 'date');
    await expectProblem(await save(eventBody({ capacity: 0 })), 400, 'VALIDATION_FAILED', 'capacity');
    await expectProblem(await save(eventBody({ startDate: '2026-12-10' })), 400, 'VALIDATION_FAILED', 'startDate');
    await expectProblem(await save(eventBody({ endTime: '18:00' })), 422, 'INVALID_OFFERING', 'endTime');
    await expectProblem(
      await save(eventBody({ price: { amount: 100, enableTax: true, taxId: 'vat' } })),
      422,
      'TAX_NOT_FOUND',
      'price.taxId',
    );
    await expectProblem(
      await save(eventBody({ formFields: [{ id: 'seat', label: 'Seat', type: 'select', required: true }] })),
      422,
      'INVALID_OFFERING',
      'formFields.0.options',
    );
    // Fewer tickets than are sold already.
    await expectProblem(await save(eventBody({ capacity: 4 }), 'movie-night'), 409, 'CAPACITY_BELOW_TAKEN', 'capacity');
    expect(await platform.eventCount()).toBe(before);
  });

  it('stop selling when registrationCloses passes', async () => {
    const manager = await managerToken(platform);
    const body = eventBody({ name: 'Quiz night', registrationCloses: '2026-11-20T09:00:00.000Z' });
    expect((await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/events/quiz`, { token: manager, body })).status).toBe(200);
    const refused = await platform.request('POST', '/api/b2c/orders', {
      token: priya,
      body: { cartItem: [eventItem({ eventId: `${SPACE}.quiz` })] },
    });
    await expectProblem(refused, 409, 'REGISTRATION_CLOSED', 'cartItem.0');
  });
});

describe('listing offerings', () => {
  it("shows every kind at the space by name; the organisation's list is for its staff", async () => {
    expect((await spaceOfferings(platform)).map((o: { kind: string }) => o.kind).sort()).toEqual([
      'class',
      'event',
      'event',
      'locker',
      'meet',
      'meet',
      'meet',
      'pack',
      'tournament',
    ]);
    await expectProblem(await platform.request('GET', `/org-api/${ORG}/offerings`, { token: priya }), 403, 'FORBIDDEN', 'orgId');
    await expectProblem(
      await platform.request('GET', `/org-api/${ORG}/offerings`, { token: await staffToken(platform, 'other-co') }),
      403,
      'FORBIDDEN',
      'orgId',
    );
    await expectProblem(
      await platform.request('GET', `/api/vm/spaces/${SPACE}/offerings?kind=court`),
      400,
      'VALIDATION_FAILED',
      'query.kind',
    );
  });
});
