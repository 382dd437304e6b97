import { useEffect, useState } from 'react';
import { create } from 'zustand';

/**
 * What keeps the review prompt away besides the page (promptOffer.isQuietForPrompt): a task on
 * screen that registers itself (the game form, the "Run the game" panel while it runs), and the
 * player typing into any field. The prompt is a modal: opened over a half-filled form it took the
 * focus and the player's place; it comes once the task is done instead.
 */
const useHolders = create<{ holders: number }>(() => ({ holders: 0 }));

/** Called by a component that is a task under way: while it is mounted (and `active`), no prompt opens. */
export function useKeepsPromptAway(active = true): void {
  useEffect(() => {
    if (!active) return;
    useHolders.setState((s) => ({ holders: s.holders + 1 }));
    return () => useHolders.setState((s) => ({ holders: s.holders - 1 }));
  }, [active]);
}

/** A field one types or chooses in (not a button): focus there means a form is being filled. */
export const isFormField = (el: Element | null): boolean =>
  el !== null &&
  (el.matches('input:not([type="button"]):not([type="submit"]):not([type="reset"]), textarea, select') ||
    (el as HTMLElement).isContentEditable === true);

/** True while a registered task is on screen or the focus is in a form field. */
export function usePromptKeptAway(): boolean {
  const held = useHolders((s) => s.holders > 0);
  const [typing, setTyping] = useState(() => typeof document !== 'undefined' && isFormField(document.activeElement));
  useEffect(() => {
    const update = () => setTyping(isFormField(document.activeElement));
    // focusout fires before the next focusin: read the focus a moment later, once it has landed.
    const later = () => queueMicrotask(update);
    document.addEventListener('focusin', update);
    document.addEventListener('focusout', later);
    return () => {
      document.removeEventListener('focusin', update);
      document.removeEventListener('focusout', later);
    };
  }, []);
  return held || typing;
}
