import { describe, expect, it } from 'vitest';
import { detailsInWords } from './offeringWords';

const text = (lines: Array<{ label: string; value: string }>) => lines.map((l) => `${l.label}: ${l.value}`);

describe('an offering’s details in words on its page (no JSON, no paise)', () => {
  it('says a meet’s day, places, bibs, close of registration and questions', () => {
    const lines = detailsInWords('meet', {
      name: 'Beach 5K',
      price: { amount: 49900, strikeAmount: 59900 },
      startDate: '2030-01-12',
      startTime: '06:00',
      capacity: 300,
      bibStart: 101,
      registrationCloses: '2030-01-10T18:00:00+05:30',
      formFields: [
        { id: 'size', label: 'T-shirt size', type: 'select', required: true, options: ['S', 'M', 'L'] },
        { id: 'club', label: 'Running club', type: 'text', required: false },
      ],
    });
    expect(text(lines)).toEqual([
      'Price: ₹499 per participant',
      'Was: ₹599',
      'When: 12 Jan 2030 · 06:00',
      'Places: 300 participants',
      'Bib numbers: From 101, in order of registration',
      'Registration closes: 10 Jan 2030, 18:00',
      'Registration questions: T-shirt size: a choice of S, M, L (must be answered)\nRunning club: a written answer',
    ]);
  });

  it('says a team tournament over two days, an event’s hours and tickets, lockers and a pack', () => {
    expect(
      text(
        detailsInWords('tournament', {
          price: { amount: 400000 },
          startDate: '2030-01-20',
          endDate: '2030-01-21',
          startTime: '16:00',
          participationType: 'team',
          maxParticipantPerTeam: 7,
          capacity: 8,
          formFields: [],
        }),
      ),
    ).toEqual([
      'Price: ₹4,000 per entry',
      'When: 20 Jan 2030 – 21 Jan 2030 · from 16:00',
      'Who enters: Teams of up to 7 players',
      'Places: 8 teams',
      'Registration closes: At the start',
      'Registration questions: None',
    ]);
    expect(
      text(
        detailsInWords('event', {
          price: { amount: 29900, enableTax: true, isTaxInclusive: true },
          date: '2030-01-25',
          startTime: '19:00',
          endTime: '23:00',
          capacity: 1,
          formFields: [],
        }),
      ).slice(0, 3),
    ).toEqual(['Price: ₹299 per ticket, tax included', 'When: 25 Jan 2030 · 19:00–23:00', 'Tickets: 1 ticket']);
    expect(text(detailsInWords('locker', { price: { amount: 59000 }, validity: 'Monthly', count: 24, size: 'Medium' }))).toEqual([
      'Price: ₹590 per locker',
      'Valid for: Monthly · valid 1 month from purchase',
      'Lockers: 24 lockers',
      'Size: Medium',
    ]);
    expect(text(detailsInWords('pack', { price: { amount: 1000000 }, validity: 'Quarterly', sessions: 10 }))).toEqual([
      'Price: ₹10,000 per pack',
      'Valid for: Quarterly · valid 3 months from purchase',
      'Sessions: 10 sessions',
    ]);
  });

  it('lists a class’s batches by name, days from Monday', () => {
    const lines = detailsInWords('class', {
      price: { amount: 300000 },
      validity: 'Monthly',
      instructor: 'Arjun Rao',
      batches: {
        weekday: {
          name: 'Mon/Wed 5 pm',
          capacity: 16,
          weekdays: [3, 1],
          startTime: '17:00',
          endTime: '18:00',
          startDate: '2030-01-06',
          sessionLimit: 8,
          status: 'active',
        },
      },
    });
    expect(text(lines).slice(2)).toEqual([
      'Coach: Arjun Rao',
      'Batch Mon/Wed 5 pm: Mon, Wed · 17:00–18:00 from 6 Jan 2030 · 16 students · 8 sessions each',
    ]);
  });
});
