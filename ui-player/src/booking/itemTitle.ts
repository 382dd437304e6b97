import type { OrderDocument } from '@sports/contracts';

type Item = OrderDocument['items'][number];

/**
 * A short title for an order item: the server names a slot "{venue} · {field} · {date} {from}-{to}";
 * the venue heads the page and the date has its own line, so only the field is kept. Any other
 * name is shown whole.
 */
export function itemTitle(order: Pick<OrderDocument, 'spaceName'>, item: Item): string {
  // A game's place is named "{game} · {venue}"; the venue heads the page.
  if (item.type === 'activity')
    return item.name.endsWith(` · ${order.spaceName}`) ? item.name.slice(0, -` · ${order.spaceName}`.length) : item.name;
  // Classes, passes, entries and memberships are named "{venue} · {offering} · {batch}": the venue heads the page.
  // Meets, tournaments and events end with their ISO date, which the item's own line says in words.
  if (item.type !== 'slot') {
    const named = item.name.startsWith(`${order.spaceName} · `) ? item.name.slice(order.spaceName.length + 3) : item.name;
    return item.type === 'membership' ? named : named.replace(/ · \d{4}-\d{2}-\d{2}$/, '');
  }
  const prefix = `${order.spaceName} · `;
  const suffix = ` · ${item.date} ${item.startTime}-${item.endTime}`;
  let title = item.name;
  if (title.startsWith(prefix)) title = title.slice(prefix.length);
  if (title.endsWith(suffix)) title = title.slice(0, -suffix.length);
  return title || item.name;
}
