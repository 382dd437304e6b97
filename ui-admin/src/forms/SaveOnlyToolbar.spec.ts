// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../test/app';
import { fakeApi, listReply, on, type Call } from '../test/fakeApi';
import { signedInAsManager } from '../test/tokens';

setupAppHarness();

const coupon = {
  id: 'SPIN100',
  code: 'SPIN100',
  orgId: 'org-marina-sports',
  description: '₹100 off',
  couponType: 'spinWheel',
  campaignId: null,
  discountType: 'flat',
  amountorper: 10_000,
  maxDiscountAmount: null,
  minimumAmountToApply: 0,
  usageLimit: 10,
  usageLimitPerUser: 1,
  from: '2026-10-30T00:00:00.000Z',
  to: '2027-01-26T00:00:00.000Z',
  status: 'active',
  privacy: 'public',
  cities: [],
  services: [],
  updated: '2026-10-30T10:00:00.000Z',
};
const organisations = (call: Call) =>
  call.method === 'GET' && call.path.startsWith('/admin-api/organisations?')
    ? listReply('organisations', [{ id: 'org-marina-sports', name: 'Marina Sports' }])
    : undefined;

describe('edit forms of records the admin API cannot delete', () => {
  it('offers Save and no Delete on a coupon (DELETE /admin-api/coupons/{id} is a 405, so the bin could only fail)', async () => {
    signedInAsManager();
    fakeApi(on('GET', '/admin-api/coupons/SPIN100', { body: coupon }), organisations);
    renderAt('/admin/coupons/SPIN100');
    // The whole back office's first render at a deep link: on a loaded machine it alone took over 10 s.
    expect(await screen.findByRole('button', { name: 'Save' }, { timeout: 25_000 })).toBeTruthy();
    expect(await screen.findByDisplayValue('SPIN100')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });
});
