/**
 * A phone as staff read it and dial it: "+91 98000 00004". Indian numbers come as E.164
 * ("+919800000004") from accounts and orders, and without the plus ("919800000002") on a class's
 * students; any other number is shown as stored.
 */
export const phoneInWords = (phone: string | null | undefined): string => {
  if (!phone) return 'No phone';
  const indian = /^\+?91(\d{5})(\d{5})$/.exec(phone);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : phone;
};

/** Whether a record's value is a phone number in E.164 ("+919800000001"), the form accounts store. */
export const isE164Phone = (value: unknown): value is string => typeof value === 'string' && /^\+\d{8,15}$/.test(value);
