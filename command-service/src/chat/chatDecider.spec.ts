import type { ChatEvent } from '@sports/contracts';
import { describe, it } from 'vitest';
import { deciderSpec } from '../core/deciderSpec';
import type { ChatCommandMessage, ChatGame } from './chatCommands';
import { chatDecider } from './chatDecider';

/** Spec section 3 "comments and replies" as a game's chat (DESIGN.md "Together", docs/adr/0101-game-chat.md). */
const spec = deciderSpec(chatDecider);
const NOW = '2026-11-27T10:00:00.000Z';
let counter = 0;
const game = (role: ChatGame['role'], overrides: Partial<ChatGame> = {}): ChatGame => ({
  exists: true,
  role,
  maySeeGame: true,
  spaceId: 'marina',
  orgId: 'turf-co',
  name: 'Friday Football',
  ...overrides,
});
const ctx = (userId: string) => ({ context: { commandId: `cmd-${++counter}`, userId, now: NOW } });

const post = (
  userId: string,
  commentId: string,
  text: string,
  extra: { replyTo?: string; mentions?: string[]; role?: ChatGame['role']; game?: ChatGame } = {},
): ChatCommandMessage => ({
  type: 'PostComment',
  data: { activityId: 'g1', commentId, text, mentions: extra.mentions ?? [], ...(extra.replyTo ? { replyTo: extra.replyTo } : {}) },
  author: { id: userId, name: userId === 'host' ? 'Hari' : userId === 'arjun' ? 'Arjun' : 'Priya' },
  game: extra.game ?? game(extra.role === undefined ? 'participant' : extra.role),
  ...ctx(userId),
});
const remove = (userId: string, commentId: string, role: ChatGame['role'] = 'participant'): ChatCommandMessage => ({
  type: 'RemoveComment',
  data: { activityId: 'g1', commentId },
  game: game(role),
  ...ctx(userId),
});
const report = (userId: string, commentId: string, reportId = 'r1', role: ChatGame['role'] = 'participant'): ChatCommandMessage => ({
  type: 'ReportComment',
  data: { activityId: 'g1', commentId, reportId, reason: 'Rude' },
  game: game(role),
  ...ctx(userId),
});
const close = (
  scope: { role: 'admin' | 'org_staff' | 'org_manager'; scopeIds: string[] },
  outcome: 'removed' | 'dismissed',
  reportId = 'r1',
): ChatCommandMessage => ({
  type: 'CloseCommentReport',
  data: { activityId: 'g1', reportId, outcome },
  reviewer: scope,
  ...ctx('staff'),
});
const read = (userId: string, seq: number): ChatCommandMessage => ({
  type: 'MarkChatRead',
  data: { activityId: 'g1', seq },
  game: game('participant'),
  ...ctx(userId),
});

const posted = (
  userId: string,
  commentId: string,
  seq: number,
  text: string,
  extra: Partial<Extract<ChatEvent, { type: 'CommentPosted' }>['data']> = {},
): ChatEvent => ({
  type: 'CommentPosted',
  data: {
    activityId: 'g1',
    commentId,
    seq,
    author: { id: userId, name: userId === 'host' ? 'Hari' : userId === 'arjun' ? 'Arjun' : 'Priya' },
    authorRole: userId === 'host' ? 'host' : 'participant',
    text,
    replyTo: null,
    mentions: [],
    ...extra,
  },
});
const reported = (userId: string, commentId: string, reportId = 'r1'): ChatEvent => ({
  type: 'CommentReported',
  data: {
    activityId: 'g1',
    reportId,
    commentId,
    reason: 'Rude',
    reportedBy: userId,
    activityName: 'Friday Football',
    spaceId: 'marina',
    orgId: 'turf-co',
    comment: { authorId: 'priya', authorName: 'Priya', text: 'Hi all' },
  },
});
const staff = { role: 'org_staff' as const, scopeIds: ['turf-co'] };
const otherStaff = { role: 'org_staff' as const, scopeIds: ['other-co'] };

describe('game chat: who may post', () => {
  it('a joined participant, the host and a co-host post; messages are numbered in order', () => {
    spec
      .given([])
      .when(post('priya', 'c1', 'Hi all'))
      .then([posted('priya', 'c1', 1, 'Hi all')]);
    spec
      .given([posted('priya', 'c1', 1, 'Hi all')])
      .when(post('host', 'c2', 'Bring bibs', { role: 'host' }))
      .then([posted('host', 'c2', 2, 'Bring bibs')]);
    spec
      .given([])
      .when(post('arjun', 'c1', 'On my way', { role: 'co_host' }))
      .then([posted('arjun', 'c1', 1, 'On my way', { authorRole: 'co_host' })]);
  });

  it('someone who left, was removed or only asked to join is told to join (403); a private game they may not see is 404', () => {
    spec
      .given([])
      .when(post('priya', 'c1', 'Hi', { role: null }))
      .thenThrows('NOT_A_CHAT_MEMBER');
    spec
      .given([])
      .when(post('priya', 'c1', 'Hi', { game: game(null, { maySeeGame: false }) }))
      .thenThrows('GAME_NOT_FOUND');
    spec
      .given([])
      .when(post('priya', 'c1', 'Hi', { game: game('participant', { exists: false }) }))
      .thenThrows('GAME_NOT_FOUND');
  });
});

