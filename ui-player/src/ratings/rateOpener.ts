/** The name of a game's "Rate this game" control, for focus to return to it (ui/returnFocus.ts). */
export const rateOpener = (activityId: string): string => `rate:${activityId}`;
