import { describe, expect, it } from 'vitest';
import { PROFILE_LIMITS, basicProfileChangesSchema, listingIdsSchema } from './profile';

const issuesOf = (value: unknown) => {
  const result = basicProfileChangesSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.code]);
};

describe('basic profile changes', () => {
  it('accepts a partial change, nulls that clear, and empty lists', () => {
    expect(issuesOf({ firstName: 'Priya' })).toEqual([]);
    expect(issuesOf({ dob: null, gender: null, avatar: null, cover: null, locations: [], addresses: [] })).toEqual([]);
    expect(
      issuesOf({
        dob: '1994-02-28',
        gender: 'female',
        avatar: 'https://cdn.example.com/a.png',
        locations: [{ name: 'Anna Nagar', lat: 13.08, lon: 80.21 }],
        addresses: [{ line1: '12 Beach Rd', city: 'Chennai', postalCode: '600001' }],
      }),
    ).toEqual([]);
  });

  it('refuses unknown fields, including a user id', () => {
    expect(issuesOf({ userId: 'someone-else' })).toEqual([['', 'unrecognized_keys']]);
    expect(issuesOf({ id: 'x', isProfileCompleted: true })).toEqual([['', 'unrecognized_keys']]);
  });

  it('holds the limits', () => {
    expect(issuesOf({ firstName: '' })).toEqual([['firstName', 'too_small']]);
    expect(issuesOf({ firstName: 'x'.repeat(PROFILE_LIMITS.nameLength + 1) })).toEqual([['firstName', 'too_big']]);
    expect(issuesOf({ lastName: 'a\u0000b' })).toEqual([['lastName', 'custom']]);
    // Other format characters stay out of names; the joiners Indian scripts and emoji need stay in.
    expect(issuesOf({ lastName: 'a\u200Bb' })).toEqual([['lastName', 'custom']]);
    expect(issuesOf({ lastName: 'क्\u200Dष 👨\u200D👩\u200D👧' })).toEqual([]);
    expect(issuesOf({ gender: 'robot' })).toEqual([['gender', 'invalid_value']]);
    expect(issuesOf({ dob: '28-02-1994' })).toEqual([['dob', 'invalid_format']]);
    expect(issuesOf({ dob: '1899-12-31' })).toEqual([['dob', 'custom']]);
    expect(issuesOf({ avatar: 'javascript:alert(1)' })).toEqual([['avatar', 'invalid_format']]);
    expect(issuesOf({ cover: `https://x.example/${'a'.repeat(PROFILE_LIMITS.urlLength)}` })).toEqual([['cover', 'too_big']]);
    const places = Array.from({ length: PROFILE_LIMITS.locations + 1 }, (_, i) => ({ name: `P${i}` }));
    expect(issuesOf({ locations: places })).toEqual([['locations', 'too_big']]);
    expect(issuesOf({ addresses: [{ line1: 'x', city: 'y', street: 'z' }] })).toEqual([['addresses.0', 'unrecognized_keys']]);
  });

  it('refuses repeated or too many listing ids', () => {
    expect(listingIdsSchema.safeParse(['football', 'football']).success).toBe(false);
    expect(listingIdsSchema.safeParse(Array.from({ length: PROFILE_LIMITS.choices + 1 }, (_, i) => `l${i}`)).success).toBe(false);
    expect(listingIdsSchema.safeParse(['../etc']).success).toBe(false);
    expect(listingIdsSchema.safeParse(['football', 'cricket']).success).toBe(true);
  });
});
