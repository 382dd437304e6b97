import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const focusablesIn = (root: HTMLElement): HTMLElement[] =>
  [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]') && el.getClientRects().length > 0);

/**
 * The WAI-ARIA dialog pattern for a modal: while `active`, focus moves into
 * the dialog, Tab and Shift+Tab cycle inside it, Escape calls `onEscape`; when it closes, focus
 * goes back to the element that had it before (the opener). Escape is heard on the document, so
 * it works even before focus has moved in.
 */
export function useFocusTrap(container: RefObject<HTMLElement | null>, active: boolean, onEscape: () => void): void {
  const escape = useRef(onEscape);
  escape.current = onEscape;

  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    // An autofocused control inside is no opener: then focus had been on the page.
    const before = document.activeElement;
    const opener = before instanceof HTMLElement && !root.contains(before) ? before : null;
    if (!root.contains(document.activeElement)) (root.querySelector<HTMLElement>('[autofocus]') ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        event.stopPropagation();
        escape.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusablesIn(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const at = document.activeElement;
      const inside = at instanceof Node && root.contains(at);
      if (event.shiftKey && (at === first || at === root || !inside)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (at === last || !inside)) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      // Back to the opener, if it is still on the page (the step that opened it may have gone).
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, [active, container]);
}
