// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { signedInAsAsha } from '../test/tokens';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem, type Call } from '../test/fakeApi';
import { makeOrder, transaction } from './testFixtures';
import type { OrderDocument } from '@sports/contracts';

setupAppHarness();

const WAIT = { timeout: 4000 };
const confirmed = makeOrder({
  status: 'confirmed',
  transactions: [transaction('captured')],
  invoice: { number: 'INV-O1', issuedAt: '2030-05-01T10:02:00.000Z', seller: 'Marina Turf Arena', buyer: 'Asha Player' },
});
const cancelled = makeOrder({
  ...confirmed,
  status: 'cancelled',
  refund_lines: [
    { itemId: 'marina.turf-a.2030-05-04.1800', amount: 121600, refundPercent: 100 },
    { itemId: 'handlingCharges', amount: 2000, refundPercent: 100 },
  ],
  refundTotal: 123600,
  transactions: [
    {
      ...transaction('refunded'),
      associatedPayments: [{ amount: 123600, currency: 'INR', gateway: 'test', paymentMode: 'upi', status: 'captured' }],
      settlements: [{ refundId: 'r1', amount: 123600, gatewayRefundId: 'rfnd_r1', date: '2030-05-02T00:00:00.000Z' }],
    },
  ],
});

const reads = (...docs: OrderDocument[]) => {
  let read = 0;
  return (call: Call) =>
    call.method === 'GET' && call.path === '/api/b2c/orders/o1' ? { body: { data: docs[Math.min(read++, docs.length - 1)] } } : undefined;
};

beforeEach(() => {
  signedInAsAsha();
});

describe('my orders', () => {
  it("names a paid game's place and its start, not just '1 item'", async () => {
    const slot = confirmed.items[0]!;
    // The read document's item (with its vendor), as a game's place.
    const place = {
      ...slot,
      id: 'place1',
      type: 'activity' as const,
      name: 'Saturday Turf Sevens · Marina Turf Arena',
      itemId: 'g1',
      activityId: 'g1',
      participants: ['u1'],
      date: '2030-05-05',
      startTime: '05:30',
      endTime: '07:00',
      startsAt: '2030-05-05T00:00:00.000Z',
      qty: 1,
      unitAmount: 18000,
      amount: 18000,
      taxes: [],
      total: 18000,
      basis: 'player' as const,
    } as unknown as OrderDocument['items'][number];
    fakeApi(
      on('GET', '/api/b2c/orders/my/0/10', { body: { data: { orders: [{ ...confirmed, items: [place], total: 18000 }], nextUrl: null } } }),
    );
    renderAt('/orders');
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByText('Saturday Turf Sevens · Sun 5 May, 05:30')).toBeTruthy();
  });

  it("names a class order's one item, not '1 item'", async () => {
    const coaching = {
      ...confirmed.items[0]!,
      type: 'class',
      name: 'Marina Turf Arena · Junior Football Coaching · Tue/Thu 6 pm',
      qty: 1,
      unitAmount: 120000,
    } as unknown as OrderDocument['items'][number];
    fakeApi(on('GET', '/api/b2c/orders/my/0/10', { body: { data: { orders: [{ ...confirmed, items: [coaching] }], nextUrl: null } } }));
    renderAt('/orders');
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByText('Junior Football Coaching · Tue/Thu 6 pm')).toBeTruthy();
  });

  it("says when a meet's, tournament's or event's order starts, in venue time", async () => {
    const run = {
      ...confirmed.items[0]!,
      id: 'm1',
      type: 'meet',
      name: 'Marina Turf Arena · Marina Beach 5K · 2030-12-11',
      qty: 1,
      unitAmount: 49900,
      startsAt: '2030-12-11T00:30:00.000Z',
    } as unknown as OrderDocument['items'][number];
    fakeApi(on('GET', '/api/b2c/orders/my/0/10', { body: { data: { orders: [{ ...confirmed, items: [run] }], nextUrl: null } } }));
    renderAt('/orders');
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByText('Marina Beach 5K · Wed 11 Dec, 06:00')).toBeTruthy();
  });

  it('lists my orders with status and total, and loads the next page from nextUrl', async () => {
    fakeApi(
      on('GET', '/api/b2c/orders/my/0/10', { body: { data: { orders: [confirmed], nextUrl: '/api/b2c/orders/my/1/10' } } }),
      on('GET', '/api/b2c/orders/my/1/10', {
        body: {
          data: {
            orders: [makeOrder({ id: 'o2', spaceName: 'Andheri Courts', status: 'expired' }), { ...cancelled, id: 'o3' }],
            nextUrl: null,
          },
        },
      }),
    );
    renderAt('/orders');
    const first = await screen.findByTestId('order-card');
    expect(within(first).getByRole('link', { name: 'Marina Turf Arena' }).getAttribute('href')).toBe('/orders/o1');
    expect(within(first).getByText('Confirmed')).toBeTruthy();
    expect(within(first).getByText('₹1,236')).toBeTruthy();
    expect(within(first).getByText('1 item · Sat 4 May, 18:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Andheri Courts');
    expect(screen.getByText('· ₹1,236 refunded')).toBeTruthy();
    expect(screen.getByText('Expired')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    window.localStorage.clear();
    const { useSession } = await import('../session/store');
    useSession.getState().signOut();
    fakeApi();
    renderAt('/orders');
    await screen.findByText('Sign in to see your orders.');
  });
});

