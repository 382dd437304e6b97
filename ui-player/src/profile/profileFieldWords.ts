import type { Gender } from '@sports/contracts';
import { genderSchema } from '@sports/contracts';
import type { FieldErrors } from '../forms/fieldErrors';

export interface ProfileDraft {
  firstName: string;
  gender: Gender | '';
  place: string;
  city: string;
}

/** What each field of the profile form asks for, keyed by form field and by the server's field names. */
export const PROFILE_FIELD_WORDS: Record<string, string> = {
  firstName: 'Enter your first name',
  gender: 'Choose your gender',
  place: 'Enter where you play, such as your neighbourhood',
  city: 'Enter your city',
};

/** A value the server refused (not a missing one): what to check, by form field. */
export const PROFILE_REFUSED_WORDS: Record<string, string> = {
  firstName: 'Check your first name: letters, spaces and hyphens only',
  gender: PROFILE_FIELD_WORDS.gender!,
  place: 'Check where you play and try again',
  city: 'Check your city and try again',
};

/** The server names the location list; the form shows its problems on "Where you play". */
export const PROFILE_SERVER_ALIAS: Record<string, string> = { locations: 'place' };

/** Every field still missing before the profile counts as complete (spec section 3: firstName, gender and a location). */
export function profileErrors(draft: ProfileDraft): FieldErrors {
  const errors: FieldErrors = {};
  if (!draft.firstName.trim()) errors.firstName = PROFILE_FIELD_WORDS.firstName;
  if (!genderSchema.safeParse(draft.gender).success) errors.gender = PROFILE_FIELD_WORDS.gender;
  if (!draft.place.trim()) errors.place = PROFILE_FIELD_WORDS.place;
  if (!draft.city.trim()) errors.city = PROFILE_FIELD_WORDS.city;
  return errors;
}
