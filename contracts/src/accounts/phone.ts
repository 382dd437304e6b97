import { z } from 'zod';

/** Spec section 9: the default contact country code is 91. */
export const DEFAULT_COUNTRY_CODE = '91';

/**
 * A phone number as typed (spaces, dashes, a leading 0 or +) plus an optional country code,
 * normalised to E.164 (+<country><number>, 8 to 15 digits in all).
 */
export const toE164 = (phoneNumber: string, countryCode: string = DEFAULT_COUNTRY_CODE): string | null => {
  const cleaned = phoneNumber.replace(/[\s().-]/g, '');
  if (cleaned.startsWith('+')) return /^\+[1-9]\d{7,14}$/.test(cleaned) ? cleaned : null;
  const national = cleaned.replace(/^0+/, '');
  const e164 = `+${countryCode}${national}`;
  return /^\d+$/.test(national) && /^\+[1-9]\d{7,14}$/.test(e164) ? e164 : null;
};

export const countryCodeSchema = z.string().regex(/^[1-9]\d{0,3}$/, 'must be 1-4 digits without +');
export const phoneInputSchema = z.string().trim().min(6).max(24);
export const otpCodeSchema = z.string().regex(/^\d{6}$/, 'must be the 6 digits that were sent');
