/**
 * Streams of the catalogue and of bookings (ARCHITECTURE.md "Write side"). "A slot is sold once"
 * lives in one stream per field and date; an order's payment and refunds in the order's stream.
 */
export const catalogueStreams = {
  organisation: (orgId: string) => `organisation-${orgId}`,
  space: (spaceId: string) => `space-${spaceId}`,
  slotDay: (fieldId: string, date: string) => `slot-${fieldId}-${date}`,
  order: (orderId: string) => `order-${orderId}`,
  /** A coupon's usage limit and per-user limit hold in its own stream. */
  coupon: (code: string) => `coupon-${code}`,
  campaign: (campaignId: string) => `campaign-${campaignId}`,
} as const;
