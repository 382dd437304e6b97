import { createHmac } from 'node:crypto';
import { liveApi } from '@sports/contracts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

const idOf = (bytes: Uint8Array): string =>
  // 62 does not divide 256: the slight bias does not matter for an id that only has to be unlikely to repeat.
  Array.from(bytes.subarray(0, liveApi.LIVE_VIEWER_ID_LENGTH), (b) => ALPHABET[b % ALPHABET.length]).join('');

/** A random viewer id of 16 letters and digits (spec section 9 "Live viewer random id length"). */
export function randomViewerId(): string {
  return idOf(crypto.getRandomValues(new Uint8Array(liveApi.LIVE_VIEWER_ID_LENGTH)));
}

/**
 * An anonymous viewer's id: the same 16 letters and digits for every stream from
 * one client address, so an anonymous client is one viewer however many streams it opens. Keyed
 * with a server secret, so the id neither reveals the address nor can be guessed from it.
 */
export const anonymousViewerId = (key: string, address: string): string => idOf(createHmac('sha256', key).update(address).digest());
