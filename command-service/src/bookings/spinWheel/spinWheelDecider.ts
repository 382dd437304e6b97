import {
  DomainError,
  SPIN_RANDOM_SOURCE,
  sliceOfTicket,
  totalWeightOf,
  type CampaignEvent,
  type SpinResult,
  type SpinWheelSlice,
} from '@sports/contracts';
import type { Command, Decider } from '../../core/decider';

/**
 * A spin-wheel campaign's stream `campaign-{id}` (docs/adr/0110-spin-wheel-server.md): the odds staff set, each user's one draw, and the
 * reward each user took. The draw is
 * made here, from a ticket the handler drew with node:crypto, so the decider stays pure.
 */
export interface SpinWheelState {
  orgId: string | null;
  slices: SpinWheelSlice[];
  /** 0 until prizes are set. */
  version: number;
  draws: Map<string, { code: string | null; sliceIndex: number; oddsVersion: number; drawnAt: string }>;
  /** Rewards taken, by user (also those granted before draws were recorded). */
  granted: Map<string, string>;
}

/** What the route knows of a code named as a prize: its coupon's organisation, type and campaign (null: no such coupon). */
export type PrizeCoupon = { orgId: string; couponType: string; campaignId: string | null } | null;

type SpinWheelCommandData = {
  SetSpinWheelPrizes: { campaignId: string; orgId: string; slices: SpinWheelSlice[]; coupons: Record<string, PrizeCoupon> };
  /** `ticket` in [0, outOf), drawn with crypto.randomInt against the odds of `oddsVersion` as the handler read them. */
  SpinWheel: { campaignId: string; userId: string; ticket: number; outOf: number; oddsVersion: number };
  TakeReward: { campaignId: string; userId: string; code: string };
};
export type SpinWheelCommand = {
  [T in keyof SpinWheelCommandData]: { type: T; data: SpinWheelCommandData[T]; context: Command['context'] };
}[keyof SpinWheelCommandData];

export const initialSpinWheelState = (): SpinWheelState => ({ orgId: null, slices: [], version: 0, draws: new Map(), granted: new Map() });

export const evolveSpinWheel = (state: SpinWheelState, event: CampaignEvent): SpinWheelState => {
  switch (event.type) {
    case 'SpinWheelPrizesSet':
      return { ...state, orgId: event.data.orgId, slices: event.data.slices, version: event.data.version };
    case 'SpinWheelPrizeDrawn': {
      const { userId, code, sliceIndex, oddsVersion, drawnAt } = event.data;
      return { ...state, draws: new Map(state.draws).set(userId, { code, sliceIndex, oddsVersion, drawnAt }) };
    }
    case 'CampaignRewardGranted':
      return { ...state, granted: new Map(state.granted).set(event.data.userId, event.data.code) };
  }
};

const invalid = (message: string, field: string) => new DomainError('VALIDATION_FAILED', message, field);

/** Every prize a spin-wheel coupon of this organisation and campaign (spec section 3 Coupon: couponType, campaign). */
const checkPrizes = ({ campaignId, orgId, slices, coupons }: SpinWheelCommandData['SetSpinWheelPrizes']) => {
  slices.forEach(({ code }, i) => {
    if (code === null) return;
    const field = `slices.${i}.code`;
    const coupon = coupons[code];
    if (!coupon || coupon.orgId !== orgId) throw invalid(`This organisation has no coupon ${code}`, field);
    if (coupon.couponType !== 'spinWheel') throw invalid(`${code} is not a spin-wheel coupon`, field);
    if (coupon.campaignId !== campaignId) throw invalid(`${code} belongs to another campaign`, field);
  });
};

const sameSlices = (a: readonly SpinWheelSlice[], b: readonly SpinWheelSlice[]) =>
  a.length === b.length && a.every((s, i) => s.code === b[i]!.code && s.weight === b[i]!.weight);

