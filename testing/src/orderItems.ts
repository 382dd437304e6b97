import type { SlotOrderItem } from '@sports/contracts';

/** An order's slot line for specs: Turf A at Marina, 21 Nov 2026, 18:00–19:00, at `amount` before tax with `taxes` on it. */
export const slotOrderItem = (id: string, amount: number, taxes: SlotOrderItem['taxes'] = []): SlotOrderItem => ({
  id,
  type: 'slot',
  name: id,
  itemId: id,
  fieldId: 'marina.turf-a',
  timeRangeConfigId: 'evening',
  date: '2026-11-21',
  startTime: '18:00',
  endTime: '19:00',
  duration: 60,
  amount,
  taxes,
  total: amount + taxes.reduce((sum, tax) => sum + tax.totalTax, 0),
});
