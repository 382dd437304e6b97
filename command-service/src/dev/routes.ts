import { accountsApi, devApi, streams, toE164, DomainError, type Role } from '@sports/contracts';
import type { Api } from '@sports/service-kit';
import type { DevOutbox } from '../accounts/delivery';
import type { Sessions } from '../accounts/sessions';
import type { CommandHandler } from '../core/commandHandler';
import { userDecider } from '../users/userDecider';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { generatedName } from './generatedName';

/**
 * Development-only endpoints (on in the embedded default and tests, never in production):
 * tokens for any user id, registering unknown ids as new users with a generated name, and
 * the outbox the development code delivery writes to.
 */
export const registerDevRoutes = (api: Api, handler: CommandHandler, sessions: Sessions, outbox: DevOutbox): void => {
  api.bind(devApi.devToken, async ({ body, commandId, now }) => {
    const demo = DEMO_ACCOUNTS.find((a) => a.userId === body.userId);
    const [firstName = '', ...rest] = demo ? demo.name.split(' ') : [];
    const names = demo ? { firstName, lastName: rest.join(' ') } : generatedName(body.userId);
    const role: Role = demo?.role ?? 'player';
    const { reply } = await handler.handle({
      streamId: streams.user(body.userId),
      decider: userDecider,
      command: {
        type: 'RegisterUser',
        data: { userId: body.userId, ...names, role, scopeIds: [], source: demo ? 'demo' : 'dev', ...(demo ? { phone: demo.phone } : {}) },
        context: { commandId, userId: body.userId, now },
      },
      reply: (_events, state) => state,
    });
    return { body: await sessions.start({ userId: body.userId, name: reply.name, role: reply.role, scopeIds: reply.scopeIds }) };
  });

  api.bind(accountsApi.readDevOutbox, async ({ query }) => {
    const phone = toE164(query.to, query.countryCode);
    if (!phone) throw new DomainError('VALIDATION_FAILED', 'Not a phone number', 'query.to');
    return { body: outbox.to(phone) };
  });

  api.bind(devApi.demoAccounts, async () => ({ body: [...DEMO_ACCOUNTS] }));
};
