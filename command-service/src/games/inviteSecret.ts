import { createHash, createHmac } from 'node:crypto';

/**
 * Link invitations (spec section 7 "PUT new user invite"): the secret in the link is derived
 * from the invitation id with a server key, so a retried invite sends the same link; the game's
 * stream keeps only a hash of it.
 */
export const inviteSecretFor = (inviteKey: string, inviteId: string): string =>
  createHmac('sha256', inviteKey).update(inviteId).digest('base64url').slice(0, 32);

export const hashInviteSecret = (secret: string): string => createHash('sha256').update(secret).digest('hex');
