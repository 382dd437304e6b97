/** The offline line's words (DESIGN.md "Offline"), apart from ./OfflineBanner so the lazily loaded ./OfflineLine does not import the module that loads it. */
export const OFFLINE_WORDS = 'You are offline: showing what you saw last';
