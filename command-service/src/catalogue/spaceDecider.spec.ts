import { describe, expect, it } from 'vitest';
import { slotsOfField, type CatalogueEvent, type SpaceDetails } from '@sports/contracts';
import { deciderSpec } from '../core/deciderSpec';
import { fold } from '../core/decider';
import { spaceDecider, type CatalogueCommandMessage } from './spaceDecider';

/** Spec section 3 "organisation and space", price configuration; time ranges. */
const context = () => ({ commandId: `c-${Math.random()}`, userId: 'mala', now: '2026-11-20T10:00:00.000Z' });
const details: SpaceDetails = {
  name: 'Marina',
  location: { name: 'Marina' },
  listings: [{ listingId: 'football', listingName: 'Football' }],
  taxes: [{ taxId: 'gst', slug: 'GST', rate: 18 }],
  handlingCharge: 0,
  cancellationPolicy: { type: 'full' },
  holdMinutes: 10,
};
const created: CatalogueEvent = { type: 'SpaceCreated', data: { spaceId: 'marina', orgId: 'turf-co', details, createdBy: 'mala' } };
const field: CatalogueEvent = {
  type: 'FieldAdded',
  data: { spaceId: 'marina', fieldId: 'marina.turf-a', details: { fieldName: 'Turf A', listingIds: ['football'] }, addedBy: 'mala' },
};
const range = (overrides: Record<string, unknown> = {}) => ({
  fieldIds: ['marina.turf-a'],
  weekdays: [6],
  startTime: '18:00',
  endTime: '21:00',
  slotMinutes: 90,
  price: { amount: 100000, enableTax: false, isTaxInclusive: false },
  ...overrides,
});
const configure = (id: string, overrides: Record<string, unknown> = {}): CatalogueCommandMessage => ({
  type: 'ConfigureTimeRange',
  data: { spaceId: 'marina', timeRangeConfigId: id, details: range(overrides) },
  context: context(),
});
const spec = deciderSpec(spaceDecider);

describe('space catalogue', () => {
  it('adds a field only for a listing the space offers, and only once', () => {
    const add = (listingIds: string[]): CatalogueCommandMessage => ({
      type: 'AddField',
      data: { spaceId: 'marina', fieldKey: 'turf-a', details: { fieldName: 'Turf A', listingIds } },
      context: context(),
    });
    spec
      .given([created])
      .when(add(['football']))
      .then([field]);
    spec
      .given([created])
      .when(add(['tennis']))
      .thenThrows('LISTING_NOT_AT_SPACE');
    spec
      .given([created, field])
      .when(add(['football']))
      .thenThrows('FIELD_ALREADY_EXISTS');
    spec
      .given([])
      .when(add(['football']))
      .thenThrows('SPACE_NOT_FOUND');
  });

  it('checks a time range: known fields, whole slots, a known tax, no overlap on a shared weekday', () => {
    spec
      .given([created, field])
      .when(configure('evening', { fieldIds: ['marina.other'] }))
      .thenThrows('FIELD_NOT_FOUND');
    spec
      .given([created, field])
      .when(configure('evening', { endTime: '20:00' }))
      .thenThrows('INVALID_TIME_RANGE');
    spec
      .given([created, field])
      .when(configure('evening', { endTime: '17:00' }))
      .thenThrows('INVALID_TIME_RANGE');
    spec
      .given([created, field])
      .when(configure('evening', { price: { amount: 1, enableTax: true, taxId: 'vat', isTaxInclusive: false } }))
      .thenThrows('TAX_NOT_FOUND');
    const evening: CatalogueEvent = {
      type: 'TimeRangeConfigured',
      data: { spaceId: 'marina', timeRangeConfigId: 'evening', details: range(), configuredBy: 'mala' },
    };
    spec
      .given([created, field, evening])
      .when(configure('late', { startTime: '19:30', endTime: '22:30' }))
      .thenThrows('TIME_RANGE_OVERLAPS');
    // Another weekday, or the same range replaced, does not clash.
    spec
      .given([created, field, evening])
      .when(configure('late', { startTime: '19:30', endTime: '22:30', weekdays: [0] }))
      .then([expect.objectContaining({ type: 'TimeRangeConfigured' }) as never]);
    spec
      .given([created, field, evening])
      .when(configure('evening', { startTime: '19:30', endTime: '22:30' }))
      .then([expect.objectContaining({ type: 'TimeRangeConfigured' }) as never]);
  });

  it('derives the slots of a date from the ranges that apply on its weekday', () => {
    const evening: CatalogueEvent = {
      type: 'TimeRangeConfigured',
      data: { spaceId: 'marina', timeRangeConfigId: 'evening', details: range(), configuredBy: 'mala' },
    };
    const state = fold(spaceDecider, [created, field, evening]);
    expect(slotsOfField(state, 'marina.turf-a', '2026-11-21').map((s) => [s.slotId, s.startTime, s.endTime])).toEqual([
      ['marina.turf-a.2026-11-21.1800', '18:00', '19:30'],
      ['marina.turf-a.2026-11-21.1930', '19:30', '21:00'],
    ]);
    expect(slotsOfField(state, 'marina.turf-a', '2026-11-22')).toEqual([]); // a Sunday
  });
});
