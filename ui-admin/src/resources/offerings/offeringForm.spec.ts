import { classDetailsSchema } from '@sports/contracts';
import { describe, expect, it } from 'vitest';
import { classDetailsOf, classFormOf, keyOf } from './offeringForm';

describe('a class’s form and its SaveOffering details', () => {
  it('makes keys of a-z 0-9 - from names', () => {
    expect(keyOf('Mon/Wed 5 pm')).toBe('mon-wed-5-pm');
    expect(keyOf('  Junior Football Coaching (U-12) ')).toBe('junior-football-coac');
    expect(keyOf('Ümit’s batch')).toBe('umit-s-batch');
  });

  it('turns batch rows into the map the command takes, blanks left out, and back again', () => {
    const form = {
      name: 'Junior coaching',
      instructor: '',
      description: null,
      validity: 'Monthly',
      price: { amount: 300000, strikeAmount: null },
      batchList: [
        { name: 'Mon/Wed 5 pm', capacity: 16, weekdays: [1, 3], startTime: '17:00', endTime: '18:00', startDate: '2030-01-06', sessionLimit: null },
        { name: 'Mon/Wed 5 pm', capacity: 8, weekdays: [6], startTime: '08:00', endTime: '09:00', startDate: '2030-01-05' },
        { batchId: 'kept', name: 'Saturday', capacity: 10, weekdays: [6], startTime: '10:00', endTime: '11:00', startDate: '2030-01-05' },
      ],
    };
    const details = classDetailsOf(form);
    expect(Object.keys(details.batches as object)).toEqual(['mon-wed-5-pm', 'mon-wed-5-pm-2', 'kept']);
    expect(details).not.toHaveProperty('instructor');
    expect(details).not.toHaveProperty('batchList');
    expect(details.price).toEqual({ amount: 300000 });
    // What the server validates it against (contracts' classDetailsSchema).
    expect(classDetailsSchema.safeParse(details).success).toBe(true);
    const again = classFormOf(details as never);
    expect(again.batchList?.map((b) => b.batchId)).toEqual(['mon-wed-5-pm', 'mon-wed-5-pm-2', 'kept']);
    expect(classDetailsOf(again)).toEqual(details);
  });
});
