import { describe, expect, it } from 'vitest';
import { requestToast, saveGameToast, saveToast, TOASTS } from './toasts';

/** Spec section 8's toasts in the branch that happened, typos mended. */
describe('toast words', () => {
  it('save/unsave says which', () => {
    expect(saveToast(true)).toEqual({ when: 'success', success: 'Game saved successfully!', failure: 'Failed to save game!' });
    expect(saveToast(false)).toEqual({ when: 'success', success: 'Game unsaved successfully!', failure: 'Failed to unsave game!' });
  });
  it('accept/reject says which, on the reply done', () => {
    expect(requestToast(true)).toEqual({ when: 'done', success: 'You have accepted the request!', failure: 'Something went wrong' });
    expect(requestToast(false).success).toBe('You have rejected the request!');
  });
  it('created/updated says which', () => {
    expect(saveGameToast(false).success).toBe('Game created successfully');
    expect(saveGameToast(true).success).toBe('Game updated successfully');
  });
  it('mends the spec typos', () => {
    expect(TOASTS.inviteLink.failure).toBe('Failed to send link');
    expect(TOASTS.coHost.failure).toBe('Failed to add co-host');
    expect(TOASTS.deleteGame).toMatchObject({ success: 'Game deleted successfully!', failure: 'Failed to delete game!' });
  });
  it('no toast keeps a slash of alternatives or a space before "!"', () => {
    const all = [
      ...Object.values(TOASTS),
      saveToast(true),
      saveToast(false),
      requestToast(true),
      requestToast(false),
      saveGameToast(true),
      saveGameToast(false),
    ];
    for (const t of all)
      for (const text of [t.success, t.failure]) expect(text).not.toMatch(/\w\/\w| !|join this Game|sent (link|request)/);
  });
});
