import { DomainError, coverUrlOf, gamesApi, streams, toE164, type GameEvent } from '@sports/contracts';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import type { CodeDelivery } from '../accounts/delivery';
import { requireUploadedImage, type ImageLookup } from '../media/images';
import { gameDecider, type GameCommandMessage } from './gameDecider';
import type { GameState } from './gameState';
import { validateGameDetails } from './gameDetailsRules';
import { activityIdFor, derivedId } from './derivedIds';
import { hashInviteSecret, inviteSecretFor } from './inviteSecret';
import { detailsOnDate } from './seriesDates';
import { requireSlotForGame } from '../bookings/slotForGame';
import { participantStatusDecider, type UpdateParticipantStatus } from './participantStatus';
import { requireGamePermission, requireStatusPermission } from './gamePermission';

export interface GameToolDeps {
  /** Checks that a cover image was uploaded (the blob port). */
  images: ImageLookup;
  /** The message port: invitation links go out through it (the development outbox when embedded). */
  messages: CodeDelivery;
  /** Key for invitation secrets; derived from the server's secret, never stored in the log. */
  inviteKey: string;
  /** Where the player UI is reached, for links in messages. */
  publicUrl: string;
}

export const registerGameToolRoutes = (api: Api, handler: CommandHandler, deps: GameToolDeps): void => {
  const run = <R>(command: GameCommandMessage, reply: (events: GameEvent[], state: GameState) => R) =>
    handler.handle({ streamId: streams.game(command.data.activityId), decider: gameDecider, command, reply });

  // Before updateGame: its path parameter would otherwise take "bulk" as a game id.
  api.bind(gamesApi.bulkCreateGames, async (input) => {
    const { details, dates } = input.body;
    const distinct = [...new Set(dates)].sort();
    if (distinct.length !== dates.length) throw new DomainError('VALIDATION_FAILED', 'Each date may appear once', 'dates');
    const series = distinct.map((date) => ({ date, details: detailsOnDate(details, date) }));
    // Every date is checked before any game is created, so a bad date creates nothing.
    for (const [i, game] of series.entries()) {
      try {
        validateGameDetails(game.details, input.now);
      } catch (error) {
        if (error instanceof DomainError) throw new DomainError(error.code, `${game.date}: ${error.message}`, `dates.${i}`);
        throw error;
      }
    }
    const host = { id: input.actor.userId, name: input.actor.name };
    const activityIds: string[] = [];
    let position: bigint | null = null;
    for (const game of series) {
      // One command per game, each with its own id derived from the request's, so a retry is recognised per game.
      const commandId = `${input.commandId}:${game.date}`;
      const activityId = activityIdFor(input.actor.userId, commandId);
      const result = await run(
        { type: 'CreateGame', data: { activityId, host, details: game.details }, context: { ...contextOf(input), commandId } },
        () => activityId,
      );
      activityIds.push(activityId);
      if (result.position !== null && (position === null || result.position > position)) position = result.position;
    }
    return respond({ reply: { message: 'success' as const, data: { activityIds } }, position, repeated: false });
  });

  api.bind(gamesApi.updateGame, async (input) => {
    const { activityId } = input.params;
    await requireGamePermission(handler, activityId, input.actor.userId, 'updateGame');
    return run({ type: 'UpdateGame', data: { activityId, details: input.body }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { activityId },
    })).then(respond);
  });

  api.bind(gamesApi.setCover, async (input) => {
    const { activityId } = input.params;
    await requireGamePermission(handler, activityId, input.actor.userId, 'setCover');
    const cover = input.body;
    if (cover.type === 'image') await requireUploadedImage(deps.images, cover.imageId, 'imageId');
    return run({ type: 'SetCover', data: { activityId, cover }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { activityId, coverUrl: coverUrlOf(cover)! },
    })).then(respond);
  });

  api.bind(gamesApi.removeCover, (input) => {
    const { activityId } = input.params;
    return run({ type: 'RemoveCover', data: { activityId }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { activityId },
    })).then(respond);
  });

  api.bind(gamesApi.addOfflineParticipants, async (input) => {
    const { activityId } = input.params;
    await requireGamePermission(handler, activityId, input.actor.userId, 'manageOfflineParticipants');
    const participants = input.body.participants.map((p, i) => ({
      id: derivedId('off-', [activityId, input.commandId, String(i)]),
      name: p.name,
    }));
    const bookedBy = input.body.bookedBy ?? input.actor.userId;
    return run({ type: 'AddOfflineParticipants', data: { activityId, participants, bookedBy }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { activityId, participantIds: participants.map((p) => p.id) },
    })).then(respond);
  });

  api.bind(gamesApi.inviteByLink, async (input) => {
    const { activityId } = input.params;
    await requireGamePermission(handler, activityId, input.actor.userId, 'inviteParticipants');
    const phone = toE164(input.body.phoneNumber, input.body.countryCode);
    if (!phone) throw new DomainError('VALIDATION_FAILED', 'Not a phone number', 'phoneNumber');
    // Derived, not random: a retry sends the very same link, so resending after a failed delivery is safe.
    const inviteId = derivedId('inv-', [activityId, input.actor.userId, input.commandId]);
    const secret = inviteSecretFor(deps.inviteKey, inviteId);
    let game: GameState | undefined;
    const result = await run(
      {
        type: 'SendInviteLink',
        data: { activityId, inviteId, secretHash: hashInviteSecret(secret), sentTo: phone },
        context: contextOf(input),
      },
      (_events, state) => {
        game = state;
        return { message: 'user invited' as const, data: { activityId, inviteId } };
      },
    );
    if (!game) throw new Error('the reply names the game');
    const link = `${deps.publicUrl}/games/${activityId}?invite=${inviteId}.${secret}`;
    await deps.messages.send({
      to: phone,
      channel: input.body.channel,
      text: `${input.actor.name} invited you to "${game.name}" on ${game.date}. Join here: ${link}`,
    });
    return respond(result);
  });

  api.bind(gamesApi.respondToHold, async (input) => {
    const { activityId } = input.params;
    await requireGamePermission(handler, activityId, input.actor.userId, 'respondToHold');
    return run({ type: 'RespondToHold', data: { activityId, response: input.body.response }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { activityId },
    })).then(respond);
  });

  api.bind(gamesApi.addQuery, (input) => {
    const { activityId } = input.params;
    const queryId = derivedId('q-', [activityId, input.actor.userId, input.commandId]);
    const askedBy = { id: input.actor.userId, name: input.actor.name };
    return run(
      { type: 'AddQuery', data: { activityId, queryId, question: input.body.question, askedBy }, context: contextOf(input) },
      () => ({
        message: 'success' as const,
        data: { activityId, queryId },
      }),
    ).then(respond);
  });

  api.bind(gamesApi.answerQuery, async (input) => {
    const { activityId, queryId } = input.params;
    await requireGamePermission(handler, activityId, input.actor.userId, 'answerQuery');
    const answeredBy = { id: input.actor.userId, name: input.actor.name };
    return run(
      { type: 'AnswerQuery', data: { activityId, queryId, answer: input.body.answer, answeredBy }, context: contextOf(input) },
      () => ({
        message: 'success' as const,
        data: { activityId, queryId },
      }),
    ).then(respond);
  });

  api.bind(gamesApi.deleteQuery, (input) => {
    const { activityId, queryId } = input.params;
    return run({ type: 'DeleteQuery', data: { activityId, queryId }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { activityId, queryId },
    })).then(respond);
  });

  api.bind(gamesApi.mapSlot, async (input) => {
    const { activityId } = input.params;
    await requireGamePermission(handler, activityId, input.actor.userId, 'mapSlot');
    const { paidAmount } = await requireSlotForGame(handler, input.actor, input.body);
    return run(
      {
        type: 'MapSlot',
        data: { activityId, slot: input.body, ...(paidAmount === undefined ? {} : { paidAmount }) },
        context: contextOf(input),
      },
      (_events, game) => ({
        message: 'success' as const,
        data: { activityId, slotIds: [...game.slotIds] },
      }),
    ).then(respond);
  });

  api.bind(gamesApi.unmapSlot, (input) => {
    const { activityId, slotId } = input.params;
    return run({ type: 'UnmapSlot', data: { activityId, slotId }, context: contextOf(input) }, (_events, game) => ({
      message: 'success' as const,
      data: { activityId, slotIds: [...game.slotIds] },
    })).then(respond);
  });

  api.bind(gamesApi.updateParticipantStatus, async (input) => {
    const { activityId } = input.params;
    await requireStatusPermission(handler, activityId, input.actor.userId);
    const { id: participantId, status, updatedBy } = input.body;
    // The server records who acted from the token; a body naming someone else is refused, not rewritten.
    if (updatedBy !== undefined && updatedBy !== input.actor.userId)
      throw new DomainError('FORBIDDEN', 'updatedBy must be you: the change is recorded as yours', 'updatedBy');
    const caller = { id: input.actor.userId, name: input.actor.name };
    const command: UpdateParticipantStatus = {
      type: 'UpdateParticipantStatus',
      data: { activityId, participantId, caller, ...(status ? { status } : {}) },
      context: contextOf(input),
    };
    return handler
      .handle({
        streamId: streams.game(activityId),
        decider: participantStatusDecider,
        command,
        reply: () => ({ message: 'status updated' as const, data: { activityId, userId: participantId, status: status ?? 'joined' } }),
      })
      .then(respond);
  });
};
