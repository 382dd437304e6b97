import { ApiError } from '../api/http';

/** Said when the server gives no message of its own for a code. */
const FALLBACK: Record<string, string> = {
  OTP_INVALID: 'That code is not right. Check it and try again.',
  OTP_EXPIRED: 'The code has expired. Ask for a new one.',
  OTP_ATTEMPTS_EXCEEDED: 'Too many wrong codes. Ask for a new one.',
  RATE_LIMITED: 'Too many codes asked for. Wait a little and try again.',
  DELIVERY_FAILED: 'The code could not be sent right now. Try again shortly.',
};

/**
 * What to tell the person signing in. The server's messages for the one-time-code errors are
 * already plain sentences; validation messages name schema fields, so those are reworded here.
 */
export function signInErrorText(error: unknown): string {
  if (!(error instanceof ApiError)) return 'Could not reach the server. Check your connection and try again.';
  const { code, problem } = error;
  if (code === 'VALIDATION_FAILED') {
    return problem?.field === 'code' ? 'Enter the 6-digit code that was sent to you.' : 'Enter a valid phone number.';
  }
  return problem?.detail || (code && FALLBACK[code]) || 'Something went wrong. Please try again.';
}
