import { removedText, type CommentView } from '@sports/contracts';
import { venueClockWords, venueDateAt, venueDayWords } from '@sports/contracts/time/venueTime';

/** Why a non-member sees no messages (DESIGN.md "Together"). */
export const JOIN_TO_CHAT = 'Join the game to chat with the players';

/** The reasons a report offers; the moderation queue shows the one chosen. */
export const REPORT_REASONS = ['Spam or advertising', 'Abusive or hateful', 'Scam or asking for money', 'Something else'] as const;

/** "18:02" today, "Fri 27 Nov 18:02" before (DESIGN.md "Words": days as people say them), in the venue's time like the game it is about. */
export function postedWords(iso: string, now: Date): string {
  const time = venueClockWords(iso);
  return venueDateAt(iso) === venueDateAt(now) ? time : `${venueDayWords(iso)} ${time}`;
}

export const roleLabel = (role: CommentView['authorRole']): string | null =>
  role === 'host' ? 'Host' : role === 'co_host' ? 'Co-host' : null;

/** The line a removed message leaves in the thread. */
export const removedLine = (comment: CommentView): string | null => (comment.removedBy ? removedText(comment.removedBy) : null);
