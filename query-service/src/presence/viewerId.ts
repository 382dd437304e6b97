import { liveApi } from '@sports/contracts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** An anonymous viewer's id: 16 random letters and digits (spec section 9 "Live viewer random id length"). */
export function randomViewerId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(liveApi.LIVE_VIEWER_ID_LENGTH));
  // 62 does not divide 256: the slight bias does not matter for an id that only has to be unlikely to repeat.
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}
