// Not the contracts schemas: this is on the first screen, which parses with zod/mini.
import type { OutboxMessage } from '@sports/contracts/api/accounts';
import type { DemoAccount } from '@sports/contracts/api/dev';
import type { Problem } from '@sports/contracts/api/problem';
import * as z from 'zod/mini';
import {
  ACCOUNTS_PATHS,
  loginResponseSchema,
  problemSchema,
  refreshResponseSchema,
  signOutResponseSchema,
} from '../api/firstScreenSchemas';

/** A refused accounts call; `problem` is the server's problem document when it sent one. */
export class AccountsError extends Error {
  override readonly name = 'AccountsError';
  constructor(
    readonly status: number,
    readonly problem: Problem | null,
  ) {
    super(problem?.detail || `Request failed with status ${status}`);
  }
}

/** `schema`: zod/mini's or a contracts (full zod) one, both zod schemas. */
async function call<S extends z.core.$ZodType>(url: string, schema: S, body?: unknown, accessToken?: string): Promise<z.output<S>> {
  const headers: Record<string, string> =
    body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const response = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers,
    body: body === undefined ? null : JSON.stringify(body),
  });
  const payload: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new AccountsError(response.status, problemSchema.safeParse(payload).data ?? null);
  return z.parse(schema, payload);
}

export type CodeChannel = 'whatsapp' | 'sms';
export interface PhoneInput {
  phoneNumber: string;
  countryCode: string;
}

const loginPaths = { whatsapp: ACCOUNTS_PATHS.loginWithWhatsapp, sms: ACCOUNTS_PATHS.loginWithSms } as const;

/** Spec section 7: posting the number alone sends a one-time code. */
export async function sendCode(channel: CodeChannel, phone: PhoneInput) {
  const reply = await call(loginPaths[channel], loginResponseSchema, phone);
  if (reply.status !== 'code_sent') throw new Error('The server signed in without a code');
  return reply;
}

/** Posting the number with the code signs in: the reply holds the token pair. */
export async function signInWithCode(channel: CodeChannel, phone: PhoneInput, code: string) {
  const reply = await call(loginPaths[channel], loginResponseSchema, { ...phone, code });
  if (reply.status !== 'signed_in') throw new Error('The server did not accept the code');
  return reply;
}

/** Rotation: the presented refresh token is spent; the reply holds the one to use next. */
export const refreshTokens = (refreshToken: string) => call(ACCOUNTS_PATHS.refreshSession, refreshResponseSchema, { refreshToken });

/** Logout is the signed-in user's own (docs/security.md "Logout ends only the caller's own session"): it carries their access token. */
export const endSessionOnServer = (pair: { accessToken: string; refreshToken: string }) =>
  call(ACCOUNTS_PATHS.signOut, signOutResponseSchema, { refreshToken: pair.refreshToken }, pair.accessToken);

/** Development endpoints answer 404 in production: null then. */
async function devOnly<T>(request: () => Promise<T>): Promise<T | null> {
  try {
    return await request();
  } catch (error) {
    if (error instanceof AccountsError && error.status === 404) return null;
    throw error;
  }
}

/** The dev routes' module brings the users' events and the phone parser: loaded only when asked. */
export const fetchDemoAccounts = (): Promise<DemoAccount[] | null> =>
  devOnly(async () => {
    const { demoAccounts } = await import('@sports/contracts/api/dev');
    return call(demoAccounts.path, demoAccounts.response);
  });

/** Development only, like the demo accounts: the accounts routes' module (full zod) loads when asked. */
export const fetchDevOutbox = ({ phoneNumber, countryCode }: PhoneInput): Promise<OutboxMessage[] | null> =>
  devOnly(async () => {
    const { readDevOutbox } = await import('@sports/contracts/api/accounts');
    return call(`${readDevOutbox.path}?${new URLSearchParams({ to: phoneNumber, countryCode })}`, readDevOutbox.response);
  });
