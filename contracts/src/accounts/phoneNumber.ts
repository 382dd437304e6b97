import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { DEFAULT_COUNTRY_CODE, phoneInputSchema } from './phone';

/**
 * Apart from ./phone so that only what parses numbers carries libphonenumber-js (about 29 KB gzip):
 * the player UI's first screen reads the constants there and parses no number.
 */

/** What a typed number may hold before it is parsed: digits, a leading + and the usual separators. */
const TYPED_NUMBER = /^\+?[\d\s().-]+$/;

/**
 * The one place a phone number as typed becomes E.164: every phone input (sign-in,
 * access accounts, invites, the dev outbox, the UIs' checks) goes through it. libphonenumber-js knows
 * each country's lengths, so `919833300001` is +91 98333 00001 rather than +91 and 12 digits, and a
 * trunk 0 or an international 00 is dropped. `countryCode` (digits, no +) applies when the number has
 * no + of its own. Returns null for anything that is not a valid number.
 */
export const toE164 = (phoneNumber: string, countryCode: string = DEFAULT_COUNTRY_CODE): string | null => {
  const typed = phoneNumber.trim();
  if (!TYPED_NUMBER.test(typed)) return null;
  const parsed = parsePhoneNumberFromString(typed, { defaultCallingCode: countryCode, extract: false });
  return parsed?.isValid() ? parsed.number : null;
};

/** A phone number typed with the default country code, parsed to E.164 by toE164 (400 on the field otherwise). */
export const phoneNumberSchema = phoneInputSchema.transform(
  (value, ctx) => toE164(value) ?? (ctx.addIssue({ code: 'custom', message: 'not a valid phone number' }), z.NEVER),
);
