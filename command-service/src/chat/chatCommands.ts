import type { Actor, ChatRole } from '@sports/contracts';
import type { Command } from '../core/decider';

/**
 * What the chat's rules need to know about the game, read from the game's own stream when the
 * command arrives (chatGame.ts) and carried with it, as the time is: the decider stays pure.
 */
export interface ChatGame {
  exists: boolean;
  /** The caller's place: host, co-host or joined participant; null for anyone else (invited, requested, left, removed). */
  role: ChatRole | null;
  /** Whether the caller may see the game at all (a private game hides itself, chat included, as 404). */
  maySeeGame: boolean;
  spaceId: string | null;
  /** The venue's organisation, whose moderation queue holds reports. */
  orgId: string | null;
  /** The game's name (a report carries it to the queue). */
  name?: string;
}

type With<T extends string, D, Extra = unknown> = { type: T; data: D } & Pick<Command, 'context'> & Extra;
type OnGame = { game: ChatGame };
/** Back-office staff acting on a report (permissions.ts mayOnDispute decides whose queue it is in). */
export type Reviewer = Pick<Actor, 'role' | 'scopeIds'>;

export type ChatCommandMessage =
  | With<
      'PostComment',
      { activityId: string; commentId: string; text: string; replyTo?: string; mentions: string[] },
      OnGame & { author: { id: string; name: string } }
    >
  | With<'RemoveComment', { activityId: string; commentId: string }, OnGame>
  | With<'ReportComment', { activityId: string; commentId: string; reportId: string; reason: string }, OnGame>
  | With<'MarkChatRead', { activityId: string; seq: number }, OnGame>
  | With<'CloseCommentReport', { activityId: string; reportId: string; outcome: 'removed' | 'dismissed' }, { reviewer: Reviewer }>;

export type ChatOf<T extends ChatCommandMessage['type']> = Extract<ChatCommandMessage, { type: T }>;
