import type { ChatEvent, CommentView } from '@sports/contracts';

type Posted = Extract<ChatEvent, { type: 'CommentPosted' }>['data'];

/** A comment as the chat shows it, from the event that posted it (the query side makes the same from its document). */
export const commentViewOf = (posted: Posted, postedAt: string, removedBy: CommentView['removedBy'] = null): CommentView => ({
  commentId: posted.commentId,
  seq: posted.seq,
  author: posted.author,
  authorRole: posted.authorRole,
  text: removedBy ? null : posted.text,
  replyTo: removedBy ? null : posted.replyTo,
  removedBy,
  postedAt,
});
