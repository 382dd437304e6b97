// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCart } from '../booking/cartStore';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, type Call } from '../test/fakeApi';
import { signedInAsAsha } from '../test/tokens';
import { offeringLine } from './cartItems';
import { coaching, run, VENUE } from './testOfferings';

setupAppHarness();
afterEach(() => useCart.getState().clear());

const refuse = (code: string, field: string, detail: string) => (call: Call) =>
  call.method === 'POST' && call.path === '/api/b2c/orders' ? { status: 409, body: { type: 'about:blank', title: code, status: 409, code, detail, field } } : undefined;

describe('offering lines in the cart (docs/bookings.md "Player screens")', () => {
  it('shows each line in words with its price and Remove, and sends the items after the slots', async () => {
    signedInAsAsha();
    useCart.getState().addOffering(offeringLine(VENUE, coaching, { batchId: 'weekday', qty: 2, answers: {} }));
    useCart.getState().addOffering(offeringLine(VENUE, run, { qty: 1, answers: { tshirt: 'M', emergency: 'Ravi' } }));
    const calls = fakeApi(refuse('SOLD_OUT', 'cartItem.1', 'Only 0 places are left'), on('POST', '/api/b2c/orders/quote', { status: 503, body: {} }));
    renderAt('/cart');
    const items = await screen.findByRole('list', { name: 'Cart items' });
    expect(items.textContent).toContain('Mon/Wed/Fri 5 pm · Mon, Wed, Fri · 17:00–18:00 from Tue 3 Dec · Monthly · 2 students');
    expect(items.textContent).toContain('₹5,900');
    expect(screen.queryByLabelText('Players')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    // SOLD_OUT on cartItem.1: the meet's line (the second offering), not the class's.
    await screen.findAllByText('Not enough places are left for this.');
    const lines = items.querySelectorAll('li');
    expect(lines[1]!.textContent).toContain('Not enough places are left for this.');
    expect(lines[0]!.textContent).not.toContain('Not enough places');
    const sent = calls.filter((c) => c.path === '/api/b2c/orders').at(-1)!.body as { cartItem: unknown[] };
    expect(sent.cartItem).toEqual([
      { type: 'class', classId: 'marina.junior', categoryId: 'weekday', qty: 2 },
      { type: 'meet', meetId: 'marina.beach-5k', qty: 1, formAnswers: { tshirt: 'M', emergency: 'Ravi' } },
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Marina Beach 5K' }));
    expect(useCart.getState().offerings.map((o) => o.title)).toEqual(['Junior Football Coaching']);
  });
});
