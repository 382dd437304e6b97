/**
 * Phone numbers as the back office's searches match them (docs/adr/0111-buyer-phone-on-orders.md): digits only, and every ending of 4
 * digits or more, so "the last 4 digits", the
 * national number and the number with its country code are each one exact value of an indexed array.
 */

/** Fewer typed digits than this say too little about anyone: a 400, never a search (spec section 6's search). */
export const MIN_PHONE_DIGITS = 4;
export const MAX_PHONE_DIGITS = 15;

/** The text as a phone's digits when it is written like one (spaces, dashes, dots, brackets, a leading +), else null. */
export const phoneDigitsOf = (text: string): string | null => {
  const digits = text
    .trim()
    .replace(/[\s\-.()]/g, '')
    .replace(/^\+/, '');
  return /^\d+$/.test(digits) ? digits : null;
};

/**
 * What a typed number is looked up as, or null when it is not one or too short or long: a trunk 0
 * before a ten-digit number dropped ("098000 00004" is 9800000004), and an international 00
 * ("0091 98000 00004"). Any other zeros stay: "0004" is the last 4 digits of +91 98000 00004.
 */
export const typedPhoneOf = (text: string): string | null => {
  const typed = phoneDigitsOf(text);
  if (!typed) return null;
  const digits =
    typed.length === 11 && typed.startsWith('0') ? typed.slice(1) : typed.length >= 12 && typed.startsWith('00') ? typed.slice(2) : typed;
  return digits.length >= MIN_PHONE_DIGITS && digits.length <= MAX_PHONE_DIGITS ? digits : null;
};

/** A search text written as a phone with fewer than 4 digits (a 400 `too_few_digits`): it would match too many people to mean anyone. */
export const tooFewPhoneDigits = (text: string): boolean => {
  const digits = phoneDigitsOf(text);
  return digits !== null && digits.length < MIN_PHONE_DIGITS;
};

/** Every ending of the number's digits from 4 long to the whole ("+91 98000 00004" -> 0004, 00004, ..., 919800000004). */
export const phoneEndingsOf = (phone: string | null | undefined): string[] => {
  const digits = phone ? phoneDigitsOf(phone) : null;
  if (!digits) return [];
  const endings: string[] = [];
  for (let length = MIN_PHONE_DIGITS; length <= Math.min(digits.length, MAX_PHONE_DIGITS); length++) endings.push(digits.slice(-length));
  return endings;
};
