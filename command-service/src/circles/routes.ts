import { DomainError, gamesApi, streams } from '@sports/contracts';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { userDecider } from '../users/userDecider';
import { circleDecider, circleIdFor } from './circleDecider';

/** Circles and the interests that follow them (spec section 7 "GET circles by listing", "PUT my interest"). */
export const registerCircleCommandRoutes = (api: Api, handler: CommandHandler): void => {
  api.bind(gamesApi.createCircle, (input) => {
    const circleId = circleIdFor(input.body.listingId, input.body.city);
    return handler
      .handle({
        streamId: streams.circle(circleId),
        decider: circleDecider,
        command: {
          type: 'CreateCircle',
          data: { circleId, details: input.body, createdBy: input.actor.userId },
          context: contextOf(input),
        },
        reply: () => ({ message: 'success' as const, data: { circleId } }),
      })
      .then(respond);
  });

  api.bind(gamesApi.setInterests, async (input) => {
    const userId = input.actor.userId;
    const circleIds = [...new Set(input.body.circleIds)];
    // Only circles that exist can be followed; each is read from its own stream.
    await Promise.all(
      circleIds.map(async (circleId) => {
        if (!(await handler.read(streams.circle(circleId), circleDecider)).exists) {
          throw new DomainError('CIRCLE_NOT_FOUND', `No circle ${circleId}`, `circleIds.${input.body.circleIds.indexOf(circleId)}`);
        }
      }),
    );
    return handler
      .handle({
        streamId: streams.user(userId),
        decider: userDecider,
        command: { type: 'SetInterests', data: { userId, circleIds }, context: contextOf(input) },
        reply: () => ({ message: 'success' as const, data: { circleIds } }),
      })
      .then(respond);
  });
};