const decide = (command: SpinWheelCommand, state: SpinWheelState): CampaignEvent[] => {
  switch (command.type) {
    case 'SetSpinWheelPrizes': {
      const { campaignId, orgId, slices } = command.data;
      // A campaign's wheel belongs to the organisation that first set it; to others it does not exist.
      if (state.orgId && state.orgId !== orgId)
        throw new DomainError('CAMPAIGN_NOT_FOUND', 'This organisation has no such campaign', 'campaignId');
      checkPrizes(command.data);
      if (state.version > 0 && sameSlices(state.slices, slices)) return [];
      return [
        { type: 'SpinWheelPrizesSet', data: { campaignId, orgId, slices, version: state.version + 1, setBy: command.context.userId } },
      ];
    }
    case 'SpinWheel': {
      const { campaignId, userId, ticket, outOf, oddsVersion } = command.data;
      // One draw per user: a second spin answers the first (the reply reads it from the state).
      if (state.draws.has(userId) || state.granted.has(userId)) return [];
      if (state.version === 0 || !state.orgId) throw new DomainError('SPIN_WHEEL_NOT_SET', 'This wheel has no prizes yet', 'campaignId');
      // The ticket was drawn against the odds the handler read; odds changed since then: draw again.
      if (oddsVersion !== state.version || outOf !== totalWeightOf(state.slices))
        throw new DomainError('CONCURRENCY_CONFLICT', 'The wheel changed while spinning; spin again', 'campaignId');
      if (!Number.isInteger(ticket) || ticket < 0 || ticket >= outOf) throw invalid(`The ticket must be in [0, ${outOf})`, 'ticket');
      const sliceIndex = sliceOfTicket(state.slices, ticket);
      return [
        {
          type: 'SpinWheelPrizeDrawn',
          data: {
            campaignId,
            orgId: state.orgId,
            userId,
            oddsVersion,
            slices: state.slices,
            ticket,
            outOf,
            randomSource: SPIN_RANDOM_SOURCE,
            sliceIndex,
            code: state.slices[sliceIndex]!.code,
            drawnAt: command.context.now,
          },
        },
      ];
    }
    case 'TakeReward': {
      const { userId, code } = command.data;
      const taken = state.granted.get(userId);
      if (taken === code) return [];
      if (taken) throw new DomainError('REWARD_NOT_DRAWN', `Your reward from this wheel is ${taken}`, 'code');
      const draw = state.draws.get(userId);
      if (!draw) throw new DomainError('SPIN_REQUIRED', 'Spin the wheel first: the server draws the prize', 'code');
      if (draw.code !== code)
        throw new DomainError(
          'REWARD_NOT_DRAWN',
          draw.code ? 'The wheel did not land on this coupon for you' : 'The wheel landed on no prize for you',
          'code',
        );
      return [{ type: 'CampaignRewardGranted', data: command.data }];
    }
  }
};

export const spinWheelDecider: Decider<SpinWheelCommand, CampaignEvent, SpinWheelState> = {
  initialState: initialSpinWheelState,
  evolve: evolveSpinWheel,
  decide,
};

/** A user's spin as answered, from the stream's state (the same for the first spin and every later one). */
export const spinResultOf = (state: SpinWheelState, campaignId: string, userId: string): SpinResult | null => {
  const draw = state.draws.get(userId);
  if (draw)
    return {
      campaignId,
      userId,
      code: draw.code,
      sliceIndex: draw.sliceIndex,
      oddsVersion: draw.oddsVersion,
      drawnAt: draw.drawnAt,
      rewardTaken: state.granted.has(userId),
    };
  // A reward granted before draws were recorded counts as that user's spin.
  const granted = state.granted.get(userId);
  return granted
    ? {
        campaignId,
        userId,
        code: granted,
        sliceIndex: state.slices.findIndex((s) => s.code === granted),
        oddsVersion: 0,
        drawnAt: null,
        rewardTaken: true,
      }
    : null;
};