describe("order detail and cancellation by the venue's policy", () => {
  it('shows the invoice data: items with taxes, sub total, tax lines, handling charges, discount and total', async () => {
    fakeApi(reads(confirmed));
    renderAt('/orders/o1');
    await screen.findByRole('heading', { name: 'Invoice' }, WAIT);
    expect(screen.getByText('INV-O1').parentElement!.textContent).toBe('Invoice no. INV-O1');
    expect(screen.getByLabelText('Order totals').textContent).toBe(
      'Sub total₹1,200Coupon WEEKEND20−₹200GST 18%₹216Handling charges₹20Total₹1,236',
    );
    expect(screen.getByLabelText('Order items').textContent).toContain('₹1,200 + GST 18% ₹216');
    // The order was placed with email on too (the cart's default), but messages go by WhatsApp and SMS only.
    expect(screen.getByText('WhatsApp, SMS')).toBeTruthy();
    expect(screen.getByText('₹1,236 paid (test gateway)')).toBeTruthy();
  });

  it('never claims booking messages go by Email or Circle, which nothing sends', async () => {
    fakeApi(reads(makeOrder({ ...confirmed, communication: { whatsapp: false, email: true, sms: true, circle: true } })));
    renderAt('/orders/o1');
    const booking = await screen.findByRole('region', { name: 'Booking' }, WAIT);
    expect(booking.textContent).toContain('Messages bySMS');
    expect(booking.textContent).not.toMatch(/Email|Circle/);
  });

  it("shows an event's registration answers under the questions the form asked, not by field id", async () => {
    const { vendor } = confirmed.items[0]! as unknown as { vendor: unknown };
    const event = {
      vendor,
      id: 'e1',
      type: 'event',
      name: 'Marina Turf Arena · Big-screen final night',
      itemId: 'marina.final',
      qty: 2,
      unitAmount: 25000,
      amount: 50000,
      taxes: [],
      total: 50000,
      startsAt: '2030-05-05T13:30:00.000Z',
      formAnswers: { food: 'Veg', parking: true },
      formQuestions: [
        { id: 'food', label: 'Food preference' },
        { id: 'parking', label: 'Need parking' },
      ],
    } as unknown as OrderDocument['items'][number];
    fakeApi(reads({ ...confirmed, items: [event] }));
    renderAt('/orders/o1');
    const answers = await screen.findByLabelText('Your answers for Big-screen final night', {}, WAIT);
    expect(answers.textContent).toBe('Food preferenceVegNeed parkingYes');
    expect(screen.getByLabelText('Order items').textContent).not.toContain('food');
  });

  it('a paid pack cannot be cancelled (the server refuses it): no Cancel button, and the page says why', async () => {
    const pack = {
      ...confirmed.items[0]!,
      id: 'p1',
      type: 'pack',
      name: 'Marina Turf Arena · 10 turf hours',
      itemId: 'marina.ten',
      qty: 1,
      unitAmount: 1000000,
      validity: 'Quarterly',
    } as unknown as OrderDocument['items'][number];
    fakeApi(reads({ ...confirmed, items: [pack] }));
    renderAt('/orders/o1');
    await screen.findByText(/Memberships, packs and lockers start when they are paid, so this order cannot be cancelled/, {}, WAIT);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
  });

  it("cancels after showing what the policy gives back, then shows the server's refund lines", async () => {
    const calls = fakeApi(reads(confirmed, confirmed, cancelled), (call) =>
      call.method === 'PUT' && call.path === '/api/b2c/orders/o1/cancel'
        ? {
            body: {
              message: 'success',
              data: {
                orderId: 'o1',
                status: 'cancelled',
                currency: 'INR',
                symbol: '₹',
                total: 123600,
                holdExpiresAt: confirmed.holdExpiresAt,
                transactionId: 't1',
                paymentLink: null,
                refundTotal: 123600,
              },
            },
          }
        : undefined,
    );
    renderAt('/orders/o1');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }, WAIT));
    // The fixture's slot starts in 2030: the 24-hour rule applies.
    // In rupees before confirming, as the refund lines will add up.
    expect(screen.getByRole('alertdialog').textContent).toContain('You get back ₹1,236 of the ₹1,236 you paid: all of it.');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    const refund = await screen.findByLabelText('Refund lines', {}, WAIT);
    expect(refund.textContent).toBe('Turf A, 4 May, 18:00–19:00 (100%)₹1,216Handling charges (100%)₹20Refund total₹1,236');
    expect(screen.getByTestId('refund-summary').textContent).toBe('₹1,236 of ₹1,236 refunded');
    // When and where it went, not only how much (a refunded player's first question).
    expect(screen.getByRole('group', { name: 'Refund progress' }).textContent).toBe(
      '₹1,236 sent back to your UPI on Thu 2 May 2030, 05:30.Your bank can take a few working days to show it.',
    );
    expect(screen.getAllByText('Cancelled').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('a partial refund by the venue reads "₹608 of ₹1,236 refunded", its line in words; the booking stands', async () => {
    const partly = makeOrder({
      ...confirmed,
      refund_lines: [{ itemId: 'marina.turf-a.2030-05-04.1800', amount: 60800, refundPercent: 50 }],
      refundTotal: 60800,
      transactions: [
        {
          ...transaction('refunded'),
          settlements: [{ refundId: 'r1', amount: 60800, gatewayRefundId: 'rfnd_r1', date: '2030-05-02T00:00:00.000Z' }],
        },
      ],
    });
    expect(partly).toMatchObject({ paid: 123600, refunded: 60800, refundable: 62800 });
    fakeApi(reads(partly));
    renderAt('/orders/o1');
    expect((await screen.findByTestId('refund-summary', {}, WAIT)).textContent).toBe('₹608 of ₹1,236 refunded');
    expect(screen.getByLabelText('Refund lines').textContent).toBe('Turf A, 4 May, 18:00–19:00 (50%)₹608Refund total₹608');
    // A payment mode the app has no words for: the money goes back 'the way you paid'.
    expect(screen.getByRole('group', { name: 'Refund progress' }).textContent).toContain(
      '₹608 sent back to the way you paid on Thu 2 May 2030, 05:30.',
    );
    expect(screen.getAllByText('Confirmed').length).toBeGreaterThan(0);
  });

  it('a refund granted but not yet paid back by the gateway says it is on its way', async () => {
    const granted = makeOrder({
      ...cancelled,
      transactions: [
        {
          ...transaction('captured'),
          associatedPayments: [{ amount: 123600, currency: 'INR', gateway: 'test', paymentMode: 'card', status: 'captured' }],
        },
      ],
    });
    fakeApi(reads(granted));
    renderAt('/orders/o1');
    expect((await screen.findByRole('group', { name: 'Refund progress' }, WAIT)).textContent).toBe(
      '₹1,236 is on its way back to your card.Your bank can take a few working days to show it.',
    );
  });

  it("shows the server's refusal when the order can no longer be cancelled", async () => {
    fakeApi(reads(confirmed), (call) =>
      call.method === 'PUT' ? problem(409, 'ORDER_NOT_CANCELLABLE', 'The booking has started') : undefined,
    );
    renderAt('/orders/o1');
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }, WAIT));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await screen.findAllByText('The booking has started');
    expect(within(screen.getByRole('alertdialog')).getByText('The booking has started')).toBeTruthy();
  });

  it("says when the order does not exist, with the API's message", async () => {
    fakeApi(on('GET', '/api/b2c/orders/nope', problem(404, 'ORDER_NOT_FOUND', 'No order nope')));
    renderAt('/orders/nope');
    await screen.findByText('No order nope', {}, WAIT);
  });
});
