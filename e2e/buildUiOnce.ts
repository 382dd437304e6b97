import { ensureAdminUiBuilt, ensurePlayerUiBuilt } from './livePlatform';

/**
 * vitest globalSetup of the browser specs (vitest.config.ts): the player UI and the back office are built
 * once, before any browser spec starts, when the checkout has no build yet. The browser specs run two at a
 * time, and two workers each finding no build would otherwise build the same folders at once.
 */
export default function setup(): void {
  ensurePlayerUiBuilt();
  ensureAdminUiBuilt();
}
