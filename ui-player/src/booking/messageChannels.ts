import type { OrderCommunication } from '@sports/contracts';

/**
 * The channels a booking's messages are actually sent on: the notifier delivers an order's
 * messages by WhatsApp and SMS only (command-service/src/notifications/notifier.ts; docs/bookings.md).
 * E-mail and circles have no delivery port yet, so the cart does not offer them and an order page
 * does not claim them. The order's `communication` keeps all four keys (spec section 3 Cart line
 * item): the cart sends its email and circle values as they are, they just reach nobody.
 */
export const ORDER_MESSAGE_CHANNELS: ReadonlyArray<readonly [keyof OrderCommunication, string]> = [
  ['whatsapp', 'WhatsApp'],
  ['sms', 'SMS'],
];

/** "WhatsApp, SMS": the channels an order's messages go by, of those delivered; "None" when it has none of them. */
export const messageChannelsWords = (communication: OrderCommunication): string =>
  ORDER_MESSAGE_CHANNELS.filter(([channel]) => communication[channel])
    .map(([, label]) => label)
    .join(', ') || 'None';
