// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { createElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BookingDetailsForm } from './BookingDetailsForm';
import { useCart } from './cartStore';
import { TestGatewayPanel } from './TestGatewayPanel';
import { timing } from './testFixtures';

afterEach(() => {
  cleanup();
  useCart.getState().clear();
});

/** Every radio and checkbox in what was rendered: each inside its label, the label at least 44 px tall. */
const choiceTargets = () =>
  [...document.querySelectorAll<HTMLInputElement>('input[type="radio"], input[type="checkbox"]')].map((input) => {
    const label = input.closest('label');
    return { name: label?.textContent, minHeight: label ? getComputedStyle(label).minHeight : 'no label' };
  });

/**
 * UX review at 375 px: the cart's and checkout's choices were 23 px tall, the words and a 13 px box;
 * a thumb has to hit the whole choice, 44 px tall (docs/adr/0094-phone-walk-ergonomics.md).
 */
describe("the cart's and checkout's choices as tap targets", () => {
  it('makes "Booking for" and "Send booking messages by" choices 44 px tall, the input inside its label', () => {
    useCart.getState().addSlot({ ...timing('18:00'), spaceId: 'marina', spaceName: 'Marina Turf Arena', listingId: 'football' });
    render(createElement(BookingDetailsForm));
    expect(choiceTargets()).toEqual(['Myself', 'Someone else', 'WhatsApp', 'SMS'].map((name) => ({ name, minHeight: '44px' })));
  });

  it("makes the test gateway's outcomes on the checkout 44 px tall too", () => {
    render(createElement(TestGatewayPanel, { total: 123600, symbol: '₹', disabled: false, onPay: () => undefined }));
    expect(choiceTargets()).toEqual(
      ['Payment succeeds', 'Card declined', 'Gateway never answers'].map((name) => ({ name, minHeight: '44px' })),
    );
  });
});
