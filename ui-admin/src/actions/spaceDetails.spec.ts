import { describe, expect, it } from 'vitest';
import { spaceDetailsSchema } from '@sports/contracts';
import { spaceDetailsOf } from './mappings';

const venue = {
  id: 'marina',
  spaceId: 'marina',
  orgId: 'turf-co',
  name: 'Marina Turf Arena',
  location: { name: 'Marina Turf Arena', city: 'Chennai' },
  listings: [{ listingId: 'football', listingName: 'Football' }],
  facilities: [],
  updated: '2026-11-20T10:00:00.000Z',
};

describe("the venue form's photo (spec section 3 spaceAvatar)", () => {
  it('sends the image id it was given, and no photo when the field is empty, null or missing', () => {
    const photo = '0123456789abcdef0123456789abcdef';
    const sent = spaceDetailsOf({ ...venue, photo });
    expect(sent.photo).toBe(photo);
    expect(spaceDetailsSchema.safeParse(sent).success).toBe(true);
    for (const empty of ['', null, undefined]) expect(spaceDetailsOf({ ...venue, photo: empty })).not.toHaveProperty('photo');
  });

  it('is refused by the command schema when it is not an uploaded image id', () => {
    expect(spaceDetailsSchema.safeParse(spaceDetailsOf({ ...venue, photo: 'https://example.com/a.png' })).success).toBe(false);
  });
});
