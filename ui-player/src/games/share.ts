import { invitationText } from '@sports/shared-rules';
import type { GameDocument } from '@sports/contracts';

/** A page's own address on this site (the shared page: previews on the server draw its tags). */
export const pageUrl = (path: string): string => `${window.location.origin}${path}`;

/** The game's own address on this site. */
export const gameUrl = (activityId: string): string => pageUrl(`/games/${encodeURIComponent(activityId)}`);

/** Spec section 5: a private game is invisible to anyone not in it, so its link opens only for its players and those invited. */
export const PRIVATE_LINK_NOTE = 'Only players in this private game and people you invite can open this link.';

/** What is shared: the words (an invitation) and the link, which WhatsApp shows as a card from the page's tags. */
export interface Shared {
  title: string;
  text: string;
  url: string;
  /** Said beside the choices and after a copy (a private game's who-can-open note). */
  note?: string | undefined;
}

/** WhatsApp's documented click-to-chat link: the message prefilled, the person picked in WhatsApp. */
export const whatsAppHref = (shared: Pick<Shared, 'text' | 'url'>): string =>
  `https://wa.me/?text=${encodeURIComponent(`${shared.text}\n${shared.url}`)}`;

/** DESIGN.md "Together": a game is shared as an invitation ("Football on Fri 27 Nov, 06:30 at …"). */
export const sharedGame = (game: Parameters<typeof invitationText>[0] & Pick<GameDocument, 'activityId' | 'name' | 'privacy'>): Shared => ({
  title: game.name,
  text: invitationText(game),
  url: gameUrl(game.activityId),
  note: game.privacy === 'private' ? PRIVATE_LINK_NOTE : undefined,
});
