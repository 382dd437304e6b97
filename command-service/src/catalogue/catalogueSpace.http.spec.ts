import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestPlatform } from '@sports/testing/testPlatform';
import { startTestStack } from '@sports/testing/testStack';
import { expectProblem, json } from '@sports/testing/http/fixtures';
import { ORG, SPACE, setUpVenue } from '@sports/testing/http/bookingsFixtures';

/** GET /api/vm/spaces/{spaceId}: the venue page reads its membership plans and taxes (docs/bookings.md "Player screens"). */
let platform: TestPlatform;
let manager: string;
beforeAll(async () => {
  platform = await startTestStack();
  manager = await setUpVenue(platform);
});
afterAll(() => platform.close());

describe('one venue of the catalogue', () => {
  it('answers anyone with the venue, its plans with validity and price, and its taxes', async () => {
    const plan = {
      name: 'Turf regulars',
      listingIds: ['football'],
      validity: 'Quarterly',
      price: { amount: 450000, enableTax: true, taxId: 'gst' },
    };
    expect(
      (await platform.request('PUT', `/org-api/${ORG}/spaces/${SPACE}/memberships/regulars`, { token: manager, body: plan })).status,
    ).toBe(200);
    await platform.settle();
    const body = await json(await platform.request('GET', `/api/vm/spaces/${SPACE}`));
    expect(body.data).toMatchObject({
      spaceId: SPACE,
      orgId: ORG,
      name: 'Marina Turf Arena',
      memberships: { regulars: { name: 'Turf regulars', validity: 'Quarterly', price: { amount: 450000 } } },
    });
    expect(body.data.taxes).toEqual([expect.objectContaining({ taxId: 'gst', rate: 18 })]);
  });

  it('is 404 SPACE_NOT_FOUND for a venue nobody created, and 400 for an id outside the alphabet', async () => {
    await expectProblem(await platform.request('GET', '/api/vm/spaces/nowhere'), 404, 'SPACE_NOT_FOUND', 'spaceId');
    await expectProblem(await platform.request('GET', '/api/vm/spaces/No_Such'), 400, 'VALIDATION_FAILED', 'params.spaceId');
  });
});
