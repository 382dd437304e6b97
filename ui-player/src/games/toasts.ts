import { HOLD_TOAST_MS } from '../ui/timings';

/**
 * Spec section 8, the toasts of games and host tools, each with the reply string that triggers
 * its success text (any other reply, or a failed call, shows the failure text).
 * a toast the spec writes with alternatives ('Game saved/unsaved successfully !') shows the branch
 * that happened (saveToast, requestToast, saveGameToast), and the spec's typos are mended where
 * its client reads no exact text ('Failed to sent link' -> 'Failed to send link', stray spaces
 * before '!'). Query messages: the spec says "wording not shown", so ours.
 */
export interface ToastTexts {
  /** The reply `message` that means success. */
  when: string;
  success: string;
  failure: string;
  /** How long the toast stays, when not the default. */
  visibleMs?: number;
  /** A line under the success text (what leaving did with the money). */
  detail?: string;
}

export const TOASTS = {
  deleteGame: { when: 'success', success: 'Game deleted successfully!', failure: 'Failed to delete game!' },
  offline: { when: 'success', success: 'Participants added successfully', failure: 'Something went wrong' },
  invite: { when: 'success', success: 'Participants added successfully', failure: 'Something went wrong' },
  inviteLink: { when: 'user invited', success: 'Link sent successfully', failure: 'Failed to send link' },
  holdResponse: { when: 'success', success: 'Submitted your response', failure: 'Failed to move' },
  coHost: { when: 'cohost added successfully', success: 'Co-host added successfully', failure: 'Failed to add co-host' },
  leave: { when: 'success', success: 'You have left this game', failure: 'Could not leave the game' },
  /** Spec section 4 "invited (user can Accept)"; a decline has no spec toast, so ours. */
  declineInvitation: { when: 'success', success: 'You have declined the invitation', failure: 'Could not decline the invitation' },
  matchFull: { when: 'success', success: 'Match updated', failure: 'Something went wrong' },
  /** Spec section 9: the hold toast closes after 2 seconds. */
  hold: { when: 'success', success: 'Game put on hold', failure: 'Something went wrong', visibleMs: HOLD_TOAST_MS },
  release: { when: 'success', success: 'Hold released', failure: 'Something went wrong' },
  askQuery: { when: 'success', success: 'Your question has been posted', failure: 'Could not post your question' },
  answerQuery: { when: 'success', success: 'Answer posted', failure: 'Could not post the answer' },
  deleteQuery: { when: 'success', success: 'Question deleted', failure: 'Could not delete the question' },
  unmapSlot: { when: 'success', success: 'Slot removed from the game', failure: 'Something went wrong' },
} as const satisfies Record<string, ToastTexts>;

/** 'Game saved/unsaved successfully !' / 'Failed to save/unsave game !': `saving` is what was asked (true to save). */
export const saveToast = (saving: boolean): ToastTexts =>
  saving
    ? { when: 'success', success: 'Game saved successfully!', failure: 'Failed to save game!' }
    : { when: 'success', success: 'Game unsaved successfully!', failure: 'Failed to unsave game!' };

/** 'You have accepted/rejected the request !' when the reply is 'done'. */
export const requestToast = (accepting: boolean): ToastTexts => ({
  when: 'done',
  success: accepting ? 'You have accepted the request!' : 'You have rejected the request!',
  failure: 'Something went wrong',
});

/** 'Game created/updated successfully', else 'Something went wrong'. */
export const saveGameToast = (updating: boolean): ToastTexts => ({
  when: 'success',
  success: updating ? 'Game updated successfully' : 'Game created successfully',
  failure: 'Something went wrong',
});

/** Removal: 'You have removed the user from ...' when the reply is 'status updated' (the game's name ends it). */
export const removalToast = (gameName: string): ToastTexts => ({
  when: 'status updated',
  success: `You have removed the user from ${gameName}`,
  failure: 'Something went wrong',
});

/** 'Sorry no response!': a hold nobody has answered yet. */
export const NO_RESPONSE_TEXT = 'Sorry no response!';
