import {
  classDetailsSchema,
  eventDetailsSchema,
  lockerDetailsSchema,
  meetDetailsSchema,
  packDetailsSchema,
  tournamentDetailsSchema,
} from '@sports/contracts';
import { describe, expect, it } from 'vitest';
import {
  choicesGiven,
  classDetailsOf,
  classFormOf,
  closesByStart,
  detailsOf,
  endDateNotBefore,
  endsAfterStart,
  formOf,
  keyOf,
  keyTakenMessage,
  newDetails,
  recordIdOf,
  type OfferingFormKind,
} from './offeringForm';

describe('a class’s form and its SaveOffering details', () => {
  it('makes keys of a-z 0-9 - from names, a long one ending at a whole word', () => {
    expect(keyOf('Mon/Wed 5 pm')).toBe('mon-wed-5-pm');
    expect(keyOf('  Junior Football Coaching (U-12) ')).toBe('junior-football');
    expect(keyOf('Final night on the big screen')).toBe('final-night-on-the');
    expect(keyOf('Twenty characters ab cd')).toBe('twenty-characters-ab');
    expect(keyOf('Supercalifragilisticexpialidocious')).toBe('supercalifragilistic');
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
        {
          name: 'Mon/Wed 5 pm',
          capacity: 16,
          weekdays: [1, 3],
          startTime: '17:00',
          endTime: '18:00',
          startDate: '2030-01-06',
          sessionLimit: null,
        },
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
    const again = classFormOf(details);
    expect(again.batchList?.map((b) => b.batchId)).toEqual(['mon-wed-5-pm', 'mon-wed-5-pm-2', 'kept']);
    expect(classDetailsOf(again)).toEqual(details);
  });
});

/** What each kind's form sends, checked against the schema the server validates it with (contracts/src/catalogue/offerings.ts). */
const SCHEMAS = {
  classes: classDetailsSchema,
  packs: packDetailsSchema,
  lockers: lockerDetailsSchema,
  meets: meetDetailsSchema,
  tournaments: tournamentDetailsSchema,
  events: eventDetailsSchema,
};
const common = { name: 'Something', description: '', price: { amount: 49900, strikeAmount: null } };
const questions = [
  { label: 'T-shirt size', type: 'select', required: true, options: 'S, M , L,' },
  { label: 'Emergency phone', type: 'text', required: null, options: 'left from a drop-down' },
  { label: 'T-shirt size', type: 'checkbox', required: false },
];

