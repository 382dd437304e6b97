/**
 * A form's errors say what to do, never a pattern or a schema path. The words
 * per field of the game form; a field with none gets a general but plain sentence.
 */
export const GAME_FIELD_WORDS: Record<string, string> = {
  name: 'Give the game a name',
  listingId: 'Pick a sport',
  listingName: 'Pick a sport',
  activityFormat: 'Say the format, for example 5v5',
  date: 'Pick a date',
  startTime: 'Pick when the game starts',
  endTime: 'The end must be after the start',
  location: 'Pick a place for the game',
  maxParticipants: 'Enter how many players can join, a whole number',
  cost: 'Enter the cost in rupees, 0 for free',
  skill: 'The lowest level must not be above the highest',
  description: 'Shorten the description',
  cover: 'Pick a JPEG, PNG or WebP image of at most 5 MB, or paste a video link starting with https://',
};

export const plainFieldError = (field: string, words: Record<string, string> = GAME_FIELD_WORDS): string =>
  words[field] ?? 'Check this field';

/** Shared with the profile form. */
export { focusFirstInvalid } from '../forms/fieldErrors';
