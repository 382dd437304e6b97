import { DomainError, type ChatEvent, type RemovedBy } from '@sports/contracts';
import { mayOnDispute } from '@sports/shared-rules';
import type { Decider } from '../core/decider';
import type { ChatCommandMessage, ChatGame, ChatOf } from './chatCommands';
import { evolveChat, initialChatState, type ChatState, type CommentFacts } from './chatState';

/** A reply's quote of the comment it answers: a line, not the whole of it. */
export const QUOTE_MAX_CHARS = 120;
const quoteOf = (text: string) => (text.length <= QUOTE_MAX_CHARS ? text : `${text.slice(0, QUOTE_MAX_CHARS - 1).trimEnd()}…`);

/**
 * The chat is its game's participants', host's and co-hosts' (docs/adr/0101-game-chat.md):
 * a private game's chat does not exist for those who may not see the game (404, as the game's
 * own private rules), and anyone else who may see the game is told to join (403).
 */
export const requireMember = (game: ChatGame): NonNullable<ChatGame['role']> => {
  if (!game.exists || !game.maySeeGame) throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
  if (game.role === null) throw new DomainError('NOT_A_CHAT_MEMBER', 'Join the game to chat with the players', 'activityId');
  return game.role;
};

const commentIn = (state: ChatState, commentId: string): CommentFacts => {
  const found = state.comments.get(commentId);
  if (!found) throw new DomainError('COMMENT_NOT_FOUND', 'No such message in this chat', 'commentId');
  return found;
};

const postComment = (command: ChatOf<'PostComment'>, state: ChatState): ChatEvent[] => {
  const authorRole = requireMember(command.game);
  const { activityId, commentId, text, replyTo, mentions } = command.data;
  const answered = replyTo === undefined ? null : (state.comments.get(replyTo) ?? null);
  if (replyTo !== undefined && (!answered || answered.removed))
    throw new DomainError('COMMENT_NOT_FOUND', 'The message replied to is not in this chat', 'replyTo');
  const named = [...new Set(mentions)].filter((id) => id !== command.author.id);
  return [
    {
      type: 'CommentPosted',
      data: {
        activityId,
        commentId,
        seq: state.lastSeq + 1,
        author: command.author,
        authorRole,
        text,
        replyTo: answered && replyTo ? { commentId: replyTo, authorName: answered.authorName, excerpt: quoteOf(answered.text) } : null,
        mentions: named,
      },
    },
  ];
};

/** The author removes their own; the host and co-hosts any (spec section 6: the host moderates the game's queries, and so its chat). */
const removeComment = (command: ChatOf<'RemoveComment'>, state: ChatState): ChatEvent[] => {
  const role = requireMember(command.game);
  const { activityId, commentId } = command.data;
  const found = commentIn(state, commentId);
  if (found.removed) return [];
  const isAuthor = found.authorId === command.context.userId;
  if (!isAuthor && role === 'participant') throw new DomainError('FORBIDDEN', 'Only its author or the host removes a message', 'commentId');
  const removedBy: RemovedBy = isAuthor ? 'author' : 'host';
  return [{ type: 'CommentRemoved', data: { activityId, commentId, removedBy } }];
};

const reportComment = (command: ChatOf<'ReportComment'>, state: ChatState): ChatEvent[] => {
  requireMember(command.game);
  const { activityId, commentId, reportId, reason } = command.data;
  const reportedBy = command.context.userId;
  const found = commentIn(state, commentId);
  if (found.removed) throw new DomainError('COMMENT_NOT_FOUND', 'That message was removed already', 'commentId');
  if (state.reported.has(`${commentId}/${reportedBy}`))
    throw new DomainError('ALREADY_REPORTED', 'You reported this message already', 'commentId');
  const { spaceId, orgId, name: activityName = '' } = command.game;
  return [
    {
      type: 'CommentReported',
      data: {
        activityId,
        reportId,
        commentId,
        reason,
        reportedBy,
        activityName,
        spaceId,
        orgId,
        comment: { authorId: found.authorId, authorName: found.authorName, text: found.text },
      },
    },
  ];
};

/** A marker only moves forward, and not past the newest message. */
const markRead = (command: ChatOf<'MarkChatRead'>, state: ChatState): ChatEvent[] => {
  requireMember(command.game);
  const userId = command.context.userId;
  const seq = Math.min(command.data.seq, state.lastSeq);
  if (seq <= (state.readSeq.get(userId) ?? 0)) return [];
  return [{ type: 'ChatRead', data: { activityId: command.data.activityId, userId, seq } }];
};

/**
 * Staff of the venue's organisation (or a platform operator) close a report from their queue:
 * they remove the message, which closes every open report of it, or dismiss this report.
 * Outside the caller's queue a report does not exist (404), as dispute cases.
 */
const closeReport = (command: ChatOf<'CloseCommentReport'>, state: ChatState): ChatEvent[] => {
  const { activityId, reportId, outcome } = command.data;
  const report = state.reports.get(reportId);
  if (!report || !mayOnDispute(command.reviewer, 'review', { spaceId: report.spaceId, orgId: report.orgId })) {
    throw new DomainError('REPORT_NOT_FOUND', 'No such report in your queue', 'id');
  }
  if (!report.open) return [];
  const { commentId } = report;
  if (outcome === 'dismissed') return [{ type: 'CommentReportClosed', data: { activityId, reportId, commentId, outcome } }];
  const comment = commentIn(state, commentId);
  const openReports = [...state.reports].filter(([, r]) => r.open && r.commentId === commentId).map(([id]) => id);
  return [
    ...(comment.removed ? [] : [{ type: 'CommentRemoved' as const, data: { activityId, commentId, removedBy: 'moderator' as const } }]),
    ...openReports.map((id) => ({
      type: 'CommentReportClosed' as const,
      data: { activityId, reportId: id, commentId, outcome: 'removed' as const },
    })),
  ];
};

export const decideChat = (command: ChatCommandMessage, state: ChatState): ChatEvent[] => {
  switch (command.type) {
    case 'PostComment':
      return postComment(command, state);
    case 'RemoveComment':
      return removeComment(command, state);
    case 'ReportComment':
      return reportComment(command, state);
    case 'MarkChatRead':
      return markRead(command, state);
    case 'CloseCommentReport':
      return closeReport(command, state);
  }
};

/** One game's chat: stream `chat-{activityId}`. */
export const chatDecider: Decider<ChatCommandMessage, ChatEvent, ChatState> = {
  initialState: initialChatState,
  evolve: evolveChat,
  decide: decideChat,
};
