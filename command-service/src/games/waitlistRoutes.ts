import { gamesApi, streams, type GameEvent } from '@sports/contracts';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { gameDecider, type GameCommandMessage } from './gameDecider';
import type { GameState } from './gameState';
import { waitlistPosition } from './waitlistState';

/** The waitlist calls; every rule is the game decider's (waitlist.ts). */
export const registerWaitlistRoutes = (api: Api, handler: CommandHandler): void => {
  const run = <R>(command: GameCommandMessage, reply: (events: GameEvent[], state: GameState) => R) =>
    handler.handle({ streamId: streams.game(command.data.activityId), decider: gameDecider, command, reply }).then(respond);

  api.bind(gamesApi.joinWaitlist, (input) => {
    const { activityId } = input.params;
    const player = { id: input.actor.userId, name: input.actor.name };
    return run({ type: 'JoinWaitlist', data: { activityId, player }, context: contextOf(input) }, (_events, state) => {
      return { message: 'success' as const, data: { activityId, position: waitlistPosition(state, player.id) } };
    });
  });

  api.bind(gamesApi.leaveWaitlist, (input) => {
    const { activityId } = input.params;
    return run({ type: 'LeaveWaitlist', data: { activityId, userId: input.actor.userId }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { activityId },
    }));
  });

  api.bind(gamesApi.acceptWaitlistOffer, (input) => {
    const { activityId } = input.params;
    const player = { id: input.actor.userId, name: input.actor.name };
    const { formAnswers } = input.body;
    const data = { activityId, player, ...(formAnswers ? { formAnswers } : {}) };
    return run({ type: 'AcceptWaitlistOffer', data, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { activityId, status: 'joined' as const },
    }));
  });

  api.bind(gamesApi.declineWaitlistOffer, (input) => {
    const { activityId } = input.params;
    return run({ type: 'DeclineWaitlistOffer', data: { activityId, userId: input.actor.userId }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { activityId },
    }));
  });
};
