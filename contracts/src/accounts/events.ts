import { z } from 'zod';
import { idSchema } from '../core/primitives';

export const contactKindSchema = z.enum(['phone', 'email']);
export type ContactKind = z.infer<typeof contactKindSchema>;

const contactOwnerSchema = z.object({ kind: contactKindSchema, value: z.string().min(3).max(254), userId: idSchema });

/**
 * Events of a contact stream (streams.contact): a phone number or e-mail address belongs to
 * one user, and claiming the stream first is what decides which. One-time codes never appear
 * in the log.
 */
export const contactEvents = {
  ContactClaimed: {
    version: 1,
    schema: contactOwnerSchema,
  },
  /**
   * The owner moved to another number (PhoneNumberChanged): this one no longer signs in to their
   * account, and the next claim (a sign-in, another account's change) makes it someone else's.
   */
  ContactReleased: {
    version: 1,
    schema: contactOwnerSchema,
  },
} as const;

export type ContactEvent =
  | { type: 'ContactClaimed'; data: z.infer<typeof contactEvents.ContactClaimed.schema> }
  | { type: 'ContactReleased'; data: z.infer<typeof contactEvents.ContactReleased.schema> };
export type ContactCommand =
  | { type: 'ClaimContact'; data: z.infer<typeof contactEvents.ContactClaimed.schema> }
  /** Releases the contact only if `userId` still owns it; otherwise appends nothing. */
  | { type: 'ReleaseContact'; data: z.infer<typeof contactEvents.ContactReleased.schema> };
