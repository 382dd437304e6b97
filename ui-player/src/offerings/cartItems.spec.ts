import { bookingCartSchema } from '@sports/contracts';
import { describe, expect, it } from 'vitest';
import { answerErrors, lineItemId, membershipLine, offeringLine } from './cartItems';
import { coaching, cup, lockers, pack, run, screening, VENUE } from './testOfferings';

const fields = run.offering.kind === 'meet' ? run.offering.details.formFields : [];
const valid = (item: unknown) => bookingCartSchema.safeParse({ cartItem: [item] }).success;

describe('cart lines for what a venue sells (spec section 3 Cart line item)', () => {
  it('a class: classId, the batch as categoryId, students as qty; in words with the batch and validity', () => {
    const line = offeringLine(VENUE, coaching, { batchId: 'weekday', qty: 2, answers: {} });
    expect(line.item).toEqual({ type: 'class', classId: 'marina.junior', categoryId: 'weekday', qty: 2 });
    expect(valid(line.item)).toBe(true);
    expect(line).toMatchObject({
      key: 'class:marina.junior:weekday',
      spaceId: 'marina',
      kind: 'class',
      title: 'Junior Football Coaching',
      amount: 2 * 295000,
    });
    expect(line.detail).toBe('Mon/Wed/Fri 5 pm · Mon, Wed, Fri · 17:00–18:00 from Tue 3 Dec · Monthly · 2 students');
  });

  it('packs by packId, lockers by itemId, event tickets by eventId, each with qty', () => {
    expect(offeringLine(VENUE, pack, { qty: 1, answers: {} }).item).toEqual({ type: 'pack', packId: 'marina.ten', qty: 1 });
    const locker = offeringLine(VENUE, lockers, { qty: 2, answers: {} });
    expect(locker.item).toEqual({ type: 'locker', itemId: 'marina.kit', qty: 2 });
    expect(locker.amount).toBe(2 * 59000);
    expect(locker.detail).toBe('Medium locker · Monthly · 2 lockers');
    const tickets = offeringLine(VENUE, screening, { qty: 3, answers: {} });
    expect(tickets.item).toEqual({ type: 'event', eventId: 'marina.final', qty: 3 });
    expect(tickets.detail).toBe('Thu 5 Dec · 19:00–23:00 · 3 tickets');
    for (const line of [locker, tickets]) expect(valid(line.item)).toBe(true);
  });

  it("a meet's answers go as formAnswers (blanks left out) and show in the line", () => {
    const line = offeringLine(VENUE, run, { qty: 2, answers: { tshirt: 'M', emergency: ' Ravi ', club: '' } });
    expect(line.item).toEqual({ type: 'meet', meetId: 'marina.beach-5k', qty: 2, formAnswers: { tshirt: 'M', emergency: 'Ravi' } });
    expect(valid(line.item)).toBe(true);
    expect(line.detail).toBe('Fri 13 Dec · 06:00 · 2 participants · T-shirt size: M · Emergency contact: Ravi');
  });

  it('a team tournament is one entry of participantCount players', () => {
    const line = offeringLine(VENUE, cup, { qty: 4, participantCount: 7, answers: { team: 'Adyar Strikers' } });
    expect(line.item).toEqual({
      type: 'tournament',
      tournamentId: 'marina.cup',
      qty: 1,
      participantCount: 7,
      formAnswers: { team: 'Adyar Strikers' },
    });
    expect(line.detail).toBe('Thu 19 Dec – Fri 20 Dec · from 08:00 · Team of 7 · Team name: Adyar Strikers');
    expect(line.amount).toBe(708000);
  });

  it('a membership plan: itemId {spaceId}.{membershipId}, one per line', () => {
    const line = membershipLine(VENUE, 'regulars', {
      name: 'Turf regulars',
      description: '',
      listingIds: ['football'],
      validity: 'Quarterly',
      price: { amount: 450000, enableTax: true, taxId: 'gst', isTaxInclusive: false },
    });
    expect(line.item).toEqual({ type: 'membership', itemId: 'marina.regulars', qty: 1 });
    expect(line).toMatchObject({ amount: 531000, detail: 'Membership · Quarterly', key: 'membership:marina.regulars:' });
    expect(valid(line.item)).toBe(true);
    expect(lineItemId(line)).toBe('marina.regulars');
  });

  it('checks answers as the server does: required ones, a select among its options', () => {
    expect(answerErrors(fields, {})).toEqual({ tshirt: 'T-shirt size is required.', emergency: 'Emergency contact is required.' });
    expect(answerErrors(fields, { tshirt: 'XXL', emergency: 'Ravi' })).toEqual({ tshirt: 'Choose one of S, M, L.' });
    expect(answerErrors(fields, { tshirt: 'S', emergency: 'Ravi' })).toEqual({});
  });
});
