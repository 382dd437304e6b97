// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from './test/app';
import { dashboardReply } from './test/dashboardFixture';
import { fakeApi, on, type Call } from './test/fakeApi';
import { SESSION_KEY, resetSessionForTests } from './auth/session';
import { accessToken, signedInAsManager } from './test/tokens';

setupAppHarness();

const whatsappLogin = '/api/auth/account/phone/login';
const demoAccounts = on('GET', '/api/dev/demo-accounts', {
  body: [
    { userId: 'demo-player-priya', name: 'Priya Sharma', role: 'player', phone: '+919800000001' },
    { userId: 'demo-manager-vikram', name: 'Vikram Rao', role: 'org_manager', phone: '+919800000006' },
  ],
});
const outbox = on('GET', '/api/dev/outbox?to=9800000006&countryCode=91', {
  body: [
    {
      to: '+919800000006',
      channel: 'whatsapp',
      text: '482913 is your sign-in code. It expires in 10 minutes.',
      sentAt: '2030-01-01T00:00:00Z',
    },
  ],
});
const login = (token: string) => (call: Call) => {
  if (call.method !== 'POST' || call.path !== whatsappLogin) return undefined;
  return (call.body as { code?: string }).code === undefined
    ? { body: { status: 'code_sent', channel: 'whatsapp', to: '+91••••••0006', expiresInSeconds: 600 } }
    : { body: { status: 'signed_in', userId: 'demo-manager-vikram', isNewUser: false, accessToken: token, refreshToken: 'ref-1' } };
};

