// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { devApi, listApi, on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi, problem, type Call } from '../test/fakeApi';
import { accessToken, signedInAsAsha } from '../test/tokens';
import { useSession } from './store';

setupAppHarness();

const smsLogin = '/api/auth/account/sms/login';
const whatsappLogin = '/api/auth/account/phone/login';
const codeSent = (channel: 'sms' | 'whatsapp') => ({ body: { status: 'code_sent', channel, to: '+91••••••0001', expiresInSeconds: 600 } });
const signedIn = (token: string) => ({
  body: { status: 'signed_in', userId: 'u1', isNewUser: false, accessToken: token, refreshToken: 'ref-1' },
});

/** The login endpoint: sends a code when none is given, otherwise answers `withCode`. */
const loginAt =
  (path: string, channel: 'sms' | 'whatsapp', withCode: (code: string) => { status?: number; body: unknown }) => (call: Call) => {
    if (call.method !== 'POST' || call.path !== path) return undefined;
    const { code } = call.body as { code?: string };
    return code === undefined ? codeSent(channel) : withCode(code);
  };

async function askForCode(phone = '98000 00001') {
  fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: phone } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText(/We sent a 6-digit code/);
}

describe('signing in with a one-time code', () => {
  it('sends a code by SMS, signs in with it, stores the tokens and goes back', async () => {
    const token = accessToken();
    const calls = fakeApi(
      loginAt(smsLogin, 'sms', () => signedIn(token)),
      ...listApi,
    );
    renderAt('/');
    fireEvent.click(await screen.findByRole('link', { name: 'Sign in' }));
    expect(await screen.findByLabelText<HTMLInputElement>('Country code')).toHaveProperty('value', '91');
    fireEvent.click(screen.getByRole('radio', { name: 'SMS' }));
    await askForCode();
    expect(screen.getByText(/We sent a 6-digit code/).textContent).toContain('by SMS to +91••••••0001');
    expect(screen.getByRole('button', { name: 'Resend code' })).toHaveProperty('disabled', true);
    // The countdown sits with its button on one line that never wraps (at 375 px it fell onto a line of its own).
    const resend = screen.getByRole('button', { name: 'Resend code' });
    const countdown = screen.getByText(/^available in \d+ s$/);
    expect(countdown.textContent).toMatch(/\d\u00a0s$/);
    expect(countdown.parentElement).toBe(resend.parentElement);
    expect(getComputedStyle(resend.parentElement!).whiteSpace).toBe('nowrap');

    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await screen.findByText('Morning Football');
    expect(screen.getByText('Asha Player')).toBeTruthy();
    const logins = calls.filter((c) => c.path === smsLogin).map((c) => c.body);
    expect(logins).toEqual([
      { phoneNumber: '98000 00001', countryCode: '91' },
      { phoneNumber: '98000 00001', countryCode: '91', code: '123456' },
    ]);
    expect(JSON.parse(localStorage.getItem('sports.session')!).state).toMatchObject({ accessToken: token, refreshToken: 'ref-1' });
  });

  it("a new player's sign-in check waits for their own registration, so the profile bar comes with the first page", async () => {
    // The read model lags the log: without x-read-after naming the sign-up, the player is not found yet (spec section 3 "check user").
    const check = (call: Call) => {
      if (call.path !== '/api/user/u1/check') return undefined;
      const found = call.headers.get('x-read-after') === '41';
      return { body: { data: { exists: found, isProfileCompleted: false } } };
    };
    const calls = fakeApi(
      loginAt(smsLogin, 'sms', () => ({ ...signedIn(accessToken()), headers: { 'x-log-position': '41' } })),
      check,
      ...listApi,
    );
    renderAt('/sign-in');
    fireEvent.click(await screen.findByRole('radio', { name: 'SMS' }));
    await askForCode();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    const bar = await screen.findByRole('region', { name: 'Profile' });
    expect(within(bar).getByRole('link', { name: 'Complete profile' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/user/u1/check').map((c) => c.headers.get('x-read-after'))).toEqual(['41']);
  });

  it('says in plain words why a code was refused, and stays signed out', async () => {
    fakeApi(loginAt(whatsappLogin, 'whatsapp', () => problem(401, 'OTP_INVALID', 'That code is not right; 4 tries left')));
    renderAt('/sign-in');
    await askForCode();
    fireEvent.change(screen.getByLabelText('Code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right; 4 tries left');
    expect(useSession.getState().accessToken).toBeNull();
  });

  it('checks the number before asking the server', async () => {
    const calls = fakeApi();
    renderAt('/sign-in');
    fireEvent.change(await screen.findByLabelText('Phone number'), { target: { value: '12ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your 10-digit mobile number, such as 98765 43210.');
    // The phone field is marked and focused.
    expect(screen.getByLabelText('Phone number').getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Phone number')));
    expect(calls.some((c) => c.path === whatsappLogin)).toBe(false);
  });
});

describe('development helpers', () => {
  it('fill a demo account’s number and the code from the dev outbox', async () => {
    const outbox = {
      body: [
        {
          to: '+919800000001',
          channel: 'whatsapp',
          text: '482913 is your sign-in code. It expires in 10 minutes.',
          sentAt: '2030-01-01T00:00:00Z',
        },
      ],
    };
    const calls = fakeApi(
      ...devApi,
      on('GET', '/api/dev/outbox?to=9800000001&countryCode=91', outbox),
      loginAt(whatsappLogin, 'whatsapp', () => signedIn(accessToken())),
      ...listApi,
    );
    renderAt('/sign-in');
    fireEvent.click(await screen.findByRole('button', { name: 'Asha Player' }));
    expect(screen.getByLabelText('Phone number')).toHaveProperty('value', '9800000001');
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Show code from dev outbox' }));
    await waitFor(() => expect(screen.getByLabelText('Code')).toHaveProperty('value', '482913'));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await screen.findByText('Morning Football');
    expect(useSession.getState().user?.name).toBe('Asha Player');
    expect(calls.find((c) => c.body && (c.body as { code?: string }).code)?.body).toMatchObject({
      phoneNumber: '9800000001',
      code: '482913',
    });
  });

  it('are hidden when the server has no demo accounts (production)', async () => {
    const calls = fakeApi(loginAt(whatsappLogin, 'whatsapp', () => signedIn(accessToken())));
    renderAt('/sign-in');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/dev/demo-accounts')).toBe(true));
    await askForCode();
    expect(screen.queryByText('Demo accounts')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show code from dev outbox' })).toBeNull();
  });
});

describe('signing out', () => {
  it('asks first; Cancel keeps the session and sends nothing', async () => {
    signedInAsAsha({ refreshToken: 'ref-kept' });
    const calls = fakeApi(...listApi, on('POST', '/api/auth/logout', { body: { signedOut: true } }));
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Sign out?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.path === '/api/auth/logout')).toBe(false);
    expect(useSession.getState().user).not.toBeNull();
  });

  it("ends the session on the server once confirmed, with the user's access token, then forgets it", async () => {
    const token = signedInAsAsha({ refreshToken: 'ref-out' });
    const calls = fakeApi(...listApi, on('POST', '/api/auth/logout', { body: { signedOut: true } }));
    renderAt('/');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Sign out?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Sign out' }));
    await screen.findByRole('link', { name: 'Sign in' });
    const logout = calls.find((c) => c.path === '/api/auth/logout');
    expect(logout?.body).toEqual({ refreshToken: 'ref-out' });
    // docs/security.md "Logout ends only the caller's own session": the server refuses it without the access token.
    expect(logout?.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(useSession.getState()).toMatchObject({ user: null, accessToken: null, refreshToken: null });
  });
});
