import { useEffect, useState } from 'react';

/** Spec section 9: "Loader hides 1 second after list load". */
export const LIST_LOADER_HIDE_MS = 1_000;
/** Spec section 9: "Hold toast auto-closes after 2 seconds" (pass as toast()'s durationMs). */
export const HOLD_TOAST_MS = 2_000;

/**
 * Whether a list's loader shows: while `loading`, and for LIST_LOADER_HIDE_MS after it finished
 * (so a fast page does not flash the loader on and off).
 */
export function useLingeringLoader(loading: boolean, hideAfterMs = LIST_LOADER_HIDE_MS): boolean {
  const [visible, setVisible] = useState(loading);
  useEffect(() => {
    if (loading) {
      setVisible(true);
      return;
    }
    const timer = setTimeout(() => setVisible(false), hideAfterMs);
    return () => clearTimeout(timer);
  }, [loading, hideAfterMs]);
  return visible;
}
