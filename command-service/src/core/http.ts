import type { Actor } from '@sports/contracts';
import type { CommandContext } from './decider';
import type { CommandResult } from './commandHandler';

/** The command context of an authenticated request. */
export const contextOf = (input: { commandId: string; actor: Actor; now: string; correlationId: string | undefined }): CommandContext => ({
  commandId: input.commandId,
  userId: input.actor.userId,
  now: input.now,
  correlationId: input.correlationId,
});

/** The reply, plus the log position so a client can wait for read models to catch up (read-your-writes). */
export const respond = <R>(result: CommandResult<R>) => ({
  body: result.reply,
  headers: (result.position === null ? {} : { 'x-log-position': String(result.position) }) as Record<string, string>,
});
