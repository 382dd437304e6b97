/** The part of http_ece (RFC 8188 content encoding) the push-service double uses to read what a push carries. */
declare module 'http_ece' {
  import type { ECDH } from 'node:crypto';

  export function decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: string }): Buffer;
}
