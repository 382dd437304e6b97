import type { OrderCommunication } from './orderCommunication';

export { DEFAULT_COUNTRY_CODE } from '../accounts/phone';

/**
 * A cart's defaults, apart from ./cart (which re-exports them) so that the player UI's cart store,
 * on every screen, does not reach the cart's schemas. The type comes from ./orderCommunication, not
 * ./cart, so the two modules do not import each other.
 */
export const DEFAULT_ORDER_COMMUNICATION: OrderCommunication = { whatsapp: true, email: true, sms: true, circle: false };
