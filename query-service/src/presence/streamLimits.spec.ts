import { describe, expect, it } from 'vitest';
import { RateLimitedError, ServiceBusyError } from '@sports/contracts';
import { DEFAULT_STREAM_CAPS, StreamLimits, STREAM_RETRY_AFTER_SECONDS } from './streamLimits';

/** docs/adr/0119-event-stream-caps.md: one StreamLimits per process counts every kind of stream. */
describe('StreamLimits', () => {
  const caps = { perAddress: 3, perUser: 2, signedInPerAddress: 4, maxOpen: 6 };

  it('refuses a visitor address its stream past the cap with 429 and Retry-After, and takes one back when released', () => {
    const limits = new StreamLimits(caps);
    const releases = [1, 2, 3].map(() => limits.acquire('203.0.113.7', null));
    const refusal = (() => {
      try {
        limits.acquire('203.0.113.7', null);
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(RateLimitedError);
    expect((refusal as RateLimitedError).retryAfterSeconds).toBe(STREAM_RETRY_AFTER_SECONDS);
    // Another address has places of its own.
    expect(() => limits.acquire('198.51.100.1', null)).not.toThrow();
    releases[0]!();
    releases[0]!(); // twice is once
    expect(() => limits.acquire('203.0.113.7', null)).not.toThrow();
    expect(() => limits.acquire('203.0.113.7', null)).toThrow(RateLimitedError);
  });

  it('caps a signed-in user from any address, and signed-in streams of one address apart from its visitors', () => {
    const limits = new StreamLimits({ ...caps, maxOpen: 100 });
    limits.acquire('192.0.2.1', 'priya');
    limits.acquire('192.0.2.2', 'priya');
    expect(() => limits.acquire('192.0.2.3', 'priya')).toThrow(RateLimitedError);
    // A carrier address: visitors' places are not taken by its signed-in players, nor theirs by its visitors.
    for (const user of ['a', 'b', 'c', 'd']) limits.acquire('198.51.100.7', user);
    expect(() => limits.acquire('198.51.100.7', 'e')).toThrow(/signed-in users from one address/);
    expect(() => limits.acquire('198.51.100.7', null)).not.toThrow();
  });

  it('refuses any stream past the process ceiling with 503 SERVICE_UNAVAILABLE, and counts the open ones', () => {
    const limits = new StreamLimits(caps);
    const releases = [1, 2, 3, 4, 5, 6].map((i) => limits.acquire(`10.0.0.${i}`, null));
    expect(limits.openStreams).toBe(6);
    let refusal: unknown;
    try {
      limits.acquire('10.0.0.99', 'arjun');
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(ServiceBusyError);
    expect([
      (refusal as ServiceBusyError).status,
      (refusal as ServiceBusyError).code,
      (refusal as ServiceBusyError).retryAfterSeconds,
    ]).toEqual([503, 'SERVICE_UNAVAILABLE', STREAM_RETRY_AFTER_SECONDS]);
    for (const release of releases) release();
    expect(limits.openStreams).toBe(0);
    expect(() => limits.acquire('10.0.0.99', 'arjun')).not.toThrow();
  });

  it('keeps the documented defaults: room for a carrier address of visitors, far below the process ceiling', () => {
    expect(DEFAULT_STREAM_CAPS).toEqual({ perAddress: 100, perUser: 8, signedInPerAddress: 500, maxOpen: 5_000 });
  });
});
