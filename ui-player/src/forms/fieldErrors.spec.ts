import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/http';
import { PROFILE_FIELD_WORDS, PROFILE_REFUSED_WORDS, PROFILE_SERVER_ALIAS, profileErrors } from '../profile/profileFieldWords';
import { plainProblemText, serverFieldErrors } from './fieldErrors';

// Each field says what to do; no pattern or schema path reaches a person.
const refused = (status: number, code: string, detail: string, errors?: { field: string; code: string; message: string }[]) =>
  new ApiError(status, { type: 'about:blank', title: code, status, code, detail, ...(errors ? { errors } : {}) });

describe('profile form words', () => {
  it('names every missing field in words, in the form order', () => {
    const errors = profileErrors({ firstName: ' ', gender: '', place: '', city: '' });
    expect(Object.keys(errors)).toEqual(['firstName', 'gender', 'place', 'city']);
    expect(errors.firstName).toBe('Enter your first name');
  });

  it('a complete draft has no errors', () => {
    expect(profileErrors({ firstName: 'Asha', gender: 'female', place: 'Indiranagar', city: 'Bengaluru' })).toEqual({});
  });
});

describe('server refusals as field errors', () => {
  it('maps the server field names to the form words', () => {
    const error = refused(400, 'VALIDATION_FAILED', 'locations.0.name: Too small', [
      { field: 'locations.0.name', code: 'too_small', message: 'Too small: expected string to have >=1 characters' },
    ]);
    expect(serverFieldErrors(error, PROFILE_REFUSED_WORDS, PROFILE_SERVER_ALIAS)).toEqual({ place: PROFILE_REFUSED_WORDS.place });
  });

  it('an unknown field gives one plain sentence', () => {
    const errors = serverFieldErrors(
      refused(400, 'VALIDATION_FAILED', 'x: bad', [{ field: 'x', code: 'c', message: 'bad' }]),
      PROFILE_FIELD_WORDS,
    );
    expect(errors.general).toBe('That could not be saved. Check the fields and try again.');
    expect(serverFieldErrors(new TypeError('Failed to fetch'), PROFILE_FIELD_WORDS).general).toMatch(/could not be reached/);
  });
});

describe('a refusal as a sentence', () => {
  it('keeps a plain sentence and hides patterns and schema paths', () => {
    expect(plainProblemText(refused(409, 'GAME_OVER', 'The game is over'))).toBe('The game is over');
    expect(plainProblemText(refused(400, 'VALIDATION_FAILED', 'details.name: Too small'))).not.toContain('details.name');
    expect(plainProblemText(refused(422, 'BAD', 'must match /^\\d{10}$/'))).toBe(
      'That was not accepted. Check what you entered and try again.',
    );
    expect(plainProblemText(refused(500, 'INTERNAL', ''))).toMatch(/our side/);
  });
});
