import { DomainError, classesApi, offeringStream, type Actor } from '@sports/contracts';
import { mayOnOrg } from '@sports/shared-rules';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { offeringDecider, type OfferingCommandMessage } from './offeringDecider';
import { sessionStatusOf, sessionsRemaining } from './classAttendance';

/** Running a class is the organisation's staff's work (as blocking slots is): managers and staff of it, and platform operators. */
const requireStaff = (actor: Actor, orgId: string) => {
  if (!mayOnOrg(actor, 'readOrg', orgId)) throw new DomainError('FORBIDDEN', 'Only staff of this organisation may do this', 'orgId');
};

/**
 * PUT …/classes/{key}/batches/{batchId}/sessions/{sessionId}/attendance/{userId} and POST
 * …/sessions/{sessionId}/status (docs/backoffice.md "Classes"): commands on the class's stream.
 */
export const registerClassCommandRoutes = (api: Api, handler: CommandHandler): void => {
  api.bind(classesApi.markAttendance, async (input) => {
    const { orgId, spaceId, key, batchId, sessionId, userId } = input.params;
    requireStaff(input.actor, orgId);
    const itemId = `${spaceId}.${key}`;
    const command = {
      type: 'MarkAttendance',
      data: {
        kind: 'class',
        itemId,
        spaceId,
        orgId,
        batchId,
        sessionId,
        userId,
        status: input.body.status,
        ...(input.body.note ? { note: input.body.note } : {}),
      },
      context: contextOf(input),
    } satisfies OfferingCommandMessage;
    const result = await handler.handle({
      streamId: offeringStream('class', itemId),
      decider: offeringDecider,
      command,
      reply: (_events, state) => ({
        message: 'success' as const,
        data: { sessionId, userId, status: input.body.status, sessionsRemaining: sessionsRemaining(state, batchId, userId) },
      }),
    });
    return respond(result);
  });

  api.bind(classesApi.changeClassSessionStatus, async (input) => {
    const { orgId, spaceId, key, batchId, sessionId } = input.params;
    requireStaff(input.actor, orgId);
    const itemId = `${spaceId}.${key}`;
    const command = {
      type: 'ChangeSessionStatus',
      data: {
        kind: 'class',
        itemId,
        spaceId,
        orgId,
        batchId,
        sessionId,
        status: input.body.status,
        ...(input.body.note ? { note: input.body.note } : {}),
      },
      context: contextOf(input),
    } satisfies OfferingCommandMessage;
    const result = await handler.handle({
      streamId: offeringStream('class', itemId),
      decider: offeringDecider,
      command,
      reply: (_events, state) => ({ message: 'success' as const, data: { sessionId, status: sessionStatusOf(state, sessionId) } }),
    });
    return respond(result);
  });
};
