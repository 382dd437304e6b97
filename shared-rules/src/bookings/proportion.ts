/**
 * `amount` shared over lines in proportion to their weights, in paise: each share rounded down,
 * then the few paise left over one each to the first lines still under their weight. Up to the
 * weights' sum no line gets more than its weight and a weight of 0 gets nothing; beyond it (never
 * asked for by a caller that checks its balance) the rest goes round the lines that have a weight,
 * so the shares always add up to `amount`. Discounts shared over an order's items and refunds
 * shared over what was paid both use it.
 */
export const shareInProportion = (weights: readonly number[], amount: number): number[] => {
  const whole = weights.reduce((sum, w) => sum + Math.max(0, w), 0);
  if (amount <= 0 || whole === 0) return weights.map(() => 0);
  const shared = Math.min(amount, whole);
  const shares = weights.map((w) => (w > 0 ? Math.floor((shared * w) / whole) : 0));
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  for (let i = 0; i < shares.length && left > 0; i++) {
    if (shares[i]! < weights[i]!) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  for (let i = 0; left > 0; i = (i + 1) % shares.length) {
    if (weights[i]! > 0) {
      shares[i]! += 1;
      left -= 1;
    }
  }
  return shares;
};
