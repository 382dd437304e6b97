import type { EventMessage } from './eventMessage';

/** Where the relay publishes; resolves only once the broker acknowledged every message (acks = all). */
export interface MessageSink {
  publish(messages: readonly EventMessage[]): Promise<void>;
  close(): Promise<void>;
}

/** The relay's position in $all: the last event whose messages were acknowledged. */
export interface RelayCheckpoint {
  load(): Promise<bigint | null>;
  save(position: bigint): Promise<void>;
}
