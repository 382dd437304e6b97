import {
  DomainError,
  RECORD_KIND_NAMES,
  backofficeApi,
  catalogueStreams,
  recordStream,
  streams,
  type Actor,
  type RecordDetails,
  type RecordKind,
} from '@sports/contracts';
import { mayOnOrg } from '@sports/shared-rules';
import type { Api } from '@sports/service-kit';
import type { CommandHandler } from '../core/commandHandler';
import { contextOf, respond } from '../core/http';
import { organisationDecider } from '../catalogue/spaceDecider';
import { couponDecider } from '../bookings/couponDecider';
import { gameDecider } from '../games/gameDecider';
import { recordDecider, type RecordCommandMessage } from './recordDecider';

const requireManager = (actor: Actor, orgId: string) => {
  if (!mayOnOrg(actor, 'manageOrg', orgId)) throw new DomainError('FORBIDDEN', 'Only a manager of this organisation may do this', 'orgId');
};

/**
 * Rules across streams, checked before the record's own: a campaign's coupons, a subscription's
 * plan (active), a reply's comment and a comment's story are the organisation's own; a game commented on exists.
 */
const checkReferences = async (handler: CommandHandler, kind: RecordKind, orgId: string, details: RecordDetails): Promise<void> => {
  const record = (k: RecordKind, key: string) => handler.read(recordStream(k, orgId, key), recordDecider);
  const missing = (what: string, field: string) => new DomainError('RECORD_NOT_FOUND', `This organisation has no such ${what}`, field);
  if (kind === 'salescampaign') {
    for (const [i, code] of (details as RecordDetails<'salescampaign'>).couponCodes.entries()) {
      const coupon = await handler.read(catalogueStreams.coupon(code), couponDecider);
      if (coupon.orgId !== orgId) throw new DomainError('COUPON_NOT_FOUND', `This organisation has no coupon ${code}`, `couponCodes.${i}`);
    }
  }
  if (kind === 'subscription') {
    const plan = await record('plan', (details as RecordDetails<'subscription'>).planKey);
    if (!plan.exists) throw missing('plan', 'planKey');
    if (plan.status !== 'active')
      throw new DomainError('STATUS_CHANGE_NOT_ALLOWED', 'The plan is retired: nobody new subscribes to it', 'planKey');
  }
  if (kind === 'reply' && !(await record('comment', (details as RecordDetails<'reply'>).commentKey)).exists)
    throw missing('comment', 'commentKey');
  if (kind === 'comment') {
    const on = (details as RecordDetails<'comment'>).on;
    if (on.type === 'story' && !(await record('story', on.id)).exists) throw missing('story', 'on.id');
    if (on.type === 'game' && !(await handler.read(streams.game(on.id), gameDecider)).exists)
      throw new DomainError('GAME_NOT_FOUND', 'No such game', 'on.id');
  }
};

/** PUT /org-api/{orgId}/{plural}/{key}, POST …/status and the enquiries' POST …/logs (docs/backoffice.md "Business records"). */
export const registerRecordCommandRoutes = (api: Api, handler: CommandHandler): void => {
  const run = async (command: RecordCommandMessage) => {
    const { kind, orgId, key } = command.data;
    const id = recordStream(kind, orgId, key);
    return respond(
      await handler.handle({
        streamId: id,
        decider: recordDecider,
        command,
        reply: (_events, state) => ({ message: 'success' as const, data: { id, status: state.status } }),
      }),
    );
  };

  for (const kind of RECORD_KIND_NAMES) {
    api.bind(backofficeApi.SAVE_RECORD_ROUTES[kind], async (input) => {
      const { orgId, key } = input.params;
      requireManager(input.actor, orgId);
      if (!(await handler.read(catalogueStreams.organisation(orgId), organisationDecider)).orgId)
        throw new DomainError('ORGANISATION_NOT_FOUND', 'Register the organisation first', 'orgId');
      const details = input.body;
      await checkReferences(handler, kind, orgId, details);
      return run({ type: 'SaveRecord', data: { kind, orgId, key, details }, context: contextOf(input) });
    });
    api.bind(backofficeApi.RECORD_STATUS_ROUTES[kind], async (input) => {
      requireManager(input.actor, input.params.orgId);
      return run({ type: 'ChangeRecordStatus', data: { kind, ...input.params, ...input.body }, context: contextOf(input) });
    });
  }

  api.bind(backofficeApi.logEnquiry, async (input) => {
    requireManager(input.actor, input.params.orgId);
    return run({ type: 'LogEnquiry', data: { kind: 'enquiry', ...input.params, ...input.body }, context: contextOf(input) });
  });
};
