import { accountsApi, devApi, type DemoAccount, type OutboxMessage } from '@sports/contracts';
import { ApiError, requestJson } from '../api/http';
import type { TokenPair } from './store';

export type CodeChannel = 'whatsapp' | 'sms';
export interface PhoneInput {
  phoneNumber: string;
  countryCode: string;
}

const loginRoutes = { whatsapp: accountsApi.loginWithWhatsapp, sms: accountsApi.loginWithSms } as const;

const login = (channel: CodeChannel, body: PhoneInput & { code?: string }) =>
  requestJson(loginRoutes[channel].path, loginRoutes[channel].response, { method: 'POST', body });

/** Asks the server to send a one-time code to the number over WhatsApp or SMS. */
export async function sendCode(channel: CodeChannel, phone: PhoneInput) {
  const reply = await login(channel, phone);
  if (reply.status !== 'code_sent') throw new Error('The server signed in without a code');
  return reply;
}

/** Exchanges the code for the session's tokens. */
export async function signInWithCode(channel: CodeChannel, phone: PhoneInput, code: string) {
  const reply = await login(channel, { ...phone, code });
  if (reply.status !== 'signed_in') throw new Error('The server did not accept the code');
  return reply;
}

/** Rotation: the presented refresh token is spent, the reply holds the one to use next. */
export const refreshTokens = (refreshToken: string): Promise<TokenPair> =>
  requestJson(accountsApi.refreshSession.path, accountsApi.refreshSession.response, { method: 'POST', body: { refreshToken } });

/** Logout is the signed-in user's own (docs/security.md "Logout ends only the caller's own session"): it carries their access token. */
export const endSessionOnServer = (accessToken: string, refreshToken: string) =>
  requestJson(accountsApi.signOut.path, accountsApi.signOut.response, { method: 'POST', body: { refreshToken }, token: accessToken });

/** Development endpoints answer 404 in production: null then. */
async function devOnly<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const fetchDemoAccounts = (): Promise<DemoAccount[] | null> =>
  devOnly(() => requestJson(devApi.demoAccounts.path, devApi.demoAccounts.response));

/** Development only: what the server "sent" to this number, newest first. */
export const fetchDevOutbox = ({ phoneNumber, countryCode }: PhoneInput): Promise<OutboxMessage[] | null> =>
  devOnly(() =>
    requestJson(
      `${accountsApi.readDevOutbox.path}?${new URLSearchParams({ to: phoneNumber, countryCode })}`,
      accountsApi.readDevOutbox.response,
    ),
  );
