// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInAsAsha } from '../test/tokens';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem, type Call } from '../test/fakeApi';
import { useCart } from './cartStore';
import { makeOrder, timing } from './testFixtures';

setupAppHarness();

const put = (startTime: string) =>
  useCart.getState().addSlot({ ...timing(startTime), spaceId: 'marina', spaceName: 'Marina Turf Arena', listingId: 'football' });
const orderPlaced = {
  status: 201,
  body: {
    message: 'success',
    data: {
      orderId: 'o1',
      status: 'pending_payment',
      currency: 'INR',
      symbol: '₹',
      total: 123600,
      holdExpiresAt: new Date(Date.now() + 600_000).toISOString(),
      transactionId: null,
      paymentLink: null,
      refundTotal: 0,
    },
  },
};
const createOrder = (reply: { status?: number; body: unknown }) => (call: Call) =>
  call.method === 'POST' && call.path === '/api/b2c/orders' ? reply : undefined;

beforeEach(() => {
  put('18:00');
  put('20:00');
});
afterEach(() => useCart.getState().clear());

describe('the cart (spec section 3 Booking cart)', () => {
  it('lists the line items with rupee prices, the message channels that are sent on (both on), and asks a visitor to sign in', async () => {
    renderAt('/cart');
    await screen.findByRole('heading', { name: 'Your cart' });
    expect(screen.getByRole('list', { name: 'Cart items' }).querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByText('₹2,832')).toBeTruthy();
    // Only WhatsApp and SMS: the notifier sends a booking's messages on nothing else, so Email and Circle are not offered.
    const channels = within(screen.getByRole('group', { name: 'Send booking messages by' })).getAllByRole<HTMLInputElement>('checkbox');
    expect(channels.map((box) => [box.labels?.[0]?.textContent, box.checked])).toEqual([
      ['WhatsApp', true],
      ['SMS', true],
    ]);
    expect(screen.queryByLabelText('Circle')).toBeNull();
    expect(screen.getByText('Sign in to book these slots. Your cart is kept.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Turf A 20:00 on Sat 4 May' }));
    expect(useCart.getState().slots).toHaveLength(1);
  });

  it("prices a signed-in player's cart before the order (POST /api/b2c/orders/quote), and says at once why a coupon is refused", async () => {
    signedInAsAsha();
    const totals = {
      subTotal: 240000,
      discountTotal: 20000,
      bulkDiscount: 0,
      totalTax: 43200,
      taxLines: [{ slug: 'GST', rate: 18, total: 43200 }],
      handlingCharges: 2000,
      total: 265200,
      currency: 'INR',
      symbol: '₹',
      items: [],
      couponCode: 'WEEKEND20',
      couponDiscount: 20000,
    };
    const calls = fakeApi((call) => {
      if (call.method !== 'POST' || call.path !== '/api/b2c/orders/quote') return undefined;
      const code = (call.body as { couponCode?: string }).couponCode;
      if (code === 'NOSUCH1') return problem(404, 'COUPON_NOT_FOUND', 'No such coupon');
      return {
        body: {
          message: 'success',
          data: code ? totals : { ...totals, discountTotal: 0, total: 285200, couponCode: null, couponDiscount: 0 },
        },
      };
    });
    renderAt('/cart');
    const figures = await screen.findByLabelText('Order totals');
    expect(figures.textContent).toContain('₹2,852');
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'weekend20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // The last totals no longer match the cart until it is priced again: they say so.
    expect(screen.getByText('Updating the total…')).toBeTruthy();
    await screen.findByText('Coupon WEEKEND20');
    expect(screen.getByLabelText('Order totals').textContent).toContain('₹2,652');
    expect(screen.queryByText('Updating the total…')).toBeNull();
    fireEvent.change(screen.getByLabelText('Coupon code'), { target: { value: 'nosuch1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText('There is no coupon with this code.');
    // One message, and the price breakdown stays (priced without the refused coupon).
    expect(screen.queryByText('No such coupon')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Order totals').textContent).toContain('₹2,852'));
    expect(calls.filter((c) => c.path === '/api/b2c/orders')).toHaveLength(0);
  });

  it("shows the reason code's message when the coupon is refused, and places the order once it is removed", async () => {
    signedInAsAsha();
    let refused = true;
    const calls = fakeApi(
      (call) => {
        if (call.method !== 'POST' || call.path !== '/api/b2c/orders') return undefined;
        return refused ? problem(422, 'COUPON_MINIMUM_NOT_MET', 'The order is below ₹500 for WEEKEND20') : orderPlaced;
      },
      on('GET', '/api/b2c/orders/o1', { body: { data: makeOrder() } }),
    );
    renderAt('/cart');
    fireEvent.change(await screen.findByLabelText('Coupon code'), { target: { value: 'weekend20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await screen.findByText(/will be applied when you place the order/);
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText('Your order is below the minimum amount for this coupon.');
    // One message: the server's detail is not repeated under it.
    expect(screen.queryByText('The order is below ₹500 for WEEKEND20')).toBeNull();
    const sent = calls.find((c) => c.path === '/api/b2c/orders')!;
    expect(sent.body).toMatchObject({
      couponCode: 'WEEKEND20',
      communication: { whatsapp: true, email: true, sms: true, circle: false },
      cartItem: [{ startTime: '18:00' }, { startTime: '20:00' }],
    });
    expect(sent.headers.get('idempotency-key')).toBeTruthy();

    refused = false;
    fireEvent.click(screen.getByRole('button', { name: 'Remove coupon' }));
    expect(screen.queryByText('Your order is below the minimum amount for this coupon.')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'Checkout' });
    expect((calls.filter((c) => c.path === '/api/b2c/orders').at(-1)!.body as { couponCode?: string }).couponCode).toBeUndefined();
  });

  it("marks the slot the server says is taken (409 SLOT_UNAVAILABLE on cartItem.1) with the problem's message", async () => {
    signedInAsAsha();
    fakeApi(
      createOrder({
        status: 409,
        body: {
          type: 'about:blank',
          title: 'SLOT_UNAVAILABLE',
          status: 409,
          code: 'SLOT_UNAVAILABLE',
          detail: 'Slot 20:00 is already taken',
          field: 'cartItem.1',
        },
      }),
    );
    renderAt('/cart');
    fireEvent.click(await screen.findByRole('button', { name: 'Place order' }));
    await screen.findByText('This slot is no longer available. Remove it to go on.');
    expect(screen.getAllByText('Slot 20:00 is already taken').length).toBeGreaterThan(0);
    const items = screen.getByRole('list', { name: 'Cart items' }).querySelectorAll('li');
    expect(items[1]!.textContent).toContain('no longer available');
    expect(items[0]!.textContent).not.toContain('no longer available');
  });

  it('books for someone else: their name is required and the phone goes with country code 91', async () => {
    signedInAsAsha();
    const calls = fakeApi(createOrder(orderPlaced), on('GET', '/api/b2c/orders/o1', { body: { data: makeOrder() } }));
    renderAt('/cart');
    fireEvent.click(await screen.findByLabelText('Someone else'));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByText(/Check bookedFor.name/);
    expect(calls.some((c) => c.path === '/api/b2c/orders')).toBe(false);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ravi Kumar' } });
    fireEvent.change(screen.getByLabelText('Phone (+91)'), { target: { value: '98765 43210' } });
    fireEvent.click(screen.getByLabelText('SMS'));
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findByRole('heading', { name: 'Checkout' });
    // The body keeps all four channels (spec section 3): email and circle as the cart's defaults left them.
    expect(calls.find((c) => c.path === '/api/b2c/orders')!.body).toMatchObject({
      bookedFor: { name: 'Ravi Kumar', phone: '9876543210', countryCode: '91' },
      communication: { whatsapp: true, email: true, sms: false, circle: false },
    });
  });
});
