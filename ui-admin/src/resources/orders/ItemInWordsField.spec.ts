// @vitest-environment jsdom
import { formAnswerLines, type OrderDocument } from '@sports/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, setupAppHarness } from '../../test/app';
import { fakeApi, on } from '../../test/fakeApi';
import { order, orderHistory } from '../../test/orderFixture';
import { peopleApi } from '../../test/peopleFixture';
import { signedInAsManager } from '../../test/tokens';

setupAppHarness();

type Item = OrderDocument['items'][number];
const eventItem = (extra: Partial<Extract<Item, { type: 'event' }>>): Item => ({
  id: 'ord-9-1',
  type: 'event',
  name: 'Marina Turf Arena · Night Run',
  itemId: 'space-marina-turf.night-run',
  qty: 1,
  unitAmount: 50_000,
  amount: 50_000,
  taxes: [],
  total: 50_000,
  startsAt: '2026-11-28T13:30:00.000Z',
  ...extra,
});

describe('registration answers on an order (spec section 3 Order item formAnswers)', () => {
  it('reads each answer under the question the form asked when ordered, in its order; checkboxes Yes/No; blanks left out', () => {
    const item = eventItem({
      formAnswers: { parking: true, food: 'Veg', tshirt: '', extra: false },
      formQuestions: [
        { id: 'food', label: 'Food preference' },
        { id: 'parking', label: 'Need parking' },
        { id: 'tshirt', label: 'T-shirt size' },
      ],
    });
    expect(formAnswerLines(item)).toEqual([
      { question: 'Food preference', answer: 'Veg' },
      { question: 'Need parking', answer: 'Yes' },
      { question: 'Answer', answer: 'No' },
    ]);
  });

  it('an order from before the questions were kept says "Answer"; a slot has none', () => {
    expect(formAnswerLines(eventItem({ formAnswers: { food: 'Vegan' } }))).toEqual([{ question: 'Answer', answer: 'Vegan' }]);
    expect(formAnswerLines(order('ord-1').items[0]!)).toEqual([]);
  });

  it("the order's Items tab shows them under the item", async () => {
    signedInAsManager();
    const doc = order('ord-9', {
      items: [
        eventItem({
          formAnswers: { food: 'Veg', parking: false },
          formQuestions: [
            { id: 'food', label: 'Food preference' },
            { id: 'parking', label: 'Need parking' },
          ],
        }),
      ],
      refund_lines: [],
      refundTotal: 0,
    });
    fakeApi(
      on('GET', '/admin-api/orders/ord-9', { body: doc }),
      on('GET', '/admin-api/orders/ord-9/history', { body: orderHistory('ord-9') }),
      peopleApi(),
    );
    renderAt('/admin/orders/ord-9/show/items');
    const items = await screen.findByRole('table', { name: 'Items' }, { timeout: 10_000 });
    const answers = within(items).getByLabelText('Registration answers');
    expect(Array.from(answers.children).map((row) => row.textContent)).toEqual(['Food preference:Veg', 'Need parking:No']);
  });

  it("the Items tab shows each line's share of the discount under its price (docs/adr/0143-discounts-before-tax.md)", async () => {
    signedInAsManager();
    const doc = order('ord-8', { refund_lines: [], refundTotal: 0 });
    const [slot] = doc.items;
    doc.items = [
      { ...slot!, amount: 120_000, discount: 20_000, taxes: [{ taxSlug: 'GST', taxRate: 18, totalTax: 18_000 }], total: 118_000 },
    ];
    fakeApi(
      on('GET', '/admin-api/orders/ord-8', { body: doc }),
      on('GET', '/admin-api/orders/ord-8/history', { body: orderHistory('ord-8') }),
      peopleApi(),
    );
    renderAt('/admin/orders/ord-8/show/items');
    const items = await screen.findByRole('table', { name: 'Items' }, { timeout: 10_000 });
    const row = within(items).getAllByRole('row')[1]!;
    expect(row.textContent).toBe('Turf A, 21 Nov, 18:00–19:00Slot₹1,200−₹200 discount₹1,180');
  });
});
