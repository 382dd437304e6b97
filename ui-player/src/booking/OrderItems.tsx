import styled from '@emotion/styled';
import { Link } from '@tanstack/react-router';
import { formAnswerLines, type OrderDocument } from '@sports/contracts';
import { Muted } from '../ui/primitives';
import { color } from '../ui/theme';
import { formatDay } from './dates';
import { itemTitle } from './itemTitle';
import { membershipItemWords, offeringItemWords } from '../offerings/orderWords';
import { formatMoney } from './money';

const List = styled.ul`
  list-style: none;
  margin: 0 0 12px;
  padding: 0;
  & > li {
    display: flex;
    justify-content: space-between;
    gap: 12px;
    padding: 8px 0;
    border-bottom: 1px solid ${color.border};
  }
`;

const Answers = styled.dl`
  margin: 4px 0;
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: 2px 8px;
  & dt {
    color: ${color.muted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

type Item = OrderDocument['items'][number];
const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** Slots say when; memberships their validity; classes, packs, lockers, meets, tournaments and events what they gave (bib, locker, ticket numbers). */
function describeItem(order: OrderDocument, item: Item): string[] {
  if (item.type === 'slot') return [`${formatDay(item.date)} · ${item.startTime}–${item.endTime}`];
  if (item.type === 'activity') return [`Game place · ${formatDay(item.date)} · ${item.startTime}–${item.endTime}`];
  return membershipItemWords(order, item) ?? offeringItemWords(order, item) ?? [capitalize(item.type)];
}

/** A registration form's answers, each under the question the form asked when the order was placed. */
function ItemAnswers({ item, title }: { item: Item; title: string }) {
  const lines = formAnswerLines(item);
  if (lines.length === 0) return null;
  return (
    <Answers aria-label={`Your answers for ${title}`}>
      {lines.map(({ question, answer }, index) => (
        <div key={index} style={{ display: 'contents' }}>
          <dt>{question}</dt>
          <dd>{answer}</dd>
        </div>
      ))}
    </Answers>
  );
}

/** Spec section 3 Order item: name, when, the registration form's answers, amount before tax, its discount, taxes, total. */
export function OrderItems({ order }: { order: OrderDocument }) {
  return (
    <List aria-label="Order items">
      {order.items.map((item) => (
        <li key={item.id}>
          <div>
            {/* A game's place leads to its game: the order was otherwise a dead end for the player going there. */}
            <strong>
              {item.type === 'activity' ? (
                <Link to="/games/$activityId" params={{ activityId: item.activityId }}>
                  {itemTitle(order, item)}
                </Link>
              ) : (
                itemTitle(order, item)
              )}
            </strong>
            {describeItem(order, item).map((line) => (
              <div key={line}>
                <Muted>{line}</Muted>
              </div>
            ))}
            <ItemAnswers item={item} title={itemTitle(order, item)} />
            <Muted>
              {formatMoney(item.amount, order.symbol)}
              {/* Its share of the order's discounts comes off before tax (docs/adr/0143-discounts-before-tax.md). */}
              {item.discount ? ` − ${formatMoney(item.discount, order.symbol)} discount` : ''}
              {item.taxes.map((t) => ` + ${t.taxSlug} ${t.taxRate}% ${formatMoney(t.totalTax, order.symbol)}`).join('')}
            </Muted>
          </div>
          <strong>{formatMoney(item.total, order.symbol)}</strong>
        </li>
      ))}
    </List>
  );
}
