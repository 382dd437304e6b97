import { DomainError, type PayoutEvent, type PayoutSettlement } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';

/** One organisation's settlements (stream `payout-{orgId}`): a transfer reference once, periods that never overlap. */
export interface PayoutState {
  settlements: Map<string, { settlementId: string; amount: number; period: PayoutSettlement['period'] }>;
}

export type PayoutCommandMessage = {
  type: 'SettlePayout';
  data: PayoutSettlement & { orgId: string; settlementId: string };
  context: Command['context'];
};

export const payoutDecider: Decider<PayoutCommandMessage, PayoutEvent, PayoutState> = {
  initialState: () => ({ settlements: new Map() }),
  evolve: (state, event) => ({
    settlements: new Map(state.settlements).set(event.data.reference, {
      settlementId: event.data.settlementId,
      amount: event.data.amount,
      period: event.data.period,
    }),
  }),
  decide: (command, state) => {
    const { reference, amount, period } = command.data;
    const known = state.settlements.get(reference);
    if (known) {
      // The same transfer recorded again is recorded once; another one under its reference is a mistake.
      if (known.amount === amount && known.period.from === period.from && known.period.to === period.to) return [];
      throw new DomainError('PAYOUT_REFERENCE_REUSED', 'A settlement with this reference is recorded already', 'reference');
    }
    const overlapping = [...state.settlements.values()].find((s) => s.period.from <= period.to && period.from <= s.period.to);
    if (overlapping)
      throw new DomainError(
        'PAYOUT_PERIOD_OVERLAPS',
        `The period overlaps settlement ${overlapping.settlementId} (${overlapping.period.from} to ${overlapping.period.to})`,
        'period.from',
      );
    return [{ type: 'PayoutSettled', data: { ...command.data, settledBy: command.context.userId } }];
  },
};
