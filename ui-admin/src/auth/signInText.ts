import { AccountsError } from './api';

/** Said when the server gives no sentence of its own for a code. */
const FALLBACK: Record<string, string> = {
  OTP_INVALID: 'That code is not right. Check it and try again.',
  OTP_EXPIRED: 'The code has expired. Ask for a new one.',
  OTP_ATTEMPTS_EXCEEDED: 'Too many wrong codes. Ask for a new one.',
  RATE_LIMITED: 'Too many codes asked for. Wait a little and try again.',
  DELIVERY_FAILED: 'The code could not be sent right now. Try again shortly.',
};

/** What to tell the staff member signing in: the server's sentence, or a plain one by code. */
export function signInErrorText(error: unknown): string {
  if (error instanceof AccountsError) {
    const problem = error.problem;
    if (problem?.code === 'VALIDATION_FAILED')
      return problem.field === 'code' ? 'Enter the 6-digit code that was sent to you.' : 'Enter a valid phone number.';
    return problem?.detail || (problem && FALLBACK[problem.code]) || 'Something went wrong. Please try again.';
  }
  if (error instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}
