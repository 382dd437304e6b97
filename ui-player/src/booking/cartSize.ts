import { create } from 'zustand';

/** Where the cart store (./cartStore, zustand persist) keeps the cart. */
export const CART_STORAGE_KEY = 'sports.booking-cart';

/** How many lines the cart holds: all the header and the booking links need of it. */
export interface CartSize {
  slots: number;
  offerings: number;
}

const EMPTY: CartSize = { slots: 0, offerings: 0 };

/** The kept cart's size, read straight from storage: a bad or missing entry is an empty cart, as the store itself treats it. */
function storedSize(): CartSize {
  if (typeof localStorage === 'undefined') return EMPTY;
  try {
    const state = (
      JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? 'null') as { state?: { slots?: unknown[]; offerings?: unknown[] } } | null
    )?.state;
    return {
      slots: Array.isArray(state?.slots) ? state.slots.length : 0,
      offerings: Array.isArray(state?.offerings) ? state.offerings.length : 0,
    };
  } catch {
    return EMPTY;
  }
}

/**
 * The cart's size for the header's cart link and the booking links, which are on every screen: the
 * cart store (its persistence, its rules and the booking dates) loads with the booking pages instead,
 * and keeps this in step once loaded (150 KB budget, docs/adr/0075-first-screen-budget.md).
 */
export const useCartSize = create<CartSize>()(storedSize);

export const cartSizeCount = (size: CartSize): number => size.slots + size.offerings;

/** "2 slots", or "3 items" once the cart holds more than slots; "" when empty (the cart link's label). */
export function cartSizeWords(size: CartSize): string {
  const count = cartSizeCount(size);
  if (count === 0) return '';
  const noun = size.offerings ? 'item' : 'slot';
  return `${count} ${noun}${count === 1 ? '' : 's'}`;
}
