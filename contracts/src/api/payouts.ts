import { z } from 'zod';
import { catalogueIdSchema } from '../catalogue/shapes';
import { commissionBodySchema, payoutSettlementSchema } from '../bookings/payouts';
import { reply } from './gameRouteParts';
import { defineRoute } from './route';

/**
 * Platform operators' side of payouts: settling what is due to a venue partner and
 * setting the platform's commission rate. Platform admins only (docs/roles.md `admin`).
 */
const admin = { tag: 'Payouts', auth: 'required', idempotent: true } as const;
const orgParams = z.object({ orgId: catalogueIdSchema }).strict();

export const settlePayout = defineRoute({
  ...admin,
  operationId: 'settlePayout',
  method: 'post',
  path: '/org-api/{orgId}/payouts/settlements',
  summary:
    "Record a payout settled with the organisation's partner: the amount paid, the transfer reference (once per organisation) and the period it covers (periods do not overlap). GET /org-api/{orgId}/payouts then shows it and the remaining due. Platform admins.",
  params: orgParams,
  body: payoutSettlementSchema,
  successStatus: 201,
  response: reply('success', z.object({ settlementId: z.string() })),
  errors: [
    'VALIDATION_FAILED',
    'FORBIDDEN',
    'IDEMPOTENCY_KEY_REUSED',
    'ORGANISATION_NOT_FOUND',
    'PAYOUT_REFERENCE_REUSED',
    'PAYOUT_PERIOD_OVERLAPS',
  ],
});

export const setOrganisationCommission = defineRoute({
  ...admin,
  operationId: 'setOrganisationCommission',
  method: 'put',
  path: '/org-api/{orgId}/commission',
  summary:
    "Set the platform's commission rate (percent, two decimals) on the organisation's orders placed from now on; a space's own rate wins. Platform admins.",
  params: orgParams,
  body: commissionBodySchema,
  successStatus: 200,
  response: reply('success', z.object({ commissionPercent: z.number() })),
  errors: ['VALIDATION_FAILED', 'FORBIDDEN', 'IDEMPOTENCY_KEY_REUSED', 'ORGANISATION_NOT_FOUND'],
});

export const setSpaceCommission = defineRoute({
  ...admin,
  operationId: 'setSpaceCommission',
  method: 'put',
  path: '/org-api/{orgId}/spaces/{spaceId}/commission',
  summary: "Set the platform's commission rate on one space's orders placed from now on. Platform admins.",
  params: orgParams.extend({ spaceId: catalogueIdSchema }),
  body: commissionBodySchema,
  successStatus: 200,
  response: reply('success', z.object({ commissionPercent: z.number() })),
  errors: ['VALIDATION_FAILED', 'FORBIDDEN', 'IDEMPOTENCY_KEY_REUSED', 'SPACE_NOT_FOUND'],
});
