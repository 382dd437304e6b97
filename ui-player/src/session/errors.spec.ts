import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { phoneNumberWords, signInErrorText } from './errors';

const refused = (status: number, code: string, detail = '', field?: string) =>
  new ApiError(status, { type: 'about:blank', title: code, status, code, detail, ...(field ? { field } : {}) });

describe('sign-in error texts', () => {
  it.each([
    ['OTP_INVALID', 401, 'That code is not right. Check it and try again.'],
    ['OTP_EXPIRED', 401, 'The code has expired. Ask for a new one.'],
    ['OTP_ATTEMPTS_EXCEEDED', 429, 'Too many wrong codes. Ask for a new one.'],
    ['RATE_LIMITED', 429, 'Too many codes asked for. Wait a little and try again.'],
  ])('%s without a server message says it plainly', (code, status, text) => {
    expect(signInErrorText(refused(status, code))).toBe(text);
  });

  it('prefers the server’s own sentence', () => {
    expect(signInErrorText(refused(429, 'RATE_LIMITED', 'A code was just sent to this number; wait 30 seconds before asking again'))).toBe(
      'A code was just sent to this number; wait 30 seconds before asking again',
    );
  });

  it('rewords validation failures by field', () => {
    expect(signInErrorText(refused(400, 'VALIDATION_FAILED', 'phoneNumber: Too small', 'phoneNumber'))).toBe(
      'Enter your 10-digit mobile number, such as 98765 43210.',
    );
    expect(signInErrorText(refused(400, 'VALIDATION_FAILED', 'code: must be the 6 digits', 'code'))).toBe(
      'Enter the 6-digit code that was sent to you.',
    );
  });

  it('never shows a schema message for other refusals', () => {
    expect(signInErrorText(refused(400, 'BAD_THING', 'body.phone: String must match /^[0-9]{10}$/'))).toBe(
      'Something went wrong. Please try again.',
    );
  });

  it('asks for a 10-digit number in India and a number without its code elsewhere', () => {
    expect(phoneNumberWords('91')).toMatch(/10-digit mobile number/);
    expect(phoneNumberWords('44')).toBe('Enter your mobile number without the country code.');
  });

  it('says when the server could not be reached', () => {
    expect(signInErrorText(new TypeError('Failed to fetch'))).toBe('Could not reach the server. Check your connection and try again.');
  });
});
