// @vitest-environment jsdom
import type { CouponDocument } from '@sports/contracts';
import { cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, listReply, on, type Call } from '../../test/fakeApi';
import { signedInAsManager } from '../../test/tokens';

setupAppHarness();

const coupon = (code: string, couponType: string, status: string): CouponDocument => ({
  id: code,
  code,
  orgId: 'org-marina-sports',
  description: `${code} off`,
  couponType,
  campaignId: null,
  discountType: 'flat',
  amountorper: 100,
  maxDiscountAmount: null,
  minimumAmountToApply: 0,
  usageLimit: 10,
  usageLimitPerUser: 1,
  from: '2026-10-30',
  to: '2027-01-26',
  status,
  privacy: 'public',
  cities: [],
  services: [],
  updated: '2026-10-30T10:00:00.000Z',
});

const couponsApi = (call: Call) =>
  call.method === 'GET' && call.path.startsWith('/admin-api/coupons?')
    ? listReply('coupons', [coupon('SPIN100', 'spinWheel', 'active'), coupon('OLD10', 'general', 'inactive')])
    : undefined;

describe('the coupons list', () => {
  it('says status and type in words, never the codes (active, spinWheel)', async () => {
    signedInAsManager();
    fakeApi(couponsApi);
    renderAt('/admin/coupons');
    const table = await screen.findByRole('table', undefined, { timeout: 10_000 });
    const spin = (await within(table).findByText('SPIN100')).closest('tr')!;
    expect(within(spin).getByText('Active')).toBeTruthy();
    expect(within(spin).getByText('Spin wheel')).toBeTruthy();
    expect(within(table).getByText('Inactive')).toBeTruthy();
    for (const code of ['active', 'spinWheel', 'inactive', 'general']) expect(within(table).queryByText(code)).toBeNull();
  });
});

describe('one coupon', () => {
  it('names the services it is for in words ("Slot, Class"), or says it is for every service', async () => {
    signedInAsManager();
    fakeApi(
      on('GET', '/admin-api/coupons/WEEKEND20', { body: { ...coupon('WEEKEND20', 'general', 'active'), services: ['slot', 'class'] } }),
      on('GET', '/admin-api/coupons/ANY10', { body: coupon('ANY10', 'general', 'active') }),
      (call) => (call.path.startsWith('/admin-api/organisations?') ? listReply('organisations', []) : undefined),
    );
    renderAt('/admin/coupons/WEEKEND20/show');
    await screen.findByText('Slot, Class', undefined, { timeout: 10_000 });
    expect(screen.queryByText('slot')).toBeNull();
    cleanup();
    renderAt('/admin/coupons/ANY10/show');
    await screen.findByText('Every service', undefined, { timeout: 10_000 });
  });
});

describe('a coupon’s form', () => {
  it('says the discount and the minimum are before tax (docs/adr/0143-discounts-before-tax.md)', async () => {
    signedInAsManager();
    fakeApi(on('GET', '/admin-api/coupons/WEEKEND20', { body: coupon('WEEKEND20', 'general', 'active') }), (call) =>
      call.path.startsWith('/admin-api/organisations?') ? listReply('organisations', []) : undefined,
    );
    renderAt('/admin/coupons/WEEKEND20');
    const discount = await screen.findByLabelText(/Discount \(₹\)/, undefined, { timeout: 10_000 });
    expect(document.getElementById(discount.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Off the price before tax; GST is charged on what is left',
    );
    const minimum = screen.getByLabelText(/Minimum order \(₹\)/);
    expect(document.getElementById(minimum.getAttribute('aria-describedby')!)?.textContent).toBe("The order's value before tax");
  });
});
