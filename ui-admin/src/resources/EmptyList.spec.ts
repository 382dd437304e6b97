// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../test/app';
import { fakeApi, listReply, type Call } from '../test/fakeApi';
import { signedInAsManager, signedInWith } from '../test/tokens';

setupAppHarness();

/** Every list answers empty. */
const nothing = (call: Call) =>
  call.method === 'GET' && /^\/admin-api\/\w+\?/.test(call.path) ? listReply(call.path.slice(11).split('?')[0]!, []) : undefined;

describe('a list with nothing in it yet', () => {
  it('says what it holds and offers Create to a manager, not react-admin’s “Do you want to add one?”', async () => {
    signedInAsManager();
    fakeApi(nothing);
    renderAt('/admin/coupons');
    await screen.findByText('No coupons yet.', undefined, { timeout: 30_000 });
    expect(screen.getByText('Create a coupon to give players a discount at checkout.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Create' }).length).toBeGreaterThan(0);
    expect(screen.queryByText(/Do you want to add one/)).toBeNull();
  }, 60_000);

  it('offers staff, who may not create, no Create button', async () => {
    signedInWith({ userId: 'demo-staff-meera', name: 'Meera Pillai', role: 'org_staff', scopeIds: ['org-marina-sports'] });
    fakeApi(nothing);
    renderAt('/admin/settlements');
    await screen.findByText('No payout settlements yet.', undefined, { timeout: 30_000 });
    expect(screen.getByText('When your share is paid out to your bank account, the transfer is listed here.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  }, 60_000);
});
