// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, cartSizeCount, cartSizeWords, type CartSize } from './cartSize';

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

/** A fresh page: the modules read storage as they load. */
const load = async () => (vi.resetModules(), { size: await import('./cartSize'), cart: await import('./cartStore') });

describe("the cart's size on every screen (docs/adr/0075-first-screen-budget.md)", () => {
  it('reads a kept cart from storage without the cart store, and treats a bad entry as empty', async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ state: { slots: [{}, {}], offerings: [{}] }, version: 1 }));
    vi.resetModules();
    const { useCartSize } = await import('./cartSize');
    expect(useCartSize.getState()).toEqual({ slots: 2, offerings: 1 });
    vi.resetModules();
    localStorage.setItem(CART_STORAGE_KEY, '{not json');
    expect((await import('./cartSize')).useCartSize.getState()).toEqual({ slots: 0, offerings: 0 });
  });

  it('follows the cart store once a booking page loads it', async () => {
    const { size, cart } = await load();
    expect(size.useCartSize.getState()).toEqual({ slots: 0, offerings: 0 });
    cart.useCart.setState({ slots: [{ slotId: 'a' } as never, { slotId: 'b' } as never] });
    expect(size.useCartSize.getState()).toEqual({ slots: 2, offerings: 0 });
    cart.useCart.getState().clear();
    expect(size.useCartSize.getState()).toEqual({ slots: 0, offerings: 0 });
  });

  it('words the count as the cart link says it', () => {
    const words = (size: CartSize) => [cartSizeCount(size), cartSizeWords(size)];
    expect(words({ slots: 0, offerings: 0 })).toEqual([0, '']);
    expect(words({ slots: 1, offerings: 0 })).toEqual([1, '1 slot']);
    expect(words({ slots: 2, offerings: 1 })).toEqual([3, '3 items']);
  });
});
