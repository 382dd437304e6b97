import { HOLD_TOAST_MS } from '../ui/timings';

/**
 * Spec section 8, the toasts of games and host tools, word for word, each with the reply string
 * that triggers its success text (any other reply, or a failed call, shows the failure text).
 * Texts the spec writes with a slash inside one quote ('Game created/updated successfully') are
 * one toast, shown as written. Query messages: the spec says "wording not shown", so ours.
 */
export interface ToastTexts {
  /** The reply `message` that means success. */
  when: string;
  success: string;
  failure: string;
  /** How long the toast stays, when not the default. */
  visibleMs?: number;
}

export const TOASTS = {
  save: { when: 'success', success: 'Game saved/unsaved successfully !', failure: 'Failed to save/unsave game !' },
  create: { when: 'success', success: 'Game created/updated successfully', failure: 'Something went wrong' },
  deleteGame: { when: 'success', success: 'Game Deleted successfully!', failure: 'Failed to delete Game!' },
  offline: { when: 'success', success: 'Participants added successfully', failure: 'Something went wrong' },
  invite: { when: 'success', success: 'Participants added successfully', failure: 'Something went wrong' },
  inviteLink: { when: 'user invited', success: 'Link sent successfully', failure: 'Failed to sent link' },
  holdResponse: { when: 'success', success: 'Submitted your response', failure: 'Failed to move' },
  coHost: { when: 'cohost added successfully', success: 'Co-host added successfully', failure: 'Failed to add Co-host' },
  request: { when: 'done', success: 'You have accepted/rejected the request !', failure: 'Something went wrong' },
  leave: { when: 'success', success: 'You have left this game', failure: 'Could not leave the game' },
  matchFull: { when: 'success', success: 'Match updated', failure: 'Something went wrong' },
  /** Spec section 9: the hold toast closes after 2 seconds. */
  hold: { when: 'success', success: 'Game put on hold', failure: 'Something went wrong', visibleMs: HOLD_TOAST_MS },
  release: { when: 'success', success: 'Hold released', failure: 'Something went wrong' },
  askQuery: { when: 'success', success: 'Your question has been posted', failure: 'Could not post your question' },
  answerQuery: { when: 'success', success: 'Answer posted', failure: 'Could not post the answer' },
  deleteQuery: { when: 'success', success: 'Question deleted', failure: 'Could not delete the question' },
  unmapSlot: { when: 'success', success: 'Slot removed from the game', failure: 'Something went wrong' },
} as const satisfies Record<string, ToastTexts>;

/** Removal: 'You have removed the user from ...' when the reply is 'status updated' (the game's name ends it). */
export const removalToast = (gameName: string): ToastTexts => ({
  when: 'status updated',
  success: `You have removed the user from ${gameName}`,
  failure: 'Something went wrong',
});

/** 'Sorry no response!': a hold nobody has answered yet. */
export const NO_RESPONSE_TEXT = 'Sorry no response!';
