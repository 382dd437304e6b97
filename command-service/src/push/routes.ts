import { DomainError, pushApi, pushStream } from '@sports/contracts';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { pushSubscriptionsDecider } from './pushSubscriptionsDecider';

export interface PushRouteOptions {
  /** The VAPID public key; null: the server sends no pushes (PUSH_DISABLED). */
  publicKey: string | null;
  /** Development only: subscriptions to a push service on http://127.0.0.1 (the tests' double). */
  allowLoopbackHttp: boolean;
}

/** Web Push subscriptions of the caller's devices, and the key browsers subscribe with (docs/adr/0099-web-push.md). */
export const registerPushRoutes = (api: Api, handler: CommandHandler, options: PushRouteOptions): void => {
  const disabled = () => new DomainError('PUSH_DISABLED', 'This server sends no push notifications');

  api.bind(pushApi.getPushPublicKey, async () => {
    if (options.publicKey === null) throw disabled();
    return { body: { data: { publicKey: options.publicKey } } };
  });

  api.bind(pushApi.subscribeToPush, (input) => {
    if (options.publicKey === null) throw disabled();
    const { endpoint, keys } = input.body;
    if (!options.allowLoopbackHttp && !endpoint.startsWith('https:'))
      throw new DomainError('VALIDATION_FAILED', 'endpoint must be the push service URL the browser gave (https)', 'endpoint');
    const userId = input.actor.userId;
    return handler
      .handle({
        streamId: pushStream(userId),
        decider: pushSubscriptionsDecider,
        command: { type: 'AddPushSubscription', data: { userId, endpoint, keys }, context: contextOf(input) },
        reply: () => ({ message: 'success' as const, data: { endpoint } }),
      })
      .then(respond);
  });

  api.bind(pushApi.unsubscribeFromPush, (input) => {
    const userId = input.actor.userId;
    return handler
      .handle({
        streamId: pushStream(userId),
        decider: pushSubscriptionsDecider,
        command: {
          type: 'RemovePushSubscription',
          data: { userId, endpoint: input.body.endpoint, reason: 'unsubscribed' },
          context: contextOf(input),
        },
        reply: () => ({ message: 'success' as const }),
      })
      .then(respond);
  });
};
