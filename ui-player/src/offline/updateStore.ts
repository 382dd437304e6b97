import { create } from 'zustand';

/** A new version of the app waiting (the service worker found one): `apply` reloads into it. */
export const useAppUpdate = create<{ apply: (() => void) | null }>()(() => ({ apply: null }));
