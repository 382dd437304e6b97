import type { TokenService } from '@sports/service-kit';

/** A venue with `fields` football fields and 30-minute slots from `from` to `to`, set up through the org API by its manager. */
export const setUpVenue = async (
  base: string,
  tokens: TokenService,
  venue: { org: string; space: string; fields: number; from: string; to: string },
): Promise<string[]> => {
  const { org, space } = venue;
  const { accessToken } = await tokens.issue({
    userId: `${org}-manager`,
    name: 'Manager',
    role: 'org_manager',
    scopeIds: [org, `${org}:manage`],
  });
  const put = async (path: string, body: unknown) => {
    const response = await fetch(`${base}${path}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (response.status >= 300) throw new Error(`PUT ${path}: ${response.status} ${await response.text()}`);
  };
  await put(`/org-api/${org}`, { name: `${org} organisation` });
  await put(`/org-api/${org}/spaces/${space}`, {
    name: `${space} arena`,
    location: { name: `${space} arena`, city: 'Chennai' },
    listings: [{ listingId: 'football', listingName: 'Football' }],
  });
  for (let f = 0; f < venue.fields; f++)
    await put(`/org-api/${org}/spaces/${space}/fields/f${f}`, { fieldName: `Field ${f}`, listingIds: ['football'] });
  const fieldIds = Array.from({ length: venue.fields }, (_, f) => `${space}.f${f}`);
  await put(`/org-api/${org}/spaces/${space}/timeRanges/day`, {
    fieldIds,
    startTime: venue.from,
    endTime: venue.to,
    slotMinutes: 30,
    price: { amount: 50000 },
  });
  return fieldIds;
};

/** The start time of the i-th 30-minute slot from `fromHour`. */
export const slotStart = (fromHour: number, i: number) => `${String(fromHour + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
