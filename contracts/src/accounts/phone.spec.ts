import { describe, expect, it } from 'vitest';
import { phoneNumberSchema, toE164 } from './phoneNumber';

/** One parser (libphonenumber-js, default region IN, spec section 9) for every phone input. */
describe('toE164', () => {
  it.each([
    ['national', '9833300001'],
    ['E.164', '+919833300001'],
    ['country code without +', '919833300001'],
    ['trunk 0', '09833300001'],
    ['spaces', '98333 00001'],
    ['dashes', '98333-00001'],
    ['+ with spaces', '+91 98333 00001'],
    ['country code, spaces and dashes', '91 98333-00001'],
  ])('reads the %s form as +919833300001', (_form, typed) => {
    expect(toE164(typed)).toBe('+919833300001');
  });

  it('keeps another country written with +, and applies a given country code', () => {
    expect(toE164('+1 415 555 0100')).toBe('+14155550100');
    expect(toE164('415-555-0100', '1')).toBe('+14155550100');
  });

  it.each([
    ['+91 and 12 digits', '+91919833300001'],
    ['a trunk 0 before the country code', '0919833300001'],
    ['too short', '98333'],
    ['too long', '983330000112345'],
    ['letters', 'call 9833300001'],
    ['an extension', '9833300001 x12'],
    ['a + in the middle', '98+33300001'],
    ['empty', ''],
  ])('refuses %s', (_what, typed) => {
    expect(toE164(typed)).toBeNull();
  });

  it('is the schema behind phone inputs: normalises, or an issue on the field', () => {
    expect(phoneNumberSchema.parse(' 919833300001 ')).toBe('+919833300001');
    const refused = phoneNumberSchema.safeParse('+91919833300001');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe('not a valid phone number');
  });
});
