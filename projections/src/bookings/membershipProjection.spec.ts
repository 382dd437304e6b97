import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@sports/contracts';
import { membershipProjection } from './membershipProjection';

/** Members in the back office are scoped by the organisation MembershipStarted now carries. */
const started = (data: Record<string, unknown>): RecordedEvent =>
  ({
    type: 'MembershipStarted',
    data: {
      orderId: 'o1',
      userId: 'ravi',
      spaceId: 'marina',
      membershipId: 'regulars',
      name: 'Regulars',
      validity: 'Quarterly',
      validFrom: '2026-11-21',
      validUntil: '2027-02-20',
      ...data,
    },
    metadata: { time: '2026-11-21T04:00:00.000Z' },
  }) as unknown as RecordedEvent;

describe('membership read model', () => {
  it('keeps the organisation of the venue, so its staff see the member', () => {
    expect(membershipProjection.evolve(null, started({ orgId: 'turf-co' }))).toMatchObject({
      id: 'o1.regulars',
      orgId: 'turf-co',
      spaceId: 'marina',
      userId: 'ravi',
    });
  });

  it('still reads memberships started before events carried it (no orgId: platform operators only)', () => {
    const doc = membershipProjection.evolve(null, started({}));
    expect(doc).toMatchObject({ id: 'o1.regulars', userId: 'ravi' });
    expect(doc).not.toHaveProperty('orgId');
  });

  it('indexes the back-office columns within an organisation', () => {
    const fields = membershipProjection.collection.indexes.map((i) => i.fields.map(([f]) => f).join(','));
    expect(fields).toEqual(expect.arrayContaining(['orgId,validUntil', 'orgId,spaceId,validUntil', 'userId,validUntil']));
  });
});
