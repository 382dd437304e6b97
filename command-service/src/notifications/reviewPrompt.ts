import type { Notification } from './notificationRules';

/** A game that ended, with who played it (joined participants with an account, at the end). */
export interface EndedGame {
  activityId: string;
  name: string;
  /** Epoch milliseconds of the game's end (spec section 4: last duration end, or start plus 4 hours). */
  endAt: number;
  playerIds: readonly string[];
}

/** The review prompt's inbox item (spec section 2 "Post-activity review prompt"): "Rate <game>", leading to the rating. */
export const reviewPromptsFor = (game: EndedGame): Notification[] =>
  game.playerIds.map((userId) => ({
    userId,
    kind: 'review_prompt',
    text: `Rate "${game.name}": how did the game and the people you played with go?`,
    link: `/rate/${game.activityId}`,
    messageLink: 'Rate it here',
  }));

/** One prompt per user and game, however often a sweep finds the game. */
export const reviewPromptId = (activityId: string) => `review.${activityId}`;
