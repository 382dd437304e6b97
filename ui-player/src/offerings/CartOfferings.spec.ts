// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCart } from '../booking/cartStore';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, type Call } from '../test/fakeApi';
import { signedInAsAsha } from '../test/tokens';
import { offeringLine } from './cartItems';
import { coaching, cup, run, VENUE } from './testOfferings';

setupAppHarness();
afterEach(() => useCart.getState().clear());

const refuse = (code: string, field: string, detail: string) => (call: Call) =>
  call.method === 'POST' && call.path === '/api/b2c/orders'
    ? { status: 409, body: { type: 'about:blank', title: code, status: 409, code, detail, field } }
    : undefined;

describe('offering lines in the cart (docs/bookings.md "Player screens")', () => {
  it('shows each line in words with its price and Remove, and sends the items after the slots', async () => {
    signedInAsAsha();
    useCart.getState().addOffering(offeringLine(VENUE, coaching, { batchId: 'weekday', qty: 2, answers: {} }));
    useCart.getState().addOffering(offeringLine(VENUE, run, { qty: 1, answers: { tshirt: 'M', emergency: 'Ravi' } }));
    const calls = fakeApi(
      refuse('SOLD_OUT', 'cartItem.1', 'Only 0 places are left'),
      on('POST', '/api/b2c/orders/quote', { status: 503, body: {} }),
    );
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

  it("changes a team entry's players within the tournament's limit, the entry's price unchanged, with the error beside the field", async () => {
    signedInAsAsha();
    useCart.getState().addOffering(offeringLine(VENUE, cup, { qty: 1, participantCount: 5, answers: { team: 'Beach Boys' } }));
    const calls = fakeApi(
      refuse('VALIDATION_FAILED', 'cartItem.0.participantCount', 'An entry has at most 7 players'),
      on('POST', '/api/b2c/orders/quote', { status: 503, body: {} }),
    );
    renderAt('/cart');
    const players = await screen.findByLabelText<HTMLInputElement>('Players in your team');
    expect(players.value).toBe('5');
    fireEvent.click(screen.getByRole('button', { name: 'More players in your team' }));
    expect(players.value).toBe('6');
    const items = screen.getByRole('list', { name: 'Cart items' });
    expect(items.textContent).toContain('Team of 6 · Team name: Beach Boys');
    // ₹6,000 + GST 18% for the entry, whatever the team's size.
    expect(items.textContent).toContain('₹7,080');
    expect(useCart.getState().offerings[0]!.item).toMatchObject({ qty: 1, participantCount: 6 });

    fireEvent.change(players, { target: { value: '9' } });
    expect(screen.getByText('A team has 1 to 8 players.')).toBeTruthy();
    expect(players.getAttribute('aria-invalid')).toBe('true');
    expect(players.getAttribute('aria-describedby')).toBe(screen.getByText('A team has 1 to 8 players.').id);
    // The line keeps its last good size until the field is right again.
    expect(useCart.getState().offerings[0]!.item.participantCount).toBe(6);
    fireEvent.change(players, { target: { value: '8' } });
    expect(screen.queryByText('A team has 1 to 8 players.')).toBeNull();
    expect(items.textContent).toContain('Team of 8');

    // The server's refusal of the size (the venue lowered its limit) is shown beside the field, and goes once it changes.
    fireEvent.click(screen.getByRole('button', { name: 'Place order' }));
    await screen.findAllByText('An entry has at most 7 players');
    expect(players.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.path === '/api/b2c/orders').at(-1)!.body).toMatchObject({
      cartItem: [{ type: 'tournament', participantCount: 8, qty: 1 }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Fewer players in your team' }));
    expect(players.value).toBe('7');
    expect(players.getAttribute('aria-invalid')).toBeNull();
  });

  it("changes a line's places, the price following per place", async () => {
    signedInAsAsha();
    useCart.getState().addOffering(offeringLine(VENUE, coaching, { batchId: 'weekday', qty: 1, answers: {}, maxQty: 3 }));
    fakeApi(on('POST', '/api/b2c/orders/quote', { status: 503, body: {} }));
    renderAt('/cart');
    const students = await screen.findByLabelText<HTMLInputElement>('Students');
    const items = screen.getByRole('list', { name: 'Cart items' });
    expect(items.textContent).toContain('₹2,950');
    fireEvent.change(students, { target: { value: '3' } });
    expect(items.textContent).toContain('Monthly · 3 students');
    expect(items.textContent).toContain('₹8,850');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'More students' }).disabled).toBe(true);
    fireEvent.change(students, { target: { value: '0' } });
    expect(screen.getByText('Choose 1 to 3.')).toBeTruthy();
    expect(useCart.getState().offerings[0]!.item.qty).toBe(3);
  });
});
