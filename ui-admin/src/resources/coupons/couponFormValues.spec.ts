import { describe, expect, it } from 'vitest';
import { venueFormValues } from '../spaces/venueFormValues';
import { couponFormValues, instantOf } from './couponFormValues';

describe("the coupon form's values", () => {
  it('picked dates become instants with their offset; ones that have it stay as they are', () => {
    const local = '2030-01-01T09:30';
    expect(instantOf(local)).toBe(new Date(local).toISOString());
    expect(instantOf('2030-02-01T00:00:00.000Z')).toBe('2030-02-01T00:00:00.000Z');
    expect(instantOf('2030-02-01T05:30:00+05:30')).toBe('2030-02-01T05:30:00+05:30');
    expect(instantOf(new Date('2030-01-01T00:00:00.000Z'))).toBe('2030-01-01T00:00:00.000Z');
    expect(instantOf(null)).toBeNull();
  });

  it('keeps the campaign of a spin-wheel coupon only', () => {
    const coupon = {
      id: 'SPIN5',
      code: 'SPIN5',
      couponType: 'general',
      campaignId: 'left-over',
      from: '2030-01-01T00:00:00.000Z',
      to: '2030-02-01T00:00:00.000Z',
    };
    expect(couponFormValues(coupon).campaignId).toBeNull();
    expect(couponFormValues({ ...coupon, couponType: 'spinWheel' }).campaignId).toBe('left-over');
  });
});

describe("the venue form's values", () => {
  it('sends refund rules with a partial policy only', () => {
    const rules = [{ hoursBefore: 24, refundPercent: 100 }];
    expect(venueFormValues({ id: 'v', cancellationPolicy: { type: 'full', rules } }).cancellationPolicy).toEqual({ type: 'full' });
    expect(venueFormValues({ id: 'v', cancellationPolicy: { type: 'partial', rules } }).cancellationPolicy).toEqual({
      type: 'partial',
      rules,
    });
  });
});
