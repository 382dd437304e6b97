import type { DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { PreviewImages, type DrawCard } from './previewImages';
import { registerPreviewRoutes } from './routes';
import { SharedPages } from './sharedPages';

export { SharedPages } from './sharedPages';
export { PreviewImages, type DrawCard } from './previewImages';

/** satori, resvg and the fonts are loaded at the first drawing, not when the platform starts (a spec's stack never draws). */
const drawLazily: DrawCard = async (card) => (await import('./draw')).drawCard(card);

/**
 * Links that sell the game (ARCHITECTURE.md "UIs", docs/adr/0100-shared-pages.md): the preview image routes on the API, and the shared
 * pages' tags for the player UI's
 * server (staticUi.ts serveSpa). `draw` is the drawing (tests count it).
 */
export const registerPreviews = (
  api: Api,
  store: DocumentStore,
  options: { publicUrl: () => string; draw?: DrawCard; capacity?: number },
): SharedPages => {
  registerPreviewRoutes(api, store, new PreviewImages(options.draw ?? drawLazily, options.capacity));
  return new SharedPages({ store, publicUrl: options.publicUrl });
};
