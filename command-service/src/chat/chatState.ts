import type { ChatEvent } from '@sports/contracts';
import { PersistentMap, mapWith } from '../games/persistentMap';

/** What a comment's rules need: its author, whether it is gone, and a quote for replies and reports. */
export interface CommentFacts {
  seq: number;
  authorId: string;
  authorName: string;
  text: string;
  removed: boolean;
}

/** The chat stream's state. Persistent maps: a post adds one entry in O(1), however long the thread. */
export interface ChatState {
  lastSeq: number;
  comments: PersistentMap<string, CommentFacts>;
  /** Report id -> the comment, who reported it, and whether staff closed it. */
  reports: PersistentMap<string, { commentId: string; reportedBy: string; open: boolean; spaceId: string | null; orgId: string | null }>;
  /** Who reported which comment already (`{commentId}/{userId}`). */
  reported: PersistentMap<string, true>;
  /** Each member's read marker. */
  readSeq: PersistentMap<string, number>;
}

export const initialChatState = (): ChatState => ({
  lastSeq: 0,
  comments: PersistentMap.of(),
  reports: PersistentMap.of(),
  reported: PersistentMap.of(),
  readSeq: PersistentMap.of(),
});

export const evolveChat = (state: ChatState, event: ChatEvent): ChatState => {
  switch (event.type) {
    case 'CommentPosted': {
      const { commentId, seq, author, text } = event.data;
      return {
        ...state,
        lastSeq: seq,
        comments: mapWith(state.comments, commentId, { seq, authorId: author.id, authorName: author.name, text, removed: false }),
      };
    }
    case 'CommentRemoved': {
      const found = state.comments.get(event.data.commentId);
      return found ? { ...state, comments: mapWith(state.comments, event.data.commentId, { ...found, removed: true }) } : state;
    }
    case 'CommentReported': {
      const { reportId, commentId, reportedBy, spaceId, orgId } = event.data;
      return {
        ...state,
        reports: mapWith(state.reports, reportId, { commentId, reportedBy, open: true, spaceId, orgId }),
        reported: mapWith(state.reported, `${commentId}/${reportedBy}`, true as const),
      };
    }
    case 'CommentReportClosed': {
      const found = state.reports.get(event.data.reportId);
      return found ? { ...state, reports: mapWith(state.reports, event.data.reportId, { ...found, open: false }) } : state;
    }
    case 'ChatRead':
      return { ...state, readSeq: mapWith(state.readSeq, event.data.userId, event.data.seq) };
  }
};
