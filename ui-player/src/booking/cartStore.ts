import type { BookingCart, OrderCommunication } from '@sports/contracts';
// Not the barrel: the cart store is on every screen, the cart's schemas are not (issue 18 item 13).
import { DEFAULT_COUNTRY_CODE, DEFAULT_ORDER_COMMUNICATION } from '@sports/contracts/bookings/cartDefaults';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

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

/** Spec section 3 Order bookedFor: the player themselves, or someone they book for. */
export interface BookedForForm {
  someoneElse: boolean;
  name: string;
  phone: string;
  email: string;
}

interface CartState {
  slots: CartSlot[];
  couponCode: string;
  participantCount: number;
  bookedFor: BookedForForm;
  communication: OrderCommunication;
  /** Adds a slot; refused when the cart holds another venue's slots (one order is with one venue). */
  addSlot: (slot: CartSlot) => 'added' | 'other-venue';
  removeSlot: (slotId: string) => void;
  /** Empties the cart and starts it with this slot (the player chose to switch venue). */
  startWith: (slot: CartSlot) => void;
  setCouponCode: (code: string) => void;
  setParticipantCount: (count: number) => void;
  setBookedFor: (patch: Partial<BookedForForm>) => void;
  setCommunication: (channel: keyof OrderCommunication, on: boolean) => void;
  clear: () => void;
}

const empty = {
  slots: [] as CartSlot[],
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
        if (slots.length > 0 && slots[0]!.spaceId !== slot.spaceId) return 'other-venue';
        set({ slots: [...slots, slot].sort(byTime) });
        return 'added';
      },
      removeSlot: (slotId) => set((s) => ({ slots: s.slots.filter((x) => x.slotId !== slotId) })),
      startWith: (slot) => set({ slots: [slot], couponCode: '' }),
      setCouponCode: (couponCode) => set({ couponCode }),
      setParticipantCount: (participantCount) => set({ participantCount }),
      setBookedFor: (patch) => set((s) => ({ bookedFor: { ...s.bookedFor, ...patch } })),
      setCommunication: (channel, on) => set((s) => ({ communication: { ...s.communication, [channel]: on } })),
      clear: () => set({ ...empty, communication: { ...DEFAULT_ORDER_COMMUNICATION } }),
    }),
    {
      name: 'sports.booking-cart',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ slots, couponCode, participantCount, bookedFor, communication }) => ({ slots, couponCode, participantCount, bookedFor, communication }),
    },
  ),
);

type CartFields = Pick<CartState, 'slots' | 'couponCode' | 'participantCount' | 'bookedFor' | 'communication'>;

/** The Booking cart payload of spec section 3 for CreateOrder; slotPrice is only what the player saw. */
export function toBookingCart(cart: CartFields): BookingCart {
  const code = cart.couponCode.trim().toUpperCase();
  const { someoneElse, name, phone, email } = cart.bookedFor;
  return {
    cartItem: cart.slots.map((slot) => ({
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
    })),
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

export const cartTotal = (slots: readonly CartSlot[]): number => slots.reduce((sum, s) => sum + s.amount, 0);
