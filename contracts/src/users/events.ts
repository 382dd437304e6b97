import { z } from 'zod';
import { idSchema } from '../core/primitives';
import { profileCommands, profileEvents, type ProfileCommand } from './profileEvents';
import { accessCommands, accessEvents, type AccessCommand } from './accessEvents';
import { savedCommands, savedEvents, type SavedCommand } from './savedEvents';
import { skillCommands, skillEvents, type SkillCommand } from './skillEvents';
import { interestCommands, interestEvents, type InterestCommand } from './interestEvents';
import { communicationCommands, communicationEvents, type CommunicationCommand } from './communicationEvents';
import { phoneCommands, phoneEvents, type PhoneCommand } from './phoneEvents';
import { roleSchema } from './role';

export { roleSchema, type Role } from './role';

export const userEvents = {
  UserRegistered: {
    version: 1,
    schema: z.object({
      userId: idSchema,
      firstName: z.string().max(60),
      lastName: z.string().max(60),
      phone: z.string().max(20).optional(),
      /** Set when the user first signed in through a verified e-mail (shield token). */
      email: z.email().max(254).optional(),
      role: roleSchema,
      scopeIds: z.array(idSchema).max(100),
      source: z.enum(['dev', 'demo', 'otp']),
    }),
  },
  ...profileEvents,
  ...accessEvents,
  ...savedEvents,
  ...skillEvents,
  ...interestEvents,
  ...communicationEvents,
  ...phoneEvents,
} as const;

export type UserEventType = keyof typeof userEvents;
export type UserEvent = { [T in UserEventType]: { type: T; data: z.infer<(typeof userEvents)[T]['schema']> } }[UserEventType];

export const userCommands = {
  RegisterUser: userEvents.UserRegistered.schema,
  ...profileCommands,
  ...accessCommands,
  ...savedCommands,
  ...skillCommands,
  ...interestCommands,
  ...communicationCommands,
  ...phoneCommands,
} as const;
export type UserCommand =
  | { type: 'RegisterUser'; data: z.infer<typeof userCommands.RegisterUser> }
  | ProfileCommand
  | AccessCommand
  | SavedCommand
  | SkillCommand
  | InterestCommand
  | CommunicationCommand
  | PhoneCommand;
