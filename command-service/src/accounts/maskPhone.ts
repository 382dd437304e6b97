/** A number as replies and messages show it: the country prefix and the last four digits. */
export const maskPhone = (phone: string) => `${phone.slice(0, 3)}••••••${phone.slice(-4)}`;
