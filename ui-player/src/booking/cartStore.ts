import type { BookingCart, CartLineItem, OrderCommunication } from '@sports/contracts';
// Not the barrel: the cart store is on every screen, the cart's schemas are not.
import { DEFAULT_COUNTRY_CODE, DEFAULT_ORDER_COMMUNICATION } from '@sports/contracts/bookings/cartDefaults';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { CART_STORAGE_KEY, cartSizeWords, useCartSize } from './cartSize';

/** A slot as the player picked it, with what the slot list showed (the server prices the order itself). */
export interface CartSlot {
  slotId: string;
  spaceId: string;
  spaceName: string;
  fieldId: string;
  fieldName: string;
  listingId: string;
  timeRangeConfigId: string;
  date: string;
  startTime: string;
  endTime: string;
  amount: number;
  symbol: string;
}

/**
 * What a venue sells besides slots (a class's batch, a pack, lockers, a meet, tournament or event
 * entry, a membership plan), as the player chose it: the line in words and the cart item to send,
 * built where it was chosen (offerings/cartItems.ts) so this store, on every screen, stays small.
 */
export interface CartOffering {
  /** Unique in the cart: kind, offering and batch ("class:space.junior:weekday"). */
  key: string;
  spaceId: string;
  spaceName: string;
  kind: 'class' | 'pack' | 'locker' | 'meet' | 'tournament' | 'event' | 'membership';
  /** "Junior Football Coaching". */
  title: string;
  /** "Mon/Wed/Fri 5 pm · Mon, Wed, Fri · 17:00–18:00 · 2 students". */
  detail: string;
  /** What the line costs with tax, as the venue page showed it (the server prices the order). */
  amount: number;
  symbol: string;
  item: CartLineItem;
  /** What the cart can change on this line (absent on memberships and on lines kept before it could). */
  count?: CartLineCount;
}

/**
 * A line's places (`qty`: the price follows, per place) or a team entry's players
 * (`participantCount`: one entry, priced per entry), changeable in the cart from 1 to `max`
 * (offerings/cartItems.ts withCount rebuilds the line).
 */
export interface CartLineCount {
  of: 'qty' | 'team';
  /** "Students", "Tickets", "Players in your team". */
  label: string;
  max: number;
  /** One place's (or the entry's) price with tax, as the venue page showed it. */
  unitAmount: number;
  /** The line's words, `parts[at]` being the count ("2 students", "Team of 6"). */
  parts: string[];
  at: number;
}

/** Spec section 3 Order bookedFor: the player themselves, or someone they book for. */
export interface BookedForForm {
  someoneElse: boolean;
  name: string;
  phone: string;
  email: string;
}

interface CartState {
  slots: CartSlot[];
  offerings: CartOffering[];
  couponCode: string;
  participantCount: number;
  bookedFor: BookedForForm;
  communication: OrderCommunication;
  /** Adds a slot; refused when the cart holds another venue's slots (one order is with one venue). */
  addSlot: (slot: CartSlot) => 'added' | 'other-venue';
  removeSlot: (slotId: string) => void;
  /** Empties the cart and starts it with this slot (the player chose to switch venue). */
  startWith: (slot: CartSlot) => void;
  /** Adds (or replaces, by key) an offering's line; refused when the cart is another venue's. */
  addOffering: (line: CartOffering) => 'added' | 'other-venue';
  removeOffering: (key: string) => void;
  /** Replaces a line in place (its places or team size changed). */
  updateOffering: (line: CartOffering) => void;
  /** Empties the cart and starts it with this line (the player chose to switch venue). */
  startWithOffering: (line: CartOffering) => void;
  setCouponCode: (code: string) => void;
  setParticipantCount: (count: number) => void;
  setBookedFor: (patch: Partial<BookedForForm>) => void;
  setCommunication: (channel: keyof OrderCommunication, on: boolean) => void;
  clear: () => void;
}

const empty = {
  slots: [] as CartSlot[],
  offerings: [] as CartOffering[],
  couponCode: '',
  participantCount: 1,
  bookedFor: { someoneElse: false, name: '', phone: '', email: '' },
  communication: { ...DEFAULT_ORDER_COMMUNICATION },
};

const byTime = (a: CartSlot, b: CartSlot) => `${a.date} ${a.startTime} ${a.fieldId}`.localeCompare(`${b.date} ${b.startTime} ${b.fieldId}`);

