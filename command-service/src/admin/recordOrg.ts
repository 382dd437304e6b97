import { adminApi, type AdminResource } from '@sports/contracts';
import type { CommandHandler } from '../core/commandHandler';
import { couponDecider } from '../bookings/couponDecider';
import { offeringDecider } from '../catalogue/offeringDecider';
import { spaceDecider } from '../catalogue/spaceDecider';
import { OFFERING_RESOURCES } from './adminWriteTargets';

/**
 * The organisation of an existing venue, coupon or offering, read from its own stream through the
 * command handler: their ids (a space id, a coupon code, `{kind}-{spaceId}.{key}`) do not name it,
 * and none ever changes organisation (their deciders refuse a save naming another), so an edit's
 * reach is known before its body (docs/adr/0117-authorization-before-body.md). Null for a
 * record not written yet, whose organisation only the body names.
 */
export const recordOrgOf = async (handler: CommandHandler, resource: AdminResource, id: string): Promise<string | null> => {
  const stream = adminApi.revisionStreamOf(resource, id);
  if (stream === undefined) return null;
  if (resource.name === 'spaces') {
    const space = await handler.read(stream, spaceDecider);
    return space.exists ? space.orgId : null;
  }
  if (resource.name === 'coupons') return (await handler.read(stream, couponDecider)).orgId;
  const kind = OFFERING_RESOURCES[resource.name];
  if (!kind || !id.startsWith(`${kind}-`)) return null;
  const offering = await handler.read(stream, offeringDecider);
  return offering.exists ? offering.orgId : null;
};
