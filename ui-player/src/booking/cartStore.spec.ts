// @vitest-environment jsdom
import { bookingCartSchema } from '@sports/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { toBookingCart, useCart, type CartSlot } from './cartStore';

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
});
