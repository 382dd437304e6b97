import { z } from 'zod';
import { idSchema } from '../core/primitives';

export const contactKindSchema = z.enum(['phone', 'email']);
export type ContactKind = z.infer<typeof contactKindSchema>;

/**
 * Events of a contact stream (streams.contact): a phone number or e-mail address belongs to
 * one user, and claiming the stream first is what decides which. One-time codes never appear
 * in the log.
 */
export const contactEvents = {
  ContactClaimed: {
    version: 1,
    schema: z.object({ kind: contactKindSchema, value: z.string().min(3).max(254), userId: idSchema }),
  },
} as const;

export type ContactEvent = { type: 'ContactClaimed'; data: z.infer<typeof contactEvents.ContactClaimed.schema> };
export type ContactCommand = { type: 'ClaimContact'; data: z.infer<typeof contactEvents.ContactClaimed.schema> };
