import { MIN_NOT_HAPPENED_VOTES } from '@sports/contracts/ratings/rules';

/** The answers to 'Did this activity happen ?' (spec section 2, Rate Game), one per rater. */
export interface HappeningVotes {
  happened: number;
  notHappened: number;
}

/**
 * A game is marked as not having happened when most of its raters say so and at least
 * MIN_NOT_HAPPENED_VOTES of them do: one rater alone never erases a game from everyone's stats.
 * Later votes can turn it back.
 */
export const isMarkedNotHappened = (votes: HappeningVotes): boolean =>
  votes.notHappened >= MIN_NOT_HAPPENED_VOTES && votes.notHappened > votes.happened;
