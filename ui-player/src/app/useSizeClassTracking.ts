import { useEffect } from 'react';
import { sizeClassFor } from '../ui/sizeClass';
import { useShell } from './shellStore';

/** Keeps the stored size class (spec section 2) in step with the window; the store changes only when a class boundary is crossed. */
export function useSizeClassTracking(): void {
  useEffect(() => {
    const update = () => {
      const next = sizeClassFor(window.innerWidth);
      if (useShell.getState().sizeClass !== next) useShell.getState().setSizeClass(next);
    };
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
}
