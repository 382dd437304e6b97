import { StreamGate } from '@sports/query-service';
import type { PlatformConfig } from '../config';

/** The process's one gate for every event stream (docs/adr/0119-event-stream-caps.md), from the configuration. */
export const streamGateOf = (config: PlatformConfig): StreamGate =>
  new StreamGate({
    caps: { maxOpen: config.streams.maxOpen },
    idleMs: config.streams.idleMs,
    maxLifeMs: config.streams.maxLifeMs,
    trustProxy: config.trustProxy,
  });
