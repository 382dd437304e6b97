import { describe, expect, it } from 'vitest';
import { isProfileComplete } from './rules';

/** Spec section 3, "User profile": complete only with firstName, shortId, gender and a location. */
describe('isProfileComplete', () => {
  const complete = { firstName: 'Priya', shortId: 'PS7K2M9QXD', gender: 'female', locations: [{ name: 'Chennai' }] };

  it('is true when all four are present', () => expect(isProfileComplete(complete)).toBe(true));

  it.each([
    ['firstName', { firstName: '' }],
    ['a blank firstName', { firstName: '   ' }],
    ['shortId', { shortId: '' }],
    ['gender', { gender: null }],
    ['a location', { locations: [] }],
  ])('is false without %s', (_missing, change) => expect(isProfileComplete({ ...complete, ...change })).toBe(false));

  it('needs nothing else (lastName, dob, avatar are optional)', () =>
    expect(isProfileComplete({ firstName: 'P', shortId: 'X', gender: 'undisclosed', locations: [{}] })).toBe(true));
});
