import { z } from 'zod';
import { countryCodeSchema, otpCodeSchema, phoneInputSchema } from '../accounts/phone';
import { idSchema } from '../core/primitives';
import { defineRoute } from './route';

const tokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });

const loginBody = z
  .object({
    phoneNumber: phoneInputSchema,
    /** Spec section 9: defaults to 91. */
    countryCode: countryCodeSchema.optional(),
    /** Absent: send a code. Present: sign in with it. */
    code: otpCodeSchema.optional(),
  })
  .strict();

const loginResponse = z.discriminatedUnion('status', [
  z.object({ status: z.literal('code_sent'), channel: z.enum(['whatsapp', 'sms']), to: z.string(), expiresInSeconds: z.number().int() }),
  tokenPair.extend({ status: z.literal('signed_in'), userId: idSchema, isNewUser: z.boolean() }),
]);

const loginRoute = <const Op extends string, const P extends string>(operationId: Op, path: P, channel: string) =>
  defineRoute({
    operationId,
    method: 'post',
    path,
    summary: `One-time-code login over ${channel}: post the phone number to get a code, then post it again with the code to sign in (a new number becomes a new user).`,
    tag: 'Accounts',
    auth: 'none',
    body: loginBody,
    successStatus: 200,
    response: loginResponse,
    errors: ['VALIDATION_FAILED', 'OTP_INVALID', 'OTP_EXPIRED', 'OTP_ATTEMPTS_EXCEEDED', 'RATE_LIMITED', 'DELIVERY_FAILED'],
  });

/** Spec section 7: POST /api/auth/account/phone/login sends the code by WhatsApp. */
export const loginWithWhatsapp = loginRoute('loginWithWhatsapp', '/api/auth/account/phone/login', 'WhatsApp');
/** Spec section 7: POST /api/auth/account/sms/login sends the code by SMS. */
export const loginWithSms = loginRoute('loginWithSms', '/api/auth/account/sms/login', 'SMS');

/** Spec section 7: a trusted server exchanges its server token for a user's tokens; type is external when a phone or e-mail is given. */
export const issueShieldToken = defineRoute({
  operationId: 'issueShieldToken',
  method: 'post',
  path: '/api/shield/token',
  summary:
    'Server-to-server: exchange the configured server token for the tokens of the user with this phone number or e-mail (created if new).',
  tag: 'Accounts',
  auth: 'none',
  body: z
    .object({
      serverToken: z.string().min(1).max(200),
      phoneNumber: phoneInputSchema.optional(),
      countryCode: countryCodeSchema.optional(),
      email: z.email().max(254).optional(),
      type: z.enum(['external', 'internal']).optional(),
    })
    .strict(),
  successStatus: 200,
  response: tokenPair.extend({ userId: idSchema, type: z.enum(['external', 'internal']) }),
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED'],
});

export const refreshSession = defineRoute({
  operationId: 'refreshSession',
  method: 'post',
  path: '/api/auth/token/refresh',
  summary: 'Rotates a refresh token: returns a new pair; the old refresh token is spent. Presenting a spent one revokes the whole session.',
  tag: 'Accounts',
  auth: 'none',
  body: z.object({ refreshToken: z.string().min(1).max(4096) }).strict(),
  successStatus: 200,
  response: tokenPair,
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'REFRESH_TOKEN_REUSED', 'SESSION_REVOKED'],
});

export const signOut = defineRoute({
  operationId: 'signOut',
  method: 'post',
  path: '/api/auth/logout',
  summary:
    "Ends the caller's session of this refresh token: it and every token rotated from it stop working. Send the caller's access token; a refresh token of another user's session is refused (403 NOT_YOUR_SESSION) and ends nothing.",
  tag: 'Accounts',
  // docs/security.md "Logout ends only the caller's own session": the access token says who asks.
  auth: 'required',
  body: z.object({ refreshToken: z.string().min(1).max(4096) }).strict(),
  successStatus: 200,
  response: z.object({ signedOut: z.literal(true) }),
  errors: ['VALIDATION_FAILED', 'UNAUTHENTICATED', 'NOT_YOUR_SESSION'],
});

export const outboxMessageSchema = z.object({ to: z.string(), channel: z.enum(['whatsapp', 'sms']), text: z.string(), sentAt: z.string() });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** Development only (on wherever POST /api/dev/token is): what the development delivery adapter "sent". */
export const readDevOutbox = defineRoute({
  operationId: 'readDevOutbox',
  method: 'get',
  path: '/api/dev/outbox',
  summary: 'Development only: messages sent to this phone number, newest first.',
  tag: 'Development',
  auth: 'none',
  query: z.object({ to: phoneInputSchema, countryCode: countryCodeSchema.optional() }).strict(),
  successStatus: 200,
  response: z.array(outboxMessageSchema),
  errors: ['VALIDATION_FAILED'],
});

/**
 * Changing the number one signs in with (docs/security.md "Changing the phone number"): like
 * sign-in, two steps, and the code goes by SMS to the NEW number, proving the caller holds it.
 * `phone` is parsed with the default country code 91 (spec section 9) unless countryCode says otherwise.
 */
const newPhoneBody = z
  .object({
    phone: phoneInputSchema,
    /** Spec section 9: defaults to 91. */
    countryCode: countryCodeSchema.optional(),
  })
  .strict();

export const sendPhoneChangeCode = defineRoute({
  operationId: 'sendPhoneChangeCode',
  method: 'post',
  path: '/api/vm/users/me/phone/otp',
  summary:
    "Sends a one-time code by SMS to the number the caller wants to sign in with from now on (limited as sign-in codes are); refused when it is another account's number or the caller's own already.",
  tag: 'Accounts',
  auth: 'required',
  body: newPhoneBody,
  successStatus: 200,
  response: z.object({ status: z.literal('code_sent'), channel: z.literal('sms'), to: z.string(), expiresInSeconds: z.number().int() }),
  errors: ['VALIDATION_FAILED', 'PHONE_TAKEN', 'PHONE_UNCHANGED', 'RATE_LIMITED', 'DELIVERY_FAILED', 'USER_NOT_FOUND'],
});

export const changePhoneNumber = defineRoute({
  operationId: 'changePhoneNumber',
  method: 'post',
  path: '/api/vm/users/me/phone',
  summary:
    "With the code sent to the new number, moves the caller's sign-in to it: the old number no longer signs in to this account, the new one does, and the profile shows it.",
  tag: 'Accounts',
  auth: 'required',
  body: newPhoneBody.extend({ code: otpCodeSchema }).strict(),
  successStatus: 200,
  response: z.object({
    message: z.literal('success'),
    data: z.object({ userId: idSchema, phone: z.string(), previousPhone: z.string().nullable() }),
  }),
  errors: [
    'VALIDATION_FAILED',
    'VERIFICATION_CODE_INVALID',
    'VERIFICATION_CODE_EXPIRED',
    'OTP_ATTEMPTS_EXCEEDED',
    'PHONE_TAKEN',
    'PHONE_UNCHANGED',
    'USER_NOT_FOUND',
  ],
});
