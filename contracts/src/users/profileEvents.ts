import { z } from 'zod';
import { idSchema } from '../core/primitives';
import { basicProfileChangesSchema, listingIdsSchema } from './profile';

/**
 * Profile events of the user stream (streams.user), past tense and versioned like every event.
 * BasicProfileUpdated carries only the fields that changed, so replaying it never undoes a
 * later change to another field.
 */
export const profileEvents = {
  BasicProfileUpdated: {
    version: 1,
    schema: basicProfileChangesSchema.extend({ userId: idSchema }),
  },
  /** The listings the user plays (the profile's `choices`, spec section 3), replaced as a whole. */
  ListingChoicesSet: {
    version: 1,
    schema: z.object({ userId: idSchema, listingIds: listingIdsSchema }),
  },
  TermsAccepted: {
    version: 1,
    schema: z.object({ userId: idSchema }),
  },
} as const;

/** Commands on a user's profile. The acting user and the time come from the command's context. */
export const profileCommands = {
  UpdateBasicProfile: profileEvents.BasicProfileUpdated.schema,
  SetListingChoices: profileEvents.ListingChoicesSet.schema,
  AcceptTerms: profileEvents.TermsAccepted.schema,
} as const;

type Defs = typeof profileCommands;
export type ProfileCommandType = keyof Defs;
export type ProfileCommand = { [T in ProfileCommandType]: { type: T; data: z.infer<Defs[T]> } }[ProfileCommandType];
