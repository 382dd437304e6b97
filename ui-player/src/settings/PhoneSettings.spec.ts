// @vitest-environment jsdom
import { configure, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { myProfile, reputationView } from '../profile/profileFixtures';
import { on, renderAt, setupAppHarness } from '../test/app';
import { fakeApi } from '../test/fakeApi';
import { signedInAsAsha } from '../test/tokens';
import { loadPendingChange } from './pendingPhoneChange';
import { shownPhone } from './shownPhone';

setupAppHarness();
// The machine is shared: give the app's fetches and renders more than the default second.
configure({ asyncUtilTimeout: 5000 });

const OTP = '/api/vm/users/me/phone/otp';
const CHANGE = '/api/vm/users/me/phone';
const me = on('GET', '/api/user/', { body: { data: myProfile({ phone: '+919800000001' }) } });
const refusal = (status: number, code: string, field: string, detail = code) => ({
  status,
  body: { type: 'about:blank', title: code, status, code, detail, field },
});
const sent = on('POST', OTP, { body: { status: 'code_sent', channel: 'sms', to: '+91••••••0002', expiresInSeconds: 600 } });

/** Types the new number and sends the code; resolves once the code field shows. */
const sendCodeTo = async (national: string) => {
  fireEvent.change(await screen.findByLabelText('New phone number'), { target: { value: national } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
};

describe('phone number words', () => {
  it('groups an Indian number as people write it, and says when there is none', () => {
    expect(shownPhone('+919812340088')).toBe('+91 98123 40088');
    expect(shownPhone('+447700900123')).toBe('+447700900123');
    expect(shownPhone(null)).toBe('No number yet');
  });
});

describe('changing the phone number', () => {
  it('shows the current number, refuses a number that is not one beside its field without asking the server', async () => {
    signedInAsAsha();
    const calls = fakeApi(me, sent);
    renderAt('/settings/phone');
    expect((await screen.findByTestId('current-phone')).textContent).toBe('+91 98000 00001');
    await sendCodeTo('12345');
    const field = screen.getByLabelText('New phone number');
    expect((await screen.findByRole('alert')).textContent).toBe('Enter your 10-digit mobile number, such as 98765 43210.');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    await sendCodeTo('98000 00001');
    expect((await screen.findByRole('alert')).textContent).toBe('This is already your number. Enter the new one.');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says beside the number when another account has it', async () => {
    signedInAsAsha();
    fakeApi(me, on('POST', OTP, refusal(409, 'PHONE_TAKEN', 'phone')));
    renderAt('/settings/phone');
    await sendCodeTo('98000 00002');
    expect((await screen.findByRole('alert')).textContent).toBe('Another account signs in with this number. Enter a number of your own.');
    expect(screen.getByLabelText('New phone number').getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
  });

  it('sends the code, says a wrong one beside the code field, and moves the number with a toast', async () => {
    signedInAsAsha();
    let wrong = true;
    let phone = '+919800000001';
    // What the profile reads once the screen has gone back to it.
    const profileApi = [
      (call: { method: string; path: string }) =>
        call.method === 'GET' && call.path === '/api/user/'
          ? { body: { data: myProfile({ phone, profile: { locations: [], choices: [], addresses: [] } }) } }
          : undefined,
      on('GET', '/api/vm/activities/review/my_activities/u1?statusList=past&daysBack=10', { body: { data: [] } }),
      on('GET', '/api/vm/activities/my/0/90?statusList=past', {
        body: { data: { activities: [], nextUrl: null, counts: { total: 0 }, stopLoading: true } },
      }),
      on('GET', '/api/vm/users/u1/reputation', { body: { data: reputationView() } }),
    ];
    const calls = fakeApi(...profileApi, sent, (call) => {
      if (call.method !== 'POST' || call.path !== CHANGE) return undefined;
      if (wrong) return refusal(400, 'VERIFICATION_CODE_INVALID', 'code', 'That code is not right; 4 tries left');
      phone = '+919800000002';
      return { body: { message: 'success', data: { userId: 'u1', phone, previousPhone: '+919800000001' } } };
    });
    renderAt('/settings/phone');
    await sendCodeTo('98000 00002');
    expect(await screen.findByText('We sent a 6-digit code by SMS to +91••••••0002. It is valid for 10 minutes.')).toBeTruthy();
    const code = screen.getByLabelText('Code');
    expect([code.getAttribute('inputmode'), code.getAttribute('autocomplete')]).toEqual(['numeric', 'one-time-code']);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. Check it and try again.');
    expect(code.getAttribute('aria-invalid')).toBe('true');
    wrong = false;
    fireEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(await screen.findByText('Your number is now +91 98000 00002')).toBeTruthy();
    // Back on the profile, which shows the new number.
    expect(await screen.findByText('Phone +91 98000 00002')).toBeTruthy();
    expect(calls.find((c) => c.path === OTP)?.body).toEqual({ phone: '98000 00002', countryCode: '91' });
    expect(calls.filter((c) => c.path === CHANGE).at(-1)?.body).toEqual({ phone: '98000 00002', countryCode: '91', code: '123456' });
  });

  it('keeps the code step when the player leaves and comes back, until the code lapses', async () => {
    signedInAsAsha();
    fakeApi(me, sent);
    const first = renderAt('/settings/phone');
    await sendCodeTo('98000 00002');
    await screen.findByLabelText('Code');
    first.unmount();
    // Back a moment later (the SMS read in another app): still on the code step, for the same number.
    renderAt('/settings/phone');
    expect(await screen.findByText(/We sent a 6-digit code by SMS to \+91••••••0002\. It is valid for (10|9) minutes\./)).toBeTruthy();
    expect(screen.getByLabelText('Code')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit number' }));
    expect(await screen.findByLabelText('New phone number')).toBeTruthy();
    expect(loadPendingChange('u1', Date.now())).toBeNull();
  });

  it('asks a signed-out visitor to sign in', async () => {
    fakeApi();
    renderAt('/settings/phone');
    expect(await screen.findByRole('heading', { name: 'Sign in to change your phone number' })).toBeTruthy();
  });
});
