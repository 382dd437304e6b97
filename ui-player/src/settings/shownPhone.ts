/** A number shown to people: +91 and 10 digits grouped as Indian numbers are written (spec section 9: 91 by default), anything else as stored. */
export function shownPhone(e164: string | null): string {
  if (!e164) return 'No number yet';
  const indian = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : e164;
}
