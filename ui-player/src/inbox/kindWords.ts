import type { NotificationKind } from '@sports/contracts';

/** A short heading per kind of notification, above its sentence. */
export const KIND_WORDS: Record<NotificationKind, string> = {
  invitation: 'Invitation',
  request_accepted: 'Request accepted',
  request_rejected: 'Request declined',
  removed: 'Removed from a game',
  game_held: 'Game on hold',
  hold_released: 'Game back on',
  match_full: 'Match full',
  places_again: 'Places free again',
  co_host: 'Co-host',
  join_request: 'Request to join',
  question_asked: 'New question',
  game_cancelled: 'Game cancelled',
  waitlist_offer: 'A place for you',
  review_prompt: 'Rate your game',
  payment_due: 'Payment due',
  booking_confirmed: 'Booking confirmed',
  booking_cancelled: 'Booking cancelled',
  payment_refunded: 'Payment refunded',
  hold_expired: 'Hold ran out',
  refund_sent: 'Refund sent',
  game_changed: 'Game changed',
  chat_mention: 'Mentioned in a chat',
};
