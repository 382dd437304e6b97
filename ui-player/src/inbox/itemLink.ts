import type { InboxItem } from '@sports/contracts';

/** The id of the game page's questions section (games/Queries). */
export const QUESTIONS_ANCHOR = 'questions';

/**
 * Where tapping an inbox item goes. A host told of a question has come to answer it: the server
 * links the game page, so the row opens that page at its questions (the router scrolls to the anchor).
 */
export function itemLink(item: Pick<InboxItem, 'kind' | 'link'>): string | undefined {
  if (!item.link) return undefined;
  if (item.kind === 'question_asked' && /^\/games\/[^/?#]+$/.test(item.link)) return `${item.link}#${QUESTIONS_ANCHOR}`;
  return item.link;
}
