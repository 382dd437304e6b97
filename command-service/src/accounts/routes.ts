import { timingSafeEqual, createHash } from 'node:crypto';
import { DomainError, accountsApi, toE164, DEFAULT_COUNTRY_CODE } from '@sports/contracts';
import type { Api, ProxyTrust, RouteInput } from '@sports/service-kit';
import { contextOf, logPositionHeader } from '../core/http';
import { clientAddress } from './clientAddress';
import { maskPhone } from './maskPhone';
import type { OtpChannel, OtpLogin } from './otpLogin';
import type { PhoneChange } from './phoneChange';
import type { Sessions } from './sessions';
import type { UserDirectory } from './userDirectory';

export interface AccountRouteDeps {
  otp: OtpLogin;
  sessions: Sessions;
  directory: UserDirectory;
  phoneChange: PhoneChange;
  /** POST /api/shield/token answers only when a server token is configured. */
  shieldServerToken?: string;
  /** The reverse proxies whose X-Forwarded-For entries count for the client address (TRUSTED_PROXIES). */
  trustProxy: ProxyTrust;
}

const e164Of = (phoneNumber: string, countryCode: string | undefined, field = 'phoneNumber'): string => {
  const phone = toE164(phoneNumber, countryCode ?? DEFAULT_COUNTRY_CODE);
  if (!phone) throw new DomainError('VALIDATION_FAILED', 'Not a phone number: digits only, with an optional +country prefix', field);
  return phone;
};

/** Constant-time comparison of secrets of any length (hash first so lengths match). */
const sameSecret = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

export const registerAccountRoutes = (api: Api, deps: AccountRouteDeps): void => {
  const login =
    (channel: OtpChannel) =>
    async ({ body, c, now, commandId }: Pick<RouteInput<typeof accountsApi.loginWithWhatsapp>, 'body' | 'c' | 'now' | 'commandId'>) => {
      const phone = e164Of(body.phoneNumber, body.countryCode);
      const nowMs = Date.parse(now);
      // Codes and their limits are per number and client address (no lockout by a third party).
      const address = clientAddress(c, deps.trustProxy);
      if (body.code === undefined) {
        const { expiresInSeconds } = await deps.otp.sendCode(phone, channel, address, nowMs);
        return { body: { status: 'code_sent' as const, channel, to: maskPhone(phone), expiresInSeconds } };
      }
      await deps.otp.verifyCode(phone, body.code, address, nowMs);
      const { actor, isNewUser, position } = await deps.directory.signInWith('phone', phone, { commandId, now });
      const signedIn = { status: 'signed_in' as const, userId: actor.userId, isNewUser, ...(await deps.sessions.start(actor)) };
      // A new player's first reads (the profile's standing, spec section 3 "check user") name this position and so find them.
      return { body: signedIn, headers: logPositionHeader(position) };
    };

  api.bind(accountsApi.loginWithWhatsapp, login('whatsapp'));
  api.bind(accountsApi.loginWithSms, login('sms'));

  api.bind(accountsApi.issueShieldToken, async ({ body, commandId, now }) => {
    if (!deps.shieldServerToken || !sameSecret(body.serverToken, deps.shieldServerToken)) {
      throw new DomainError('UNAUTHENTICATED', 'The server token is not valid', 'serverToken');
    }
    if (body.phoneNumber === undefined && body.email === undefined) {
      throw new DomainError('VALIDATION_FAILED', 'Give the phoneNumber or the email of the user', 'phoneNumber');
    }
    if (body.type === 'internal')
      throw new DomainError('VALIDATION_FAILED', 'type is external when a phone number or e-mail is given', 'type');
    const { actor, position } =
      body.phoneNumber !== undefined
        ? await deps.directory.signInWith('phone', e164Of(body.phoneNumber, body.countryCode), { commandId, now })
        : await deps.directory.signInWith('email', body.email!.toLowerCase(), { commandId, now });
    const tokens = { userId: actor.userId, type: 'external' as const, ...(await deps.sessions.start(actor)) };
    return { body: tokens, headers: logPositionHeader(position) };
  });

  // Changing the number one signs in with: the code goes by SMS to the new number (docs/security.md "Changing the phone number").
  api.bind(accountsApi.sendPhoneChangeCode, async ({ body, actor, c, now }) => {
    const phone = e164Of(body.phone, body.countryCode, 'phone');
    const { expiresInSeconds } = await deps.phoneChange.sendCode(actor.userId, phone, clientAddress(c, deps.trustProxy), Date.parse(now));
    return { body: { status: 'code_sent' as const, channel: 'sms' as const, to: maskPhone(phone), expiresInSeconds } };
  });

  api.bind(accountsApi.changePhoneNumber, async (input) => {
    const { body, actor, c } = input;
    const phone = e164Of(body.phone, body.countryCode, 'phone');
    const { position, ...moved } = await deps.phoneChange.change(
      actor.userId,
      phone,
      body.code,
      clientAddress(c, deps.trustProxy),
      contextOf(input),
    );
    // The log position lets the client's next read wait for the profile to show the new number.
    return { body: { message: 'success' as const, data: moved }, headers: logPositionHeader(position) };
  });

  api.bind(accountsApi.refreshSession, async ({ body, now }) => ({ body: await deps.sessions.rotate(body.refreshToken, Date.parse(now)) }));

  api.bind(accountsApi.signOut, async ({ body, actor, now }) => {
    await deps.sessions.end(body.refreshToken, actor.userId, Date.parse(now));
    return { body: { signedOut: true as const } };
  });
};
