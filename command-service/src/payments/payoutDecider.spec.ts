import { describe, it } from 'vitest';
import type { PayoutEvent } from '@sports/contracts';
import { deciderSpec } from '../core/deciderSpec';
import { payoutDecider, type PayoutCommandMessage } from './payoutDecider';

/** An organisation's settlements; a transfer reference once, periods that never overlap. */
const spec = deciderSpec(payoutDecider);
const context = { commandId: 'c1', userId: 'ops', now: '2026-11-20T10:00:00.000Z' };
const body = (reference: string, from: string, to: string, amount = 100000) => ({
  orgId: 'turf-co',
  settlementId: `s-${reference}`,
  amount,
  reference,
  period: { from, to },
});
const settle = (reference: string, from: string, to: string, amount?: number): PayoutCommandMessage => ({
  type: 'SettlePayout',
  data: body(reference, from, to, amount),
  context,
});
const settled = (reference: string, from: string, to: string, amount?: number): PayoutEvent => ({
  type: 'PayoutSettled',
  data: { ...body(reference, from, to, amount), settledBy: 'ops' },
});

describe('SettlePayout', () => {
  it('records a settlement', () =>
    spec
      .given([])
      .when(settle('UTR1', '2026-11-01', '2026-11-15'))
      .then([settled('UTR1', '2026-11-01', '2026-11-15')]));
  it('records the same settlement once', () =>
    spec
      .given([settled('UTR1', '2026-11-01', '2026-11-15')])
      .when(settle('UTR1', '2026-11-01', '2026-11-15'))
      .then([]));
  it('refuses another settlement under a used reference', () =>
    spec
      .given([settled('UTR1', '2026-11-01', '2026-11-15')])
      .when(settle('UTR1', '2026-11-01', '2026-11-15', 5))
      .thenThrows('PAYOUT_REFERENCE_REUSED'));
  it('refuses a period that overlaps a settled one, by a day or more', () => {
    spec
      .given([settled('UTR1', '2026-11-01', '2026-11-15')])
      .when(settle('UTR2', '2026-11-15', '2026-11-30'))
      .thenThrows('PAYOUT_PERIOD_OVERLAPS');
    spec
      .given([settled('UTR1', '2026-11-01', '2026-11-15')])
      .when(settle('UTR2', '2026-10-01', '2026-12-31'))
      .thenThrows('PAYOUT_PERIOD_OVERLAPS');
  });
  it('takes the next period', () =>
    spec
      .given([settled('UTR1', '2026-11-01', '2026-11-15')])
      .when(settle('UTR2', '2026-11-16', '2026-11-30'))
      .then([settled('UTR2', '2026-11-16', '2026-11-30')]));
});
