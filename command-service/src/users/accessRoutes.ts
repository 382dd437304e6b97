import { DomainError, accessAccountsApi, catalogueStreams, streams, type Actor } from '@sports/contracts';
import { mayOnOrg } from '@sports/shared-rules';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { userDecider, type UserCommandMessage } from './userDecider';
import { spaceDecider } from '../catalogue/spaceDecider';

/**
 * Organisation access writes. The permission module decides from the caller's
 * token before anything is read or appended, so a refusal changes nothing.
 */
const mustManage = (actor: Actor, orgId: string): void => {
  if (!mayOnOrg(actor, 'manageOrg', orgId))
    throw new DomainError('FORBIDDEN', 'Only an owner or manager of this organisation may do this', 'orgId');
};

/**
 * A manager grants access to their own organisation's venues only: a space of another
 * organisation is refused as if it did not exist (404 SPACE_NOT_FOUND on `spaceIds.{i}`, the
 * catalogue's own answer), so its ids cannot be probed; so is an id no venue has yet, since a
 * venue created later under that id by another organisation would otherwise be covered.
 */
const requireOwnSpaces = async (handler: CommandHandler, orgId: string, spaceIds: readonly string[]): Promise<void> => {
  for (const [i, spaceId] of spaceIds.entries()) {
    const space = await handler.read(catalogueStreams.space(spaceId), spaceDecider);
    if (!space.exists || space.orgId !== orgId)
      throw new DomainError('SPACE_NOT_FOUND', 'This organisation has no such space', `spaceIds.${i}`);
  }
};

export const registerAccessCommandRoutes = (api: Api, handler: CommandHandler): void => {
  const run = <R>(command: UserCommandMessage, reply: () => R) =>
    handler.handle({ streamId: streams.user(command.data.userId), decider: userDecider, command, reply }).then(respond);

  api.bind(accessAccountsApi.grantAccessAccount, async (input) => {
    const { orgId, userId } = input.params;
    mustManage(input.actor, orgId);
    const { role, spaceIds, mobiles, emails } = input.body;
    await requireOwnSpaces(handler, orgId, spaceIds);
    // The reply repeats the request (already normalised by zod), so a retried command answers the same.
    const byOwner = mayOnOrg(input.actor, 'ownOrg', orgId);
    return run({ type: 'GrantAccessAccount', data: { userId, orgId, ...input.body, byOwner }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { id: userId, orgId, role, spaces: spaceIds, mobiles, emails },
    }));
  });

  api.bind(accessAccountsApi.revokeAccessAccount, async (input) => {
    const { orgId, userId } = input.params;
    mustManage(input.actor, orgId);
    return run(
      { type: 'RevokeAccessAccount', data: { userId, orgId, byOwner: mayOnOrg(input.actor, 'ownOrg', orgId) }, context: contextOf(input) },
      () => ({
        message: 'success' as const,
        data: { id: userId, orgId, revoked: true as const },
      }),
    );
  });

  api.bind(accessAccountsApi.updateOrgUserAccount, async (input) => {
    const { orgId, id: userId } = input.params;
    mustManage(input.actor, orgId);
    return run({ type: 'UpdateOrgUserAccount', data: { userId, orgId, gst: input.body }, context: contextOf(input) }, () => ({
      message: 'success' as const,
      data: { id: userId, orgId, gst: input.body },
    }));
  });
};
