import { z } from 'zod';
import { idSchema } from '../core/primitives';

/**
 * The number a user signs in with and is reached on moved (docs/security.md "Changing the phone
 * number"): appended only after the new number's contact stream was claimed for the user, so the
 * read models never show a number that signs in to someone else. E.164 both.
 */
export const phoneEvents = {
  PhoneNumberChanged: {
    version: 1,
    schema: z.object({ userId: idSchema, phone: z.string().max(20), previousPhone: z.string().max(20).nullable() }),
  },
} as const;

export const phoneCommands = {
  ChangePhoneNumber: z.object({ userId: idSchema, phone: z.string().max(20) }),
} as const;

export type PhoneCommand = { type: 'ChangePhoneNumber'; data: z.infer<typeof phoneCommands.ChangePhoneNumber> };
