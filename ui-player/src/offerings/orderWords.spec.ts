import { formAnswerLines, type OrderDocument } from '@sports/contracts';
import { describe, expect, it } from 'vitest';
import { membershipItemWords, offeringItemWords } from './orderWords';

type Item = OrderDocument['items'][number];
const base = { amount: 250000, taxes: [], total: 295000, unitAmount: 250000 };
const classItem = {
  ...base,
  id: 'i1',
  type: 'class',
  name: 'Marina · Junior Football Coaching · Sat/Sun 7 am',
  itemId: 'marina.junior',
  batchId: 'weekend',
  qty: 1,
  validity: 'Monthly',
  startsAt: '2030-12-07T01:30:00.000Z',
} as Item;
const meetItem = {
  ...base,
  id: 'i2',
  type: 'meet',
  name: 'Marina · Beach 5K',
  itemId: 'marina.beach-5k',
  qty: 2,
  startsAt: '2030-12-13T00:30:00.000Z',
} as Item;
const lockerItem = {
  ...base,
  id: 'i3',
  type: 'locker',
  name: 'Marina · Kit lockers',
  itemId: 'marina.kit',
  qty: 1,
  validity: 'Monthly',
} as Item;
const eventItem = {
  ...base,
  id: 'i4',
  type: 'event',
  name: 'Marina · Final night',
  itemId: 'marina.final',
  qty: 2,
  startsAt: '2030-12-05T13:30:00.000Z',
} as Item;
const claim = (over: Record<string, unknown>) => ({
  orderId: 'o1',
  userId: 'u1',
  count: 1,
  status: 'confirmed' as const,
  numbers: [] as number[],
  ...over,
});

describe('an order item of an offering in words, with what its confirmation gave', () => {
  const order = {
    registrations: [
      claim({
        kind: 'class',
        itemId: 'marina.junior',
        batchId: 'weekend',
        validFrom: '2030-11-26',
        validUntil: '2030-12-25',
        sessionLimit: 8,
      }),
      claim({ kind: 'meet', itemId: 'marina.beach-5k', count: 2, numbers: [1001, 1002] }),
      claim({ kind: 'locker', itemId: 'marina.kit', numbers: [3], validFrom: '2030-11-26', validUntil: '2030-12-25' }),
      claim({ kind: 'event', itemId: 'marina.final', count: 2, numbers: [1, 2] }),
    ],
  } as Pick<OrderDocument, 'registrations'>;

  it('a class: its start (venue time), students, validity; then the enrolment with its dates and sessions', () => {
    expect(offeringItemWords(order, classItem)).toEqual([
      'Class · Sat 7 Dec · 07:00 · 1 student · Monthly',
      'Enrolled · Valid Tue 26 Nov – Wed 25 Dec · 8 sessions',
    ]);
  });
  it('bib, locker and ticket numbers', () => {
    expect(offeringItemWords(order, meetItem)).toEqual(['Meet · Fri 13 Dec · 06:00 · 2 participants', 'Bibs 1001, 1002']);
    expect(offeringItemWords(order, lockerItem)).toEqual(['Locker · 1 locker · Monthly', 'Locker 3 · Valid Tue 26 Nov – Wed 25 Dec']);
    expect(offeringItemWords(order, eventItem)).toEqual(['Event · Thu 5 Dec · 19:00 · 2 tickets', 'Tickets 1, 2']);
  });
  it('a cancelled order no longer names the bibs or tickets it gave back', () => {
    expect(offeringItemWords({ ...order, status: 'cancelled' }, meetItem)).toEqual(['Meet · Fri 13 Dec · 06:00 · 2 participants']);
    expect(offeringItemWords({ ...order, status: 'failed' }, eventItem)).toEqual(['Event · Thu 5 Dec · 19:00 · 2 tickets']);
  });
  it('before confirmation only what was bought; slots and memberships are not its words', () => {
    expect(offeringItemWords({ registrations: [] }, meetItem)).toEqual(['Meet · Fri 13 Dec · 06:00 · 2 participants']);
    expect(offeringItemWords(order, { id: 's', type: 'slot' } as Item)).toBeNull();
  });
  it('a membership: its preset, then once started its days', () => {
    const item = {
      id: 'm',
      type: 'membership',
      name: 'Marina · Turf regulars (Quarterly)',
      itemId: 'marina.regulars',
      membershipId: 'regulars',
      validity: 'Quarterly',
      amount: 1,
      taxes: [],
      total: 1,
    } as Item;
    expect(membershipItemWords({ memberships: [] }, item)).toEqual(['Membership · Quarterly']);
    const started = {
      orderId: 'o',
      userId: 'u',
      spaceId: 'marina',
      membershipId: 'regulars',
      name: 'Turf regulars',
      validity: 'Quarterly' as const,
      validFrom: '2030-11-26',
      validUntil: '2031-02-25',
    };
    expect(membershipItemWords({ memberships: [started] }, item)).toEqual(['Membership · Quarterly', 'Valid Tue 26 Nov – Tue 25 Feb']);
  });
});

describe("a registration form's answers on the order", () => {
  const questions = [
    { id: 'tshirt', label: 'T-shirt size' },
    { id: 'club', label: 'Running club' },
    { id: 'first', label: 'First run?' },
  ];
  it("each under the question the form asked when the order was placed, in the form's order, blanks left out", () => {
    const item = { ...meetItem, formAnswers: { first: false, tshirt: 'M', club: ' ' }, formQuestions: questions } as Item;
    expect(formAnswerLines(item)).toEqual([
      { question: 'T-shirt size', answer: 'M' },
      { question: 'First run?', answer: 'No' },
    ]);
  });
  it('an order placed before the questions were kept says "Answer" rather than guess a label today\'s form may have changed', () => {
    expect(formAnswerLines({ ...meetItem, formAnswers: { tshirt: 'L', age: 31 } } as Item)).toEqual([
      { question: 'Answer', answer: 'L' },
      { question: 'Answer', answer: '31' },
    ]);
  });
  it('none for an item without answers', () => {
    expect(formAnswerLines(meetItem)).toEqual([]);
    expect(formAnswerLines({ id: 's', type: 'slot' } as Item)).toEqual([]);
  });
});
