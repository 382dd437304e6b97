/**
 * What one place of each kind of offering is called ("₹2,950 per student", "8 teams" aside), so
 * the player app's cards and the back office's pages say the same words (spec section 3).
 */
export const OFFERING_PLACE_NOUN = {
  class: ['student', 'students'],
  pack: ['pack', 'packs'],
  locker: ['locker', 'lockers'],
  meet: ['participant', 'participants'],
  tournament: ['entry', 'entries'],
  event: ['ticket', 'tickets'],
  membership: ['membership', 'memberships'],
} as const satisfies Record<string, readonly [one: string, many: string]>;

/** "1 student", "8 students". */
export const countWords = (n: number, [one, many]: readonly [string, string]): string => `${n} ${n === 1 ? one : many}`;
