/** Staff type rupees (1,200.50); commands carry paise (120050), the API's minor units. */
export function rupeesToPaise(rupees: number | string | null | undefined): number | undefined {
  if (rupees === null || rupees === undefined || rupees === '') return undefined;
  const value = typeof rupees === 'number' ? rupees : Number(String(rupees).replace(/[,\s₹]/g, ''));
  return Number.isFinite(value) ? Math.round(value * 100) : undefined;
}

/** Paise from the read model, shown as rupees in a form. */
export const paiseToRupees = (paise: number | null | undefined): number | undefined =>
  typeof paise === 'number' ? paise / 100 : undefined;
