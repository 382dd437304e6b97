import { removedText, type CommentView } from '@sports/contracts';

/** Why a non-member sees no messages (DESIGN.md "Together"). */
export const JOIN_TO_CHAT = 'Join the game to chat with the players';

/** The reasons a report offers; the moderation queue shows the one chosen. */
export const REPORT_REASONS = ['Spam or advertising', 'Abusive or hateful', 'Scam or asking for money', 'Something else'] as const;

const clock = new Intl.DateTimeFormat('en-IN', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const day = new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short' });

/** "18:02" today, "Fri 27 Nov 18:02" before (DESIGN.md "Words": days as people say them). */
export function postedWords(iso: string, now: Date): string {
  const at = new Date(iso);
  const time = clock.format(at);
  return at.toDateString() === now.toDateString() ? time : `${day.format(at).replace(',', '')} ${time}`;
}

export const roleLabel = (role: CommentView['authorRole']): string | null =>
  role === 'host' ? 'Host' : role === 'co_host' ? 'Co-host' : null;

/** The line a removed message leaves in the thread. */
export const removedLine = (comment: CommentView): string | null => (comment.removedBy ? removedText(comment.removedBy) : null);
