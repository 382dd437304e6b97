import { z } from 'zod';

/** Spec section 3 Cart line item / Order "communication": whatsapp, email, sms on by default; circle off. */
export const orderCommunicationSchema = z
  .object({
    whatsapp: z.boolean().default(true),
    email: z.boolean().default(true),
    sms: z.boolean().default(true),
    circle: z.boolean().default(false),
  })
  .strict();
export type OrderCommunication = z.infer<typeof orderCommunicationSchema>;
