const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** An ISO date-time written in India Standard Time (+05:30), the product's home market. */
export const istIso = (ms: number): string => new Date(ms + IST_OFFSET_MS).toISOString().replace(/\.\d{3}Z$/, '+05:30');

/** Start of the hour `hoursFromNow` away, so demo games begin on the hour. */
export const onTheHour = (nowMs: number, hoursFromNow: number): number => {
  const t = nowMs + hoursFromNow * 3_600_000;
  return t - (t % 3_600_000);
};

export const MINUTE = 60_000;
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