describe('game chat: replies and mentions', () => {
  it('a reply quotes the comment it answers', () => {
    spec
      .given([posted('priya', 'c1', 1, 'Who has a ball?')])
      .when(post('arjun', 'c2', 'I do', { replyTo: 'c1' }))
      .then([posted('arjun', 'c2', 2, 'I do', { replyTo: { commentId: 'c1', authorName: 'Priya', excerpt: 'Who has a ball?' } })]);
  });

  it('a reply to a missing or removed comment is 404', () => {
    spec
      .given([])
      .when(post('arjun', 'c2', 'I do', { replyTo: 'nope' }))
      .thenThrows('COMMENT_NOT_FOUND');
    spec
      .given([
        posted('priya', 'c1', 1, 'Who has a ball?'),
        { type: 'CommentRemoved', data: { activityId: 'g1', commentId: 'c1', removedBy: 'author' } },
      ])
      .when(post('arjun', 'c2', 'I do', { replyTo: 'c1' }))
      .thenThrows('COMMENT_NOT_FOUND');
  });

  it('mentions are kept once each, never of the author', () => {
    spec
      .given([])
      .when(post('priya', 'c1', '@Arjun @Arjun @Priya', { mentions: ['arjun', 'arjun', 'priya'] }))
      .then([posted('priya', 'c1', 1, '@Arjun @Arjun @Priya', { mentions: ['arjun'] })]);
  });
});

describe('game chat: removing', () => {
  const thread = [posted('priya', 'c1', 1, 'Hi all')];
  it('the author removes their own ("by its author"); the host or a co-host any ("by the host")', () => {
    spec
      .given(thread)
      .when(remove('priya', 'c1'))
      .then([{ type: 'CommentRemoved', data: { activityId: 'g1', commentId: 'c1', removedBy: 'author' } }]);
    spec
      .given(thread)
      .when(remove('host', 'c1', 'host'))
      .then([{ type: 'CommentRemoved', data: { activityId: 'g1', commentId: 'c1', removedBy: 'host' } }]);
    spec
      .given(thread)
      .when(remove('arjun', 'c1', 'co_host'))
      .then([{ type: 'CommentRemoved', data: { activityId: 'g1', commentId: 'c1', removedBy: 'host' } }]);
  });

  it('another participant may not (403); a removed one stays removed (nothing new); a missing one is 404; a former member is 403', () => {
    spec.given(thread).when(remove('arjun', 'c1')).thenThrows('FORBIDDEN');
    spec
      .given([...thread, { type: 'CommentRemoved', data: { activityId: 'g1', commentId: 'c1', removedBy: 'author' } }])
      .when(remove('host', 'c1', 'host'))
      .then([]);
    spec
      .given(thread)
      .when(remove('host', 'c9', 'host'))
      .thenThrows('COMMENT_NOT_FOUND');
    spec
      .given(thread)
      .when(remove('priya', 'c1', null))
      .thenThrows('NOT_A_CHAT_MEMBER');
  });
});

describe('game chat: reports', () => {
  const thread = [posted('priya', 'c1', 1, 'Hi all')];
  it("a member reports a message to the venue organisation's queue, once", () => {
    spec
      .given(thread)
      .when(report('arjun', 'c1'))
      .then([reported('arjun', 'c1')]);
    spec
      .given([...thread, reported('arjun', 'c1')])
      .when(report('arjun', 'c1', 'r2'))
      .thenThrows('ALREADY_REPORTED');
    spec
      .given([...thread, reported('arjun', 'c1')])
      .when(report('host', 'c1', 'r2', 'host'))
      .then([reported('host', 'c1', 'r2')]);
  });

  it("the organisation's staff dismiss it or remove the message (closing every open report of it); other organisations' staff do not see it", () => {
    const given = [...thread, reported('arjun', 'c1'), reported('host', 'c1', 'r2')];
    spec
      .given(given)
      .when(close(staff, 'dismissed'))
      .then([{ type: 'CommentReportClosed', data: { activityId: 'g1', reportId: 'r1', commentId: 'c1', outcome: 'dismissed' } }]);
    spec
      .given(given)
      .when(close(staff, 'removed'))
      .then([
        { type: 'CommentRemoved', data: { activityId: 'g1', commentId: 'c1', removedBy: 'moderator' } },
        { type: 'CommentReportClosed', data: { activityId: 'g1', reportId: 'r1', commentId: 'c1', outcome: 'removed' } },
        { type: 'CommentReportClosed', data: { activityId: 'g1', reportId: 'r2', commentId: 'c1', outcome: 'removed' } },
      ]);
    spec.given(given).when(close(otherStaff, 'removed')).thenThrows('REPORT_NOT_FOUND');
    spec
      .given(given)
      .when(close({ role: 'admin', scopeIds: [] }, 'dismissed', 'r2'))
      .then([{ type: 'CommentReportClosed', data: { activityId: 'g1', reportId: 'r2', commentId: 'c1', outcome: 'dismissed' } }]);
  });
});

describe('game chat: read markers', () => {
  const thread = [posted('priya', 'c1', 1, 'Hi'), posted('arjun', 'c2', 2, 'Hey')];
  it('a marker moves forward only, never past the newest message', () => {
    spec
      .given(thread)
      .when(read('priya', 1))
      .then([{ type: 'ChatRead', data: { activityId: 'g1', userId: 'priya', seq: 1 } }]);
    spec
      .given(thread)
      .when(read('priya', 50))
      .then([{ type: 'ChatRead', data: { activityId: 'g1', userId: 'priya', seq: 2 } }]);
    spec
      .given([...thread, { type: 'ChatRead', data: { activityId: 'g1', userId: 'priya', seq: 2 } }])
      .when(read('priya', 1))
      .then([]);
  });
});
