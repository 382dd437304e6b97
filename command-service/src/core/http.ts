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

/** The x-log-position header naming where a command's events went; none when nothing was appended. */
export const logPositionHeader = (position: bigint | null): Record<string, string> =>
  position === null ? {} : { 'x-log-position': String(position) };

/** The reply, plus the log position so a client can wait for read models to catch up (read-your-writes). */
export const respond = <R>(result: CommandResult<R>) => ({ body: result.reply, headers: logPositionHeader(result.position) });
