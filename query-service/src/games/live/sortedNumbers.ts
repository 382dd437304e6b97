/**
 * How many of the ascending `values` are below `value` (or at most `value`, when `orEqual`): the
 * index a binary search finds, on a plain number array that reads memory in a row.
 */
export const countBelow = (values: readonly number[], value: number, orEqual = false): number => {
  let lo = 0;
  let hi = values.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    const v = values[mid]!;
    if (v < value || (orEqual && v === value)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};
