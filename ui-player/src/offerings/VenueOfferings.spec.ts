// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCart } from '../booking/cartStore';
import { makeFacility, makeVenue } from '../booking/testFixtures';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { coaching, lockers, run, VENUE } from './testOfferings';

setupAppHarness();
afterEach(() => useCart.getState().clear());

const venuePage = () =>
  fakeApi(
    on('GET', '/api/vm/slots/listing/football?date=2030-05-04&spaceId=marina', { body: { data: [makeFacility()] } }),
    on('GET', '/api/vm/spaces/marina', { body: { data: makeVenue({ taxes: [...VENUE.taxes], memberships: {} }) } }),
    on('GET', '/api/vm/spaces/marina/offerings', { body: { data: [coaching, lockers, run] } }),
  );

describe('what a venue sells besides slots, on its page', () => {
  it('offers only the groups it has; a class card prices a student with tax and keeps an inactive batch unpickable', async () => {
    venuePage();
    renderAt('/venues/marina?listing=football&date=2030-05-04');
    const tabs = await screen.findByRole('tablist', { name: 'What this venue offers' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Slots', 'Classes', 'Passes & memberships', 'Events']);
    fireEvent.click(within(tabs).getByRole('tab', { name: 'Classes' }));
    const card = await screen.findByRole('region', { name: 'Junior Football Coaching' });
    expect(card.textContent).toContain('₹2,950 per student (₹2,500 + GST 18%)');
    expect(card.textContent).toContain('12 places left');
    expect(within(card).getByRole<HTMLInputElement>('radio', { name: /Summer camp/ }).disabled).toBe(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Add to cart' }));
    expect(useCart.getState().offerings.map((o) => o.item)).toEqual([
      { type: 'class', classId: 'marina.junior', categoryId: 'weekday', qty: 1 },
    ]);
  });

  it('a sold-out locker bank cannot be added; a meet asks its required answers before it goes in the cart', async () => {
    venuePage();
    renderAt('/venues/marina?listing=football&date=2030-05-04&tab=passes');
    const bank = await screen.findByRole('region', { name: 'Kit lockers' });
    expect(bank.textContent).toContain('Sold out');
    expect(within(bank).queryByRole('button', { name: 'Add to cart' })).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Events' }));
    const meet = await screen.findByRole('region', { name: 'Marina Beach 5K' });
    fireEvent.click(within(meet).getByRole('button', { name: 'Add to cart' }));
    expect(within(meet).getByText('T-shirt size is required.')).toBeTruthy();
    expect(within(meet).getByLabelText('T-shirt size').getAttribute('aria-invalid')).toBe('true');
    expect(useCart.getState().offerings).toEqual([]);
    fireEvent.change(within(meet).getByLabelText('T-shirt size'), { target: { value: 'M' } });
    fireEvent.change(within(meet).getByLabelText('Emergency contact'), { target: { value: 'Ravi' } });
    fireEvent.click(within(meet).getByRole('button', { name: 'Add to cart' }));
    expect(useCart.getState().offerings[0]?.item).toEqual({
      type: 'meet',
      meetId: 'marina.beach-5k',
      qty: 1,
      formAnswers: { tshirt: 'M', emergency: 'Ravi' },
    });
  });
});
