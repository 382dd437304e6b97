import type { RatingEvent } from '@sports/contracts';
import { requireRater, type Of } from './ratingGuards';
import type { RatingState } from './ratingState';

/**
 * Spec section 4: 'Rate Now' records rate, 'Skip' records skip (value false takes it back).
 * Recording what is already recorded appends nothing, so a double tap is harmless.
 */
export const answerReviewPrompt = (command: Of<'AnswerReviewPrompt'>, state: RatingState): RatingEvent[] => {
  requireRater(command);
  const { activityId, userId, action, value } = command.data;
  const current = state.prompts.get(userId)?.[action] ?? false;
  return current === value ? [] : [{ type: 'ReviewPromptAnswered', data: { activityId, userId, action, value } }];
};
