import { ApiError } from '../api/http';

/** Spec section 8 toasts, word for word. */
export const REVIEW_UPDATED = 'Review Updated Successfully';
export const SOMETHING_WENT_WRONG = 'Something went wrong';

/**
 * The spec's client swallows rating failures (section 8); issue 7 asks for no silent failure, so
 * the toast carries the server's reason under the spec's text.
 */
export const ratingFailureDetail = (error: unknown): string | undefined => {
  if (error instanceof ApiError) return error.problem?.detail ?? `The server answered ${error.status}.`;
  if (error instanceof TypeError) return 'The server could not be reached.';
  return error instanceof Error ? error.message : undefined;
};
