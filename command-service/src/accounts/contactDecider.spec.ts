import type { ContactCommand, ContactEvent } from '@sports/contracts';
import { describe, expect, it } from 'vitest';
import { contactDecider, type ContactState } from './contactDecider';

const context = { commandId: 'c1', userId: 'x', now: '2026-11-20T10:00:00.000Z' };
const claim = (userId: string): ContactCommand => ({ type: 'ClaimContact', data: { kind: 'phone', value: '+919800000001', userId } });
const release = (userId: string): ContactCommand => ({ type: 'ReleaseContact', data: { kind: 'phone', value: '+919800000001', userId } });
const run = (state: ContactState, command: ContactCommand) => {
  const events: ContactEvent[] = contactDecider.decide({ ...command, context }, state);
  return { events, state: events.reduce(contactDecider.evolve, state) };
};

describe('contact streams: who signs in with a number', () => {
  it('the first claim wins; a later claim appends nothing', () => {
    const first = run(contactDecider.initialState(), claim('asha'));
    expect(first.events.map((e) => e.type)).toEqual(['ContactClaimed']);
    expect(run(first.state, claim('ravi'))).toEqual({ events: [], state: { userId: 'asha' } });
  });

  it('only the owner releases it (moving to another number); then the next claim wins', () => {
    const owned = run(contactDecider.initialState(), claim('asha')).state;
    expect(run(owned, release('ravi'))).toEqual({ events: [], state: { userId: 'asha' } });
    const released = run(owned, release('asha'));
    expect([released.events.map((e) => e.type), released.state]).toEqual([['ContactReleased'], { userId: null }]);
    expect(run(released.state, release('asha')).events).toEqual([]);
    expect(run(released.state, claim('ravi')).state).toEqual({ userId: 'ravi' });
  });
});
