import { describe, expect, it } from 'vitest';
import { coaching, cup, run, screening, VENUE } from './testOfferings';
import {
  batchWhen,
  datedWhen,
  groupOf,
  placesWords,
  priceWords,
  registrationClosesAt,
  strikeWords,
  validityWords,
  validRange,
} from './words';

describe('an offering in words (docs/bookings.md "Player screens")', () => {
  it('prices a place with tax as slots are priced: on top "(₹2,500 + GST 18%)", inside "incl. GST 18%", none plain', () => {
    expect(priceWords({ amount: 250000, enableTax: true, taxId: 'gst', isTaxInclusive: false }, VENUE.taxes, '₹', 'student')).toBe(
      '₹2,950 per student (₹2,500 + GST 18%)',
    );
    expect(priceWords({ amount: 59000, enableTax: true, taxId: 'gst', isTaxInclusive: true }, VENUE.taxes, '₹', 'locker')).toBe(
      '₹590 per locker, incl. GST 18%',
    );
    expect(priceWords({ amount: 49900, enableTax: false, isTaxInclusive: false }, VENUE.taxes, '₹', 'participant')).toBe(
      '₹499 per participant',
    );
    expect(
      strikeWords({ amount: 1000000, strikeAmount: 1200000, enableTax: true, taxId: 'gst', isTaxInclusive: false }, VENUE.taxes, '₹'),
    ).toBe('₹14,160');
    expect(strikeWords({ amount: 1000000, enableTax: false, isTaxInclusive: false }, VENUE.taxes, '₹')).toBeNull();
  });

  it('says when a batch meets, from Monday on, and when a meet, tournament or event takes place', () => {
    const batch = coaching.offering.kind === 'class' ? coaching.offering.details.batches.weekday! : null;
    expect(batchWhen(batch!)).toBe('Mon, Wed, Fri · 17:00–18:00 from Tue 3 Dec');
    expect(batchWhen({ weekdays: [0, 6], startTime: '07:00', endTime: '08:30', startDate: '2030-12-07' })).toBe(
      'Sat, Sun · 07:00–08:30 from Sat 7 Dec',
    );
    expect(datedWhen(run.offering)).toBe('Fri 13 Dec · 06:00');
    expect(datedWhen(cup.offering)).toBe('Thu 19 Dec – Fri 20 Dec · from 08:00');
    expect(datedWhen(screening.offering)).toBe('Thu 5 Dec · 19:00–23:00');
    expect(datedWhen(coaching.offering)).toBeNull();
  });

  it('counts places left, sold out, unlimited; validity by its preset; the range of a registration', () => {
    expect([placesWords(12), placesWords(1), placesWords(0), placesWords(null)]).toEqual([
      '12 places left',
      '1 place left',
      'Sold out',
      null,
    ]);
    expect(validityWords('Monthly')).toBe('Monthly · valid 1 month from purchase');
    expect(validityWords('Quarterly')).toBe('Quarterly · valid 3 months from purchase');
    expect(validRange('2030-11-26', '2030-12-25')).toBe('Valid Tue 26 Nov – Wed 25 Dec');
    expect(validRange(undefined, '2030-12-25')).toBe('Valid to Wed 25 Dec');
  });

  it('groups kinds under the venue tabs and closes registration at the start (IST) unless told otherwise', () => {
    expect(['class', 'pack', 'locker', 'meet', 'tournament', 'event'].map((k) => groupOf(k as never))).toEqual([
      'classes',
      'passes',
      'passes',
      'events',
      'events',
      'events',
    ]);
    expect(registrationClosesAt(run.offering)).toBe(Date.parse('2030-12-13T00:30:00.000Z'));
    expect(registrationClosesAt(coaching.offering)).toBeNull();
  });
});
