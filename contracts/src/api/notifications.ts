import { z } from 'zod';
import { communicationSchema, communicationUpdateSchema } from '../users/communicationEvents';
import { defineRoute } from './route';

/** Where game notifications reach the caller. */
export const setCommunicationPreferences = defineRoute({
  operationId: 'setCommunicationPreferences',
  method: 'put',
  path: '/api/vm/users/me/communication',
  summary:
    'The channels game notifications (invitations, answers to requests, removal, holds, match full, co-host) are sent on; WhatsApp only until set. `push` (Web Push to the devices subscribed) is on until turned off; left out, it stays as it was.',
  tag: 'Users',
  auth: 'required',
  idempotent: true,
  body: communicationUpdateSchema,
  successStatus: 200,
  response: z.object({ message: z.literal('success'), data: communicationSchema }),
  errors: ['USER_NOT_FOUND'],
});

/** Reads back what PUT last set (the notifier's defaults, DEFAULT_COMMUNICATION, when never set), for the settings screen. */
export const getCommunicationPreferences = defineRoute({
  operationId: 'getCommunicationPreferences',
  method: 'get',
  path: '/api/vm/users/me/communication',
  summary:
    'The channels game notifications reach the caller on: what PUT /api/vm/users/me/communication last set, or the defaults (WhatsApp only) when never set.',
  tag: 'Users',
  auth: 'required',
  successStatus: 200,
  response: z.object({ data: communicationSchema }),
  errors: ['USER_NOT_FOUND'],
});
