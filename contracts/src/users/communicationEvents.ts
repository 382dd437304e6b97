import { z } from 'zod';
import { idSchema } from '../core/primitives';

/**
 * The channels a user wants game notifications on (spec section 3 `communication`: whatsapp,
 * sms; e-mail has no delivery port yet), and `push`: Web Push to the devices they subscribed
 * (docs/adr/0099-web-push.md). Without a choice: WhatsApp only among the messages, so nobody
 * gets every message twice; push on, which sends nothing until a device subscribes (the browser's
 * own permission prompt is the opt-in).
 */
export const communicationSchema = z.object({ whatsapp: z.boolean(), sms: z.boolean(), push: z.boolean() }).strict();
export type Communication = z.infer<typeof communicationSchema>;
export const DEFAULT_COMMUNICATION: Communication = { whatsapp: true, sms: false, push: true };

/** What PUT sends: `push` may be left out (clients from before it), which keeps it as it was. */
export const communicationUpdateSchema = z.object({ whatsapp: z.boolean(), sms: z.boolean(), push: z.boolean().optional() }).strict();
export type CommunicationUpdate = z.infer<typeof communicationUpdateSchema>;

export const communicationEvents = {
  CommunicationPreferencesSet: {
    version: 2,
    schema: z.object({ userId: idSchema, communication: communicationSchema }),
    upcasters: {
      // v1 had no push: it was never turned off, and the default is on.
      1: (data: unknown) => {
        const v1 = data as { userId: string; communication: { whatsapp: boolean; sms: boolean } };
        return { ...v1, communication: { ...v1.communication, push: true } };
      },
    },
  },
} as const;

export const communicationCommands = {
  SetCommunicationPreferences: z.object({ userId: idSchema, communication: communicationUpdateSchema }),
} as const;

export type CommunicationCommand = {
  type: 'SetCommunicationPreferences';
  data: z.infer<typeof communicationCommands.SetCommunicationPreferences>;
};
