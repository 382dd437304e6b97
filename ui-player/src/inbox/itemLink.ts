import { GAME_QUESTIONS_ANCHOR, type InboxItem } from '@sports/contracts';

/** The id of the game page's questions section (games/Queries), the one the server's links name. */
export const QUESTIONS_ANCHOR = GAME_QUESTIONS_ANCHOR;

/**
 * Where tapping an inbox item goes. A host told of a question has come to answer it: the server
 * links the game page at its questions; items recorded before it did so link the bare page, and
 * the row opens that at its questions too (the router scrolls to the anchor).
 */
export function itemLink(item: Pick<InboxItem, 'kind' | 'link'>): string | undefined {
  if (!item.link) return undefined;
  if (item.kind === 'question_asked' && /^\/games\/[^/?#]+$/.test(item.link)) return `${item.link}#${QUESTIONS_ANCHOR}`;
  return item.link;
}
