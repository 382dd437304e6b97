import { plainProblemText } from '../forms/fieldErrors';

/** Spec section 8 toasts, word for word. */
export const REVIEW_UPDATED = 'Review Updated Successfully';
/** A first rating says it was submitted (the spec has only the update's words; ours in its style). */
export const REVIEW_SUBMITTED = 'Review Submitted Successfully';

/** Spec section 2's star title names the host; rating a player asks about the player. */
export const starQuestion = (target: { kind: 'participant' | 'host'; name: string }): string =>
  target.kind === 'host' ? 'How would you rate host for this activity' : `How would you rate ${target.name}?`;
export const SOMETHING_WENT_WRONG = 'Something went wrong';

/**
 * The spec's client swallows rating failures (section 8); asks for no silent failure, so
 * the toast carries the server's reason under the spec's text.
 */
export const ratingFailureDetail = (error: unknown): string | undefined => {
  // The reason in words, never a pattern or schema path.
  return plainProblemText(error);
};
