import type { PushEvent, PushSubscriptionAddedData, PushSubscriptionRemovedData } from '@sports/contracts';
import type { Command, Decider } from '../core/decider';

export interface PushKeys {
  p256dh: string;
  auth: string;
}

/** The devices one user subscribed: endpoint → its keys (a device subscribed again keeps its newest keys). */
export interface PushSubscriptionsState {
  devices: Map<string, PushKeys>;
}

export type PushSubscriptionsCommand =
  | Command<'AddPushSubscription', { userId: string; endpoint: string; keys: PushKeys }>
  | Command<'RemovePushSubscription', { userId: string; endpoint: string; reason: PushSubscriptionRemovedData['reason'] }>;

const evolve = (state: PushSubscriptionsState, event: PushEvent): PushSubscriptionsState => {
  const devices = new Map(state.devices);
  if (event.type === 'PushSubscriptionAdded') devices.set(event.data.endpoint, event.data.keys);
  else if (event.type === 'PushSubscriptionRemoved') devices.delete(event.data.endpoint);
  return { devices };
};

const sameKeys = (a: PushKeys | undefined, b: PushKeys) => a !== undefined && a.p256dh === b.p256dh && a.auth === b.auth;

/**
 * One user's Web Push devices (docs/adr/0099-web-push.md). Subscribing the same device with the
 * same keys again appends nothing (the app re-sends its subscription on each visit); removing one
 * that is not kept appends nothing either, so an unsubscribe and a push service's 410 may cross.
 */
export const pushSubscriptionsDecider: Decider<PushSubscriptionsCommand, PushEvent, PushSubscriptionsState> = {
  initialState: () => ({ devices: new Map() }),
  evolve,
  decide: (command, state) => {
    const { userId, endpoint } = command.data;
    if (command.type === 'AddPushSubscription') {
      if (sameKeys(state.devices.get(endpoint), command.data.keys)) return [];
      const data: PushSubscriptionAddedData = { userId, endpoint, keys: command.data.keys, subscribedAt: command.context.now };
      return [{ type: 'PushSubscriptionAdded', data }];
    }
    if (!state.devices.has(endpoint)) return [];
    return [{ type: 'PushSubscriptionRemoved', data: { userId, endpoint, reason: command.data.reason, removedAt: command.context.now } }];
  },
};
