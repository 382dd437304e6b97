import type { RecordedEvent, UserEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';

export const BUYER_PHONES_COLLECTION = 'buyer_phones';

/** One number a user had, from the position of the event that gave it (a decimal: documents hold no bigint). */
export interface PhoneSpell {
  phone: string;
  from: string;
}

/** Every phone number a user has had, oldest first: what the orders read model joins (docs/adr/0111-buyer-phone-on-orders.md). */
export interface BuyerPhonesDocument {
  id: string;
  phones: PhoneSpell[];
  [key: string]: unknown;
}

/** The number the user had when the event at `position` happened, or null (none yet). */
export const phoneAt = (doc: Record<string, unknown> | null | undefined, position: bigint): string | null => {
  const phones = (doc?.phones ?? []) as PhoneSpell[];
  let phone: string | null = null;
  for (const spell of phones) if (BigInt(spell.from) <= position) phone = spell.phone;
  return phone;
};

/**
 * The users' phone numbers over time, from their registrations and number changes. Only the
 * orders read model reads it (a join by the buyer's id), so it needs no index of its own.
 */
export const buyerPhoneProjection = defineProjection<BuyerPhonesDocument>({
  name: 'buyerPhones.v1',
  collection: { name: BUYER_PHONES_COLLECTION, indexes: [] },
  handles: ['UserRegistered', 'PhoneNumberChanged'],
  documentId: (event) => (event.data as { userId?: string }).userId ?? null,
  evolve: (doc, recorded: RecordedEvent) => {
    const event = recorded as unknown as UserEvent;
    const phone = event.type === 'UserRegistered' || event.type === 'PhoneNumberChanged' ? event.data.phone : undefined;
    if (!phone || doc?.phones.at(-1)?.phone === phone) return doc;
    return { id: event.data.userId, phones: [...(doc?.phones ?? []), { phone, from: recorded.position.toString() }] };
  },
});
