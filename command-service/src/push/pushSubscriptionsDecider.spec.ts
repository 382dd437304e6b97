import { describe, it } from 'vitest';
import type { PushEvent } from '@sports/contracts';
import { deciderSpec } from '../core/deciderSpec';
import { pushSubscriptionsDecider, type PushSubscriptionsCommand } from './pushSubscriptionsDecider';

const context = { commandId: 'c1', userId: 'priya', now: '2026-11-26T08:00:00.000Z' };
const phone = 'https://push.example.net/send/phone';
const laptop = 'https://push.example.net/send/laptop';
const keys = { p256dh: 'B'.padEnd(87, 'A'), auth: 'a'.repeat(22) };
const newKeys = { p256dh: 'B'.padEnd(87, 'C'), auth: 'b'.repeat(22) };

const add = (endpoint: string, k = keys): PushSubscriptionsCommand => ({
  type: 'AddPushSubscription',
  data: { userId: 'priya', endpoint, keys: k },
  context,
});
const remove = (endpoint: string, reason: 'unsubscribed' | 'gone' = 'unsubscribed'): PushSubscriptionsCommand => ({
  type: 'RemovePushSubscription',
  data: { userId: 'priya', endpoint, reason },
  context,
});
const added = (endpoint: string, k = keys): PushEvent => ({
  type: 'PushSubscriptionAdded',
  data: { userId: 'priya', endpoint, keys: k, subscribedAt: context.now },
});
const removed = (endpoint: string, reason: 'unsubscribed' | 'gone' = 'unsubscribed'): PushEvent => ({
  type: 'PushSubscriptionRemoved',
  data: { userId: 'priya', endpoint, reason, removedAt: context.now },
});

const spec = deciderSpec(pushSubscriptionsDecider);

describe('the Web Push devices of one user (docs/adr/0099-web-push.md)', () => {
  it('keeps each device once, and a device subscribed again with new keys', () => {
    spec
      .given([])
      .when(add(phone))
      .then([added(phone)]);
    spec
      .given([added(phone)])
      .when(add(laptop))
      .then([added(laptop)]);
    spec
      .given([added(phone)])
      .when(add(phone))
      .then([]);
    spec
      .given([added(phone)])
      .when(add(phone, newKeys))
      .then([added(phone, newKeys)]);
  });

  it('forgets a device when unsubscribed or gone, and appends nothing for one not kept', () => {
    spec
      .given([added(phone)])
      .when(remove(phone))
      .then([removed(phone)]);
    spec
      .given([added(phone)])
      .when(remove(phone, 'gone'))
      .then([removed(phone, 'gone')]);
    spec
      .given([added(phone), removed(phone, 'gone')])
      .when(remove(phone))
      .then([]);
    spec.given([]).when(remove(laptop)).then([]);
  });
});