/** The booking cart (spec section 3), kept across reloads so a sign-in or an expired hold does not lose it. */
export const useCart = create<CartState>()(
  persist(
    (set, get) => ({
      ...empty,
      addSlot: (slot) => {
        const { slots } = get();
        if (slots.some((s) => s.slotId === slot.slotId)) return 'added';
        const venue = cartVenue(get());
        if (venue && venue.spaceId !== slot.spaceId) return 'other-venue';
        set({ slots: [...slots, slot].sort(byTime) });
        return 'added';
      },
      removeSlot: (slotId) => set((s) => ({ slots: s.slots.filter((x) => x.slotId !== slotId) })),
      startWith: (slot) => set({ slots: [slot], offerings: [], couponCode: '' }),
      addOffering: (line) => {
        const venue = cartVenue(get());
        if (venue && venue.spaceId !== line.spaceId) return 'other-venue';
        set((s) => ({ offerings: [...s.offerings.filter((o) => o.key !== line.key), line] }));
        return 'added';
      },
      removeOffering: (key) => set((s) => ({ offerings: s.offerings.filter((o) => o.key !== key) })),
      updateOffering: (line) => set((s) => ({ offerings: s.offerings.map((o) => (o.key === line.key ? line : o)) })),
      startWithOffering: (line) => set({ slots: [], offerings: [line], couponCode: '' }),
      setCouponCode: (couponCode) => set({ couponCode }),
      setParticipantCount: (participantCount) => set({ participantCount }),
      setBookedFor: (patch) => set((s) => ({ bookedFor: { ...s.bookedFor, ...patch } })),
      setCommunication: (channel, on) => set((s) => ({ communication: { ...s.communication, [channel]: on } })),
      clear: () => set({ ...empty, communication: { ...DEFAULT_ORDER_COMMUNICATION } }),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      // Carts kept before offerings were sold lack `offerings`: the store's empty list stays (a shallow merge).
      partialize: ({ slots, offerings, couponCode, participantCount, bookedFor, communication }) => ({
        slots,
        offerings,
        couponCode,
        participantCount,
        bookedFor,
        communication,
      }),
    },
  ),
);

type CartFields = Pick<CartState, 'slots' | 'couponCode' | 'participantCount' | 'bookedFor' | 'communication'> & {
  offerings?: readonly CartOffering[];
};

/** The venue the cart is with (one order, one venue), from its first line; null when empty. */
export function cartVenue(cart: {
  slots: readonly CartSlot[];
  offerings?: readonly CartOffering[];
}): { spaceId: string; spaceName: string } | null {
  return cart.slots[0] ?? cart.offerings?.[0] ?? null;
}

/** Lines in the cart: slots and offerings. */
export const cartCount = (cart: { slots: readonly CartSlot[]; offerings?: readonly CartOffering[] }): number =>
  cart.slots.length + (cart.offerings?.length ?? 0);

/** "2 slots", or "3 items" once the cart holds more than slots; "" when empty (the cart link's label). */
export const cartCountWords = (cart: { slots: readonly CartSlot[]; offerings?: readonly CartOffering[] }): string =>
  cartSizeWords(sizeOf(cart));

const sizeOf = (cart: { slots: readonly CartSlot[]; offerings?: readonly CartOffering[] }) => ({
  slots: cart.slots.length,
  offerings: cart.offerings?.length ?? 0,
});

// The header's cart link reads the cart's size from ./cartSize, so it need not load this store: keep it in step.
useCartSize.setState(sizeOf(useCart.getState()));
useCart.subscribe((cart) => useCartSize.setState(sizeOf(cart)));

/** The Booking cart payload of spec section 3 for CreateOrder; slotPrice is only what the player saw. */
export function toBookingCart(cart: CartFields): BookingCart {
  const code = cart.couponCode.trim().toUpperCase();
  const { someoneElse, name, phone, email } = cart.bookedFor;
  return {
    // Slots first, then offerings: a refusal's `cartItem.{i}` is found back by that order (useCreateOrder).
    cartItem: [
      ...cart.slots.map(
        (slot): CartLineItem => ({
          type: 'slot',
          fieldId: slot.fieldId,
          listingId: slot.listingId,
          timeRangeConfigId: slot.timeRangeConfigId,
          date: slot.date,
          startTime: slot.startTime,
          endTime: slot.endTime,
          slotPrice: slot.amount,
          participantCount: cart.participantCount,
          qty: 1,
        }),
      ),
      ...(cart.offerings ?? []).map((line) => line.item),
    ],
    associatedItems: [],
    bookingSource: 'web',
    communication: cart.communication,
    ...(code ? { couponCode: code, couponApplied: true } : {}),
    ...(someoneElse
      ? {
          bookedFor: {
            name: name.trim(),
            countryCode: DEFAULT_COUNTRY_CODE,
            ...(phone.trim() ? { phone: phone.replace(/\D/g, '') } : {}),
            ...(email.trim() ? { email: email.trim() } : {}),
          },
        }
      : {}),
  };
}

export const cartTotal = (slots: readonly CartSlot[], offerings: readonly CartOffering[] = []): number =>
  slots.reduce((sum, s) => sum + s.amount, 0) + offerings.reduce((sum, o) => sum + o.amount, 0);