describe('each kind’s form and its SaveOffering details (no JSON box, spec section 3)', () => {
  const forms: Record<Exclude<OfferingFormKind, 'classes'>, Record<string, unknown>> = {
    packs: { ...common, validity: 'Quarterly', sessions: 10 },
    lockers: { ...common, validity: 'Monthly', count: 24, size: '' },
    meets: {
      ...common,
      startDate: '2030-01-12',
      startTime: '06:00',
      capacity: 300,
      bibStart: 101,
      registrationCloses: '2030-01-10T18:00',
      formFields: questions,
    },
    tournaments: {
      ...common,
      startDate: '2030-01-20',
      endDate: '',
      startTime: '16:00',
      participationType: 'team',
      maxParticipantPerTeam: 7,
      capacity: 8,
      registrationCloses: '',
      formFields: [],
    },
    events: {
      ...common,
      date: '2030-01-25',
      startTime: '19:00',
      endTime: '23:00',
      capacity: 120,
      registrationCloses: null,
      formFields: questions.slice(0, 1),
    },
  };

  it.each(Object.entries(forms))('%s: the form’s values are details the server takes, and come back as the same form', (kind, form) => {
    const k = kind as OfferingFormKind;
    const details = detailsOf(k, form);
    expect(SCHEMAS[k].safeParse(details).error).toBeUndefined();
    expect(details.price).toEqual({ amount: 49900 });
    expect(Object.values(details)).not.toContain('');
    // Saved and edited again: the same details go back.
    expect(detailsOf(k, formOf(k, details))).toEqual(details);
  });

  it('keys questions by their label, keeps a drop-down’s choices as a list and drops them elsewhere; closes registration in venue time', () => {
    const details = detailsOf('meets', forms.meets);
    expect(details.formFields).toEqual([
      { id: 't-shirt-size', label: 'T-shirt size', type: 'select', required: true, options: ['S', 'M', 'L'] },
      { id: 'emergency-phone', label: 'Emergency phone', type: 'text', required: false },
      { id: 't-shirt-size-2', label: 'T-shirt size', type: 'checkbox', required: false },
    ]);
    expect(details.registrationCloses).toBe('2030-01-10T18:00:00+05:30');
    const form = formOf('meets', { ...details, registrationCloses: '2030-01-10T12:30:00Z' });
    expect(form.registrationCloses).toBe('2030-01-10T18:00');
    expect((form.formFields as Array<{ options: string }>)[0]!.options).toBe('S, M, L');
  });

  it('gives an individual tournament no team size, and a blank last day or close of registration none', () => {
    const details = detailsOf('tournaments', { ...forms.tournaments, participationType: 'individual' });
    expect(details).not.toHaveProperty('maxParticipantPerTeam');
    expect(details).not.toHaveProperty('endDate');
    expect(details).not.toHaveProperty('registrationCloses');
    expect(tournamentDetailsSchema.safeParse(details).success).toBe(true);
  });

  it('starts every kind with details its schema takes once named and priced (a class’s batch once named)', () => {
    for (const kind of Object.keys(SCHEMAS) as OfferingFormKind[]) {
      const start = newDetails(kind, '2030-01-06');
      const form = {
        ...start,
        name: 'New one',
        price: { amount: 100 },
        ...(start.batchList ? { batchList: start.batchList.map((b) => ({ ...b, name: 'Mon/Wed' })) } : {}),
      };
      expect(SCHEMAS[kind].safeParse(detailsOf(kind, form)).error, kind).toBeUndefined();
    }
  });

  it('says what is wrong next to the field: an end before the start, a last day before the first, registration closing after the start, a drop-down with no choices', () => {
    const at = (details: Record<string, unknown>) => ({ offering: { details } });
    expect(endsAfterStart('18:00', at({ startTime: '19:00' }))).toBe('Ends after it starts');
    expect(endsAfterStart('19:00', at({ startTime: '19:00' }))).toBe('Ends after it starts');
    expect(endsAfterStart('24:00', at({ startTime: '19:00' }))).toBeUndefined();
    expect(endDateNotBefore('2030-01-19', at({ startDate: '2030-01-20' }))).toBe('On or after the first day');
    expect(endDateNotBefore('', at({ startDate: '2030-01-20' }))).toBeUndefined();
    expect(closesByStart('2030-01-12T06:30', at({ startDate: '2030-01-12', startTime: '06:00' }))).toBe('Closes by the start');
    expect(closesByStart('2030-01-25T19:00', at({ date: '2030-01-25', startTime: '19:00' }))).toBeUndefined();
    expect(closesByStart('', at({ startDate: '2030-01-12', startTime: '06:00' }))).toBeUndefined();
    expect(choicesGiven(' , ')).toBe('Type the choices, separated by commas');
    expect(choicesGiven('S, M')).toBeUndefined();
  });
});

describe('a new offering’s key (saving is a PUT by key: it would replace one the venue has)', () => {
  it('looks the key up by the read model’s id and says which one has it', () => {
    expect(recordIdOf('meets', 'space-marina-turf', 'beach-5k')).toBe('meet-space-marina-turf.beach-5k');
    expect(keyTakenMessage('meets', 'Marina Beach 5K')).toBe(
      'A meet at this venue has this key (Marina Beach 5K): change the key, or edit that one',
    );
  });
});