describe('back office sign-in', () => {
  it('asks a signed-out visitor to sign in, without calling the admin API', async () => {
    const calls = fakeApi(demoAccounts);
    // App.tsx sends a visitor with no session to sign-in first: the layout, its menu and their canAccess checks never render.
    let layoutShown = false;
    const watch = new MutationObserver(() => {
      layoutShown ||= document.querySelector('.RaLayout-root, [role="menuitem"]') !== null;
    });
    watch.observe(document.body, { childList: true, subtree: true });
    renderAt('/admin');
    // The first render of the sign-in page in jsdom takes a few seconds on a busy machine (it took 10-18 s behind the layout).
    await screen.findByRole('heading', { name: 'Back office sign-in' }, { timeout: 10_000 });
    watch.disconnect();
    expect(layoutShown).toBe(false);
    expect(window.location.pathname).toBe('/admin/login');
    // Only the accounts that can open the back office are offered.
    await screen.findByRole('button', { name: 'Vikram Rao' }, { timeout: 5_000 });
    expect(screen.queryByRole('button', { name: 'Priya Sharma' })).toBeNull();
    expect(calls.some((c) => c.path.startsWith('/admin-api'))).toBe(false);
  }, 30_000);

  it('signs a demo manager in with the code from the dev outbox, then shows the dashboard with the bearer token', async () => {
    const token = accessToken();
    const calls = fakeApi(demoAccounts, outbox, login(token), on('GET', '/admin-api/dashboard?days=14', { body: dashboardReply() }));
    renderAt('/admin/login');
    fireEvent.click(await screen.findByRole('button', { name: 'Vikram Rao' }, { timeout: 10_000 }));
    expect(screen.getByLabelText('Phone number')).toHaveProperty('value', '9800000006');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText(/We sent a 6-digit code by WhatsApp to \+91••••••0006/);
    fireEvent.click(screen.getByRole('button', { name: 'Show code from dev outbox' }));
    await waitFor(() => expect(screen.getByLabelText('Code')).toHaveProperty('value', '482913'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByText('Active players', undefined, { timeout: 10_000 });
    expect(await screen.findByText('37')).toBeTruthy();
    expect(calls.filter((c) => c.path === whatsappLogin).map((c) => c.body)).toEqual([
      { phoneNumber: '9800000006', countryCode: '91' },
      { phoneNumber: '9800000006', countryCode: '91', code: '482913' },
    ]);
    expect(calls.find((c) => c.path.startsWith('/admin-api/dashboard'))?.authorization).toBe(`Bearer ${token}`);
  });

  it('checks the number before asking the server for a code', async () => {
    const calls = fakeApi();
    renderAt('/admin/login');
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter a valid phone number.');
    expect(calls.some((c) => c.path === whatsappLogin)).toBe(false);
    // No dev endpoints (production): no demo accounts, no outbox button.
    expect(screen.queryByText('Demo accounts')).toBeNull();
  });
});

describe('back office when signed in', () => {
  it('lists the resources a manager may see in the menu (games at their venues too; users and listings are for platform operators) and keeps the system page', async () => {
    signedInAsManager();
    fakeApi(
      on('GET', '/admin-api/dashboard?days=14', { body: dashboardReply() }),
      on('GET', '/health', { body: { status: 'ok', position: '42', projections: { games: '41' } } }),
    );
    renderAt('/admin');
    await screen.findByText('Active players', undefined, { timeout: 10_000 });
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toContain('Orders'));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Dashboard',
      'Find anyone',
      'Orders',
      'Payouts',
      'Payout settlements',
      'Coupons',
      'Spin wheels',
      'Venues',
      'Classes',
      'Batches',
      'Sessions',
      'Students',
      'Attendance',
      'Packs',
      'Lockers',
      'Meets',
      'Tournaments',
      'Events',
      'Disputes',
      'Chat reports',
      'Games',
      'Members',
      'Instructors',
      'Resources',
      'Sales campaigns',
      'Enquiries',
      'Partners',
      'Plans',
      'Subscriptions',
      'Stories',
      'Polls',
      'Quizzes',
      'Comments',
      'Replies',
      'Organisations',
      'Access accounts',
      'Transactions',
      'Ratings',
      'System',
    ]);
    // The long menu reads in sections, headed where each one starts.
    for (const section of ['Bookings & finance', 'Catalogue', 'Players & games', 'People & equipment', 'Sales', 'Community'])
      expect(screen.getByText(section)).toBeTruthy();
    fireEvent.click(screen.getByRole('menuitem', { name: /System/ }));
    // The system page is loaded on first visit (App.tsx): in a test run, that is when its modules are transformed (seconds on a busy machine).
    const table = await screen.findByRole('table', { name: 'Projections' }, { timeout: 45_000 });
    expect(within(table).getByText('41')).toBeTruthy();
    expect(window.location.pathname).toBe('/admin/system');
  }, 90_000);

  it('signs out from the user menu to the sign-in page, once (requireAuth with our router does not loop)', async () => {
    signedInAsManager();
    fakeApi(on('GET', '/admin-api/dashboard?days=14', { body: dashboardReply() }));
    renderAt('/admin');
    await screen.findByText('Active players', undefined, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('button', { name: 'Profile' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Logout' }, { timeout: 10_000 }));
    await screen.findByRole('heading', { name: 'Back office sign-in' }, { timeout: 10_000 });
    expect(window.location.pathname).toBe('/admin/login');
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    // Still there a moment later: no redirect back and forth.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(window.location.pathname).toBe('/admin/login');
    expect(screen.getByRole('heading', { name: 'Back office sign-in' })).toBeTruthy();
  }, 30_000);

  it('shows platform operators the platform-wide resources too: games, users and listings', async () => {
    resetSessionForTests();
    localStorage.setItem(
      SESSION_KEY,
      JSON.stringify({ accessToken: accessToken({ userId: 'ops', name: 'Ops', role: 'admin', scopeIds: [] }), refreshToken: 'ref-ops' }),
    );
    fakeApi(on('GET', '/admin-api/dashboard?days=14', { body: dashboardReply() }));
    renderAt('/admin');
    await screen.findByText('Active players', undefined, { timeout: 10_000 });
    await waitFor(() => expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toContain('Games'));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items.slice(items.indexOf('Disputes'), items.indexOf('Disputes') + 6)).toEqual([
      'Disputes',
      'Chat reports',
      'Games',
      'Users',
      'Listings',
      'Members',
    ]);
    expect(items.at(-1)).toBe('System');
  });
});
