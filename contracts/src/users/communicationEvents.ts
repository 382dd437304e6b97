import { z } from 'zod';
import { idSchema } from '../core/primitives';

/**
 * The channels a user wants game notifications on (spec section 3 `communication`: whatsapp,
 * sms; e-mail has no delivery port yet). Without a choice: WhatsApp only, the channel most
 * players sign in with, so nobody gets every message twice.
 */
export const communicationSchema = z.object({ whatsapp: z.boolean(), sms: z.boolean() }).strict();
export type Communication = z.infer<typeof communicationSchema>;
export const DEFAULT_COMMUNICATION: Communication = { whatsapp: true, sms: false };

export const communicationEvents = {
  CommunicationPreferencesSet: { version: 1, schema: z.object({ userId: idSchema, communication: communicationSchema }) },
} as const;

export const communicationCommands = {
  SetCommunicationPreferences: communicationEvents.CommunicationPreferencesSet.schema,
} as const;

export type CommunicationCommand = { type: 'SetCommunicationPreferences'; data: z.infer<typeof communicationCommands.SetCommunicationPreferences> };
