import type { RecordedEvent } from './core/envelope';
import { upcast, type EventDefinition } from './core/upcasting';
import { gameEvents } from './games/events';
import { userEvents } from './users/events';
import { contactEvents } from './accounts/events';
import { circleEvents } from './circles/events';
import { ratingEvents } from './ratings/events';
import { catalogueEvents, slotEvents } from './catalogue/events';
import { orderEvents } from './bookings/order';
import { couponEvents } from './bookings/coupons';
import { campaignEvents } from './bookings/couponsSpinWheel';
import { offeringEvents } from './catalogue/offeringEvents';
import { payoutEvents } from './bookings/payouts';
import { recordEvents } from './backoffice/records';
import { cityEvents } from './catalogue/cities';
import { inboxEvents } from './inbox/events';
import { timeEvents } from './time/events';
import { chatEvents } from './chat/events';
import { pushEvents } from './push/events';

/** Every event type of the platform, in one registry used for upcasting and documentation. */
export const eventDefinitions: Record<string, EventDefinition> = {
  ...gameEvents,
  ...userEvents,
  ...contactEvents,
  ...circleEvents,
  ...ratingEvents,
  ...catalogueEvents,
  ...slotEvents,
  ...orderEvents,
  ...couponEvents,
  ...campaignEvents,
  ...offeringEvents,
  ...payoutEvents,
  ...recordEvents,
  ...cityEvents,
  ...inboxEvents,
  ...timeEvents,
  ...pushEvents,
  ...chatEvents,
};

export const currentVersionOf = (type: string): number => eventDefinitions[type]?.version ?? 1;

/** Lift a stored event to the current shape of its data. */
export const upcastRecorded = <E extends RecordedEvent>(event: E): E => {
  const version = event.metadata.schemaVersion;
  const def = eventDefinitions[event.type];
  if (!def || version >= def.version) return event;
  return { ...event, data: upcast(eventDefinitions, event.type, version, event.data) };
};
