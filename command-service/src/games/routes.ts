import { DomainError, gamesApi, streams, type GameEvent } from '@sports/contracts';
import { mayOnGame } from '@sports/shared-rules';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { userDecider } from '../users/userDecider';
import { gameDecider, type GameCommandMessage } from './gameDecider';
import { activityIdFor } from './derivedIds';
import { membershipOfState } from './gameState';
import { requireGamePermission } from './gamePermission';
import { hashInviteSecret } from './inviteSecret';

export { activityIdFor } from './derivedIds';

/**
 * Leaving a place paid online cancels its order by the refund policy, and a host cancelling the
 * game cancels every such order with all of it back (bookings/bookingFlows.ts).
 */
export interface PaidPlaceLeaving {
  /** Null when the place was not bought online (or the game started); else where the leave was written. */
  leavePaidGame(activityId: string, userId: string, context: ReturnType<typeof contextOf>): Promise<{ position: bigint | null } | null>;
  cancelPaidPlaces(activityId: string, context: ReturnType<typeof contextOf>): Promise<void>;
}

export const registerGameCommandRoutes = (api: Api, handler: CommandHandler, paid?: PaidPlaceLeaving): void => {
  const run = <R>(command: GameCommandMessage, reply: (events: GameEvent[]) => R) =>
    handler.handle({ streamId: streams.game(command.data.activityId), decider: gameDecider, command, reply }).then(respond);

  api.bind(gamesApi.createGame, (input) => {
    const activityId = activityIdFor(input.actor.userId, input.commandId);
    const host = { id: input.actor.userId, name: input.actor.name };
    return run({ type: 'CreateGame', data: { activityId, host, details: input.body }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { activityId },
    }));
  });

  api.bind(gamesApi.joinGame, (input) => {
    const { activityId } = input.params;
    const player = { id: input.actor.userId, name: input.actor.name };
    const { message, formAnswers, invite, id, bookedBy, membersCount, bookedFor } = input.body;
    // The spec's participant body speaks for the caller only; the token says who that is.
    if (id !== undefined && id !== player.id)
      throw new DomainError('FORBIDDEN', 'id must be you: a player joins only themself (the host adds others)', 'id');
    if (bookedBy != null && bookedBy !== player.id)
      throw new DomainError('FORBIDDEN', "bookedBy must be you: booking for others is the host's offline participants", 'bookedBy');
    const data = {
      activityId,
      player,
      ...(message ? { message } : {}),
      ...(formAnswers ? { formAnswers } : {}),
      // Only a hash of the link's secret is compared with the one the game's stream keeps.
      ...(invite ? { invite: { inviteId: invite.inviteId, secretHash: hashInviteSecret(invite.secret) } } : {}),
      // Paying together: places for the player's friends, and their names (docs/adr/0102-paying-together.md).
      ...(membersCount ? { membersCount } : {}),
      ...(bookedFor ? { bookedFor } : {}),
    };
    return run({ type: 'JoinGame', data, context: contextOf(input) }, (events) => ({
      message: 'success' as const,
      data: { activityId, status: events[0]?.type === 'JoinRequested' ? ('requested' as const) : ('joined' as const) },
    }));
  });

  for (const [route, type] of [
    [gamesApi.acceptJoinRequest, 'AcceptJoinRequest'],
    [gamesApi.rejectJoinRequest, 'RejectJoinRequest'],
  ] as const) {
    api.bind(route, (input) => {
      const { activityId, userId } = input.params;
      return run({ type, data: { activityId, participantId: userId }, context: contextOf(input) }, () => ({
        message: 'done' as const,
        data: { activityId, userId },
      }));
    });
  }

  // Host tools with a body: who may act is decided on the game before the body is read (gamePermission.ts).
  api.bind(gamesApi.holdGame, async (input) => {
    const { activityId } = input.params;
    await requireGamePermission(handler, activityId, input.actor.userId, 'holdGame');
    return run({ type: 'HoldGame', data: { activityId, reason: input.body.reason }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { activityId, reason: input.body.reason },
    }));
  });

  api.bind(gamesApi.addCoHost, (input) => {
    const { activityId, userId } = input.params;
    return run({ type: 'AddCoHost', data: { activityId, coHostId: userId }, context: contextOf(input) }, () => ({
      message: 'cohost added successfully' as const,
      data: { activityId, userId },
    }));
  });

  api.bind(gamesApi.setMatchFull, async (input) => {
    const { activityId } = input.params;
    await requireGamePermission(handler, activityId, input.actor.userId, 'setMatchFull');
    const { isMatchFull } = input.body;
    return run({ type: 'SetMatchFull', data: { activityId, isMatchFull }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { activityId, isMatchFull },
    }));
  });

  api.bind(gamesApi.removeParticipant, async (input) => {
    const { activityId } = input.params;
    await requireGamePermission(handler, activityId, input.actor.userId, 'removeParticipant');
    return run({ type: 'RemoveParticipant', data: { activityId, participantId: input.body.id }, context: contextOf(input) }, () => ({
      message: 'status updated' as const,
      data: { activityId, userId: input.body.id },
    }));
  });

  api.bind(gamesApi.inviteParticipants, async (input) => {
    const { activityId } = input.params;
    await requireGamePermission(handler, activityId, input.actor.userId, 'inviteParticipants');
    // Invitees are read from their own streams: only registered users, under the names they go by.
    const invitees = await Promise.all(
      input.body.userIds.map(async (userId, i) => {
        const user = await handler.read(streams.user(userId), userDecider);
        if (!user.registered) throw new DomainError('USER_NOT_FOUND', 'No such user', `userIds.${i}`);
        return { id: userId, name: user.name || 'Player' };
      }),
    );
    return run({ type: 'InviteParticipants', data: { activityId, invitees }, context: contextOf(input) }, (events) => ({
      message: 'success' as const,
      data: { activityId, invited: events.flatMap((e) => (e.type === 'ParticipantsInvited' ? e.data.invitees.map((p) => p.id) : [])) },
    }));
  });

  api.bind(gamesApi.declineInvitation, (input) => {
    const { activityId } = input.params;
    return run({ type: 'DeclineInvitation', data: { activityId, participantId: input.actor.userId }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { activityId },
    }));
  });

  api.bind(gamesApi.leaveGame, async (input) => {
    const { activityId } = input.params;
    const left = paid ? await paid.leavePaidGame(activityId, input.actor.userId, contextOf(input)) : null;
    if (left) return respond({ reply: { message: 'success' as const, data: { activityId } }, position: left.position, repeated: false });
    return run({ type: 'LeaveGame', data: { activityId, participantId: input.actor.userId }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { activityId },
    }));
  });

  api.bind(gamesApi.deleteGame, async (input) => {
    const { activityId } = input.params;
    const command: GameCommandMessage = { type: 'DeleteGame', data: { activityId }, context: contextOf(input) };
    if (paid) {
      // Only a delete the game's rules allow refunds anyone: decided on the game as it is, then
      // the places bought online are cancelled with everything back before the game goes.
      const game = await handler.read(streams.game(activityId), gameDecider);
      if (game.exists) {
        gameDecider.decide(command, game);
        await paid.cancelPaidPlaces(activityId, command.context);
      }
    }
    return run(command, () => ({
      message: 'success' as const,
      data: { activityId },
    }));
  });

  api.bind(gamesApi.saveGame, async (input) => {
    const { activityId } = input.params;
    const { isSaved } = input.body;
    if (isSaved) {
      // Only a game the caller may see can be saved; unsaving works even after the game is gone.
      const game = await handler.read(streams.game(activityId), gameDecider);
      if (!game.exists || (game.privacy === 'private' && !mayOnGame(input.actor, 'viewPrivateGame', membershipOfState(game)))) {
        throw new DomainError('GAME_NOT_FOUND', 'No such game', 'activityId');
      }
    }
    const userId = input.actor.userId;
    return handler
      .handle({
        streamId: streams.user(userId),
        decider: userDecider,
        command: { type: isSaved ? 'SaveGame' : 'UnsaveGame', data: { userId, activityId }, context: contextOf(input) },
        reply: () => ({ message: 'success' as const, data: { activityId, isSaved } }),
      })
      .then(respond);
  });

  api.bind(gamesApi.releaseHold, (input) => {
    const { activityId } = input.params;
    return run({ type: 'ReleaseHold', data: { activityId }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { activityId },
    }));
  });
};
