import { z } from 'zod';
import { defineRoute } from '../api/route';
import { pushEndpointSchema, pushSubscriptionSchema } from './events';

/** The VAPID public key the browser subscribes with (applicationServerKey); 404 PUSH_DISABLED when the server has none. */
export const getPushPublicKey = defineRoute({
  operationId: 'getPushPublicKey',
  method: 'get',
  path: '/api/vm/push/public-key',
  summary:
    'The VAPID public key (base64url) a browser subscribes to Web Push with; 404 PUSH_DISABLED when the server sends no pushes (no keys configured).',
  tag: 'Users',
  auth: 'none',
  successStatus: 200,
  response: z.object({ data: z.object({ publicKey: z.string() }) }),
  errors: ['PUSH_DISABLED'],
});

export const subscribeToPush = defineRoute({
  operationId: 'subscribeToPush',
  method: 'post',
  path: '/api/vm/users/me/push-subscriptions',
  summary:
    "Keeps this device's Web Push subscription (PushSubscription.toJSON()): every notification the caller gets is then pushed to it too, while their push setting is on.",
  tag: 'Users',
  auth: 'required',
  idempotent: true,
  body: pushSubscriptionSchema,
  successStatus: 201,
  response: z.object({ message: z.literal('success'), data: z.object({ endpoint: z.string() }) }),
  errors: ['PUSH_DISABLED'],
});

export const unsubscribeFromPush = defineRoute({
  operationId: 'unsubscribeFromPush',
  method: 'delete',
  path: '/api/vm/users/me/push-subscriptions',
  summary: "Forgets this device's Web Push subscription (by its endpoint); forgetting one not kept is no error.",
  tag: 'Users',
  auth: 'required',
  idempotent: true,
  body: z.object({ endpoint: pushEndpointSchema }).strict(),
  successStatus: 200,
  response: z.object({ message: z.literal('success') }),
  errors: [],
});
