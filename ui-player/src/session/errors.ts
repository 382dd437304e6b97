import { ApiError } from '../api/http';

/** Said when the server gives no message of its own for a code. */
const FALLBACK: Record<string, string> = {
  OTP_INVALID: 'That code is not right. Check it and try again.',
  OTP_EXPIRED: 'The code has expired. Ask for a new one.',
  OTP_ATTEMPTS_EXCEEDED: 'Too many wrong codes. Ask for a new one.',
  RATE_LIMITED: 'Too many codes asked for. Wait a little and try again.',
  DELIVERY_FAILED: 'The code could not be sent right now. Try again shortly.',
};

/** A phone number that is not one: what to type instead (never a pattern). */
export const phoneNumberWords = (countryCode: string): string =>
  countryCode === '91' ? 'Enter your 10-digit mobile number, such as 98765 43210.' : 'Enter your mobile number without the country code.';
export const COUNTRY_CODE_WORDS = 'Enter a country code of 1 to 4 digits, such as 91.';
export const CODE_WORDS = 'Enter the 6-digit code that was sent to you.';

/**
 * What to tell the person signing in. The server's messages for the one-time-code errors are
 * already plain sentences; validation messages name schema fields, so those are reworded here.
 */
export function signInErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Could not reach the server. Check your connection and try again.';
  const { code, problem } = error;
  if (code === 'VALIDATION_FAILED') {
    if (problem?.field === 'code') return CODE_WORDS;
    return problem?.field === 'countryCode' ? COUNTRY_CODE_WORDS : phoneNumberWords('91');
  }
  // Other validation replies may quote a schema; only the one-time-code codes' own sentences are shown.
  return (code && FALLBACK[code] && problem?.detail) || (code && FALLBACK[code]) || 'Something went wrong. Please try again.';
}
