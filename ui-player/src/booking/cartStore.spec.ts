// @vitest-environment jsdom
import { bookingCartSchema } from '@sports/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { cartCountWords, cartTotal, toBookingCart, useCart, type CartOffering, type CartSlot } from './cartStore';
import { refusedLine } from './useCreateOrder';

const slot = (startTime: string, spaceId = 'marina'): CartSlot => ({
  slotId: `${spaceId}.turf-a.2030-05-04.${startTime.replace(':', '')}`,
  spaceId,
  spaceName: spaceId === 'marina' ? 'Marina Turf Arena' : 'Andheri Courts',
  fieldId: `${spaceId}.turf-a`,
  fieldName: 'Turf A',
  listingId: 'football',
  timeRangeConfigId: 'evening',
  date: '2030-05-04',
  startTime,
  endTime: '19:00',
  amount: 141600,
  symbol: '₹',
});

afterEach(() => {
  useCart.getState().clear();
  localStorage.clear();
});

describe('the booking cart (spec section 3)', () => {
  it('keeps slots in time order and refuses another venue (one order is with one venue)', () => {
    const cart = useCart.getState();
    expect(cart.addSlot(slot('20:00'))).toBe('added');
    expect(cart.addSlot(slot('18:00'))).toBe('added');
    expect(cart.addSlot(slot('18:00', 'andheri'))).toBe('other-venue');
    expect(useCart.getState().slots.map((s) => s.startTime)).toEqual(['18:00', '20:00']);
    useCart.getState().startWith(slot('18:00', 'andheri'));
    expect(useCart.getState().slots.map((s) => s.spaceId)).toEqual(['andheri']);
  });

  it('builds a valid Booking cart: communication whatsapp, email, sms on and circle off by default; coupon upper-cased', () => {
    useCart.getState().addSlot(slot('18:00'));
    useCart.getState().setCouponCode(' weekend20 ');
    const cart = toBookingCart(useCart.getState());
    expect(bookingCartSchema.safeParse(cart).success).toBe(true);
    expect(cart).toMatchObject({
      couponCode: 'WEEKEND20',
      communication: { whatsapp: true, email: true, sms: true, circle: false },
      cartItem: [{ type: 'slot', fieldId: 'marina.turf-a', date: '2030-05-04', startTime: '18:00', participantCount: 1 }],
    });
    expect(cart.bookedFor).toBeUndefined();
  });

  it('books for someone else with country code 91 (spec section 9), digits only', () => {
    useCart.getState().addSlot(slot('18:00'));
    useCart.getState().setBookedFor({ someoneElse: true, name: ' Ravi Kumar ', phone: '98765 43210' });
    useCart.getState().setCommunication('whatsapp', false);
    const cart = toBookingCart(useCart.getState());
    expect(cart.bookedFor).toEqual({ name: 'Ravi Kumar', phone: '9876543210', countryCode: '91' });
    expect(cart.communication?.whatsapp).toBe(false);
    expect(cart.couponCode).toBeUndefined();
  });

  it('holds offerings beside slots at one venue, sends them after the slots, and counts and totals both', () => {
    const line = (key: string, spaceId = 'marina'): CartOffering => ({
      key,
      spaceId,
      spaceName: 'Marina Turf Arena',
      kind: 'class',
      title: 'Junior Football Coaching',
      detail: 'Mon/Wed/Fri 5 pm · 1 student',
      amount: 295000,
      symbol: '₹',
      item: { type: 'class', classId: 'marina.junior', categoryId: 'weekday', qty: 1 },
    });
    const cart = useCart.getState();
    expect(cart.addOffering(line('class:marina.junior:weekday'))).toBe('added');
    expect(cart.addSlot(slot('18:00'))).toBe('added');
    expect(cart.addOffering(line('class:andheri.x:', 'andheri'))).toBe('other-venue');
    // The same key again replaces its line (the player changed the students or answers).
    expect(cart.addOffering({ ...line('class:marina.junior:weekday'), amount: 590000 })).toBe('added');
    const state = useCart.getState();
    expect(state.offerings).toHaveLength(1);
    expect(cartCountWords(state)).toBe('2 items');
    expect(cartTotal(state.slots, state.offerings)).toBe(141600 + 590000);
    const body = toBookingCart(state);
    expect(bookingCartSchema.safeParse(body).success).toBe(true);
    expect(body.cartItem.map((i) => i.type)).toEqual(['slot', 'class']);
    // cartItem.1 is the first offering line; its sub-field is kept for the message.
    expect(
      refusedLine(
        'cartItem.1.formAnswers.tshirt',
        state.slots.map((s) => s.slotId),
        ['class:marina.junior:weekday'],
      ),
    ).toEqual({ offeringKey: 'class:marina.junior:weekday', rest: 'formAnswers.tshirt' });
    expect(
      refusedLine(
        'cartItem.0',
        state.slots.map((s) => s.slotId),
        [],
      ),
    ).toEqual({ slotId: state.slots[0]!.slotId });
    useCart.getState().startWith(slot('18:00', 'andheri'));
    expect(useCart.getState().offerings).toEqual([]);
    useCart.getState().startWithOffering(line('class:andheri.x:', 'andheri'));
    expect(useCart.getState().slots).toEqual([]);
    expect(cartCountWords(useCart.getState())).toBe('1 item');
  });
});
