import { ApiError } from '../api/http';
import { CODE_WORDS, COUNTRY_CODE_WORDS, phoneNumberWords } from '../session/errors';

/** Where a message about changing the number is shown: beside the field it is about, or under the form. */
export type PhoneField = 'countryCode' | 'phone' | 'code' | 'general';
export type PhoneErrors = Partial<Record<PhoneField, string>>;

/** The server's refusal in the screen's words, on the field it names (docs/security.md "Changing the phone number"). */
export function phoneChangeErrors(error: unknown, countryCode: string): PhoneErrors {
  if (!(error instanceof ApiError)) return { general: 'Could not reach the server. Check your connection and try again.' };
  const field = error.problem?.field;
  switch (error.code) {
    case 'PHONE_TAKEN':
      return { phone: 'Another account signs in with this number. Enter a number of your own.' };
    case 'PHONE_UNCHANGED':
      return { phone: 'This is already your number. Enter the new one.' };
    case 'VALIDATION_FAILED':
      if (field === 'countryCode') return { countryCode: COUNTRY_CODE_WORDS };
      if (field === 'code') return { code: CODE_WORDS };
      return { phone: phoneNumberWords(countryCode) };
    case 'VERIFICATION_CODE_INVALID':
      return {
        code: error.problem?.detail.startsWith('No code')
          ? 'No code is waiting for this number. Send a new one.'
          : 'That code is not right. Check it and try again.',
      };
    case 'VERIFICATION_CODE_EXPIRED':
      return { code: 'The code has expired. Send a new one.' };
    case 'OTP_ATTEMPTS_EXCEEDED':
      return { code: 'Too many wrong codes. Send a new one.' };
    case 'RATE_LIMITED':
      return field === 'phone'
        ? { phone: 'A code was sent to this number a moment ago. Wait a little and try again.' }
        : { general: 'Too many codes asked for. Wait a little and try again.' };
    case 'DELIVERY_FAILED':
      return { general: 'The code could not be sent right now. Try again shortly.' };
    default:
      return { general: 'Something went wrong. Please try again.' };
  }
}
