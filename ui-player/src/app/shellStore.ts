import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { sizeClassFor, type SizeClass } from '../ui/sizeClass';

/** What the app shell keeps across visits (spec section 2). */
export interface ShellProperties {
  /** Embedded mode (inside the mobile app's web view): no footer. Set by `?isApp=true`. */
  isApp: boolean;
  sizeClass: SizeClass;
}

interface ShellState extends ShellProperties {
  setIsApp: (isApp: boolean) => void;
  setSizeClass: (sizeClass: SizeClass) => void;
  /** Every property at once, e.g. to stamp them on the document for styles and tests. Not stored. */
  getAllProperties: () => ShellProperties;
}

export const SHELL_STORAGE_KEY = 'sports.shell';

const initialWidth = () => (typeof window === 'undefined' ? 0 : window.innerWidth);

/**
 * The shell's settings, in localStorage. Spec section 9: "The persisted store excludes
 * getAllProperties" — partialize stores the properties only, never that accessor.
 */
export const useShell = create<ShellState>()(
  persist(
    (set, get) => ({
      isApp: false,
      sizeClass: sizeClassFor(initialWidth()),
      setIsApp: (isApp) => set({ isApp }),
      setSizeClass: (sizeClass) => set({ sizeClass }),
      getAllProperties: () => ({ isApp: get().isApp, sizeClass: get().sizeClass }),
    }),
    {
      name: SHELL_STORAGE_KEY,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ getAllProperties: _excluded, setIsApp: _a, setSizeClass: _b, ...properties }) => properties,
    },
  ),
);
