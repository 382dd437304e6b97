import { z } from 'zod';

/** Spec section 9: the default contact country code is 91. */
export const DEFAULT_COUNTRY_CODE = '91';

export const countryCodeSchema = z.string().regex(/^[1-9]\d{0,3}$/, 'must be 1-4 digits without +');
export const phoneInputSchema = z.string().trim().min(6).max(24);
export const otpCodeSchema = z.string().regex(/^\d{6}$/, 'must be the 6 digits that were sent');
