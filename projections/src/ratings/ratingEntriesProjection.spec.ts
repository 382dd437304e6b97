import { describe, expect, it } from 'vitest';
import type { RatingEntry, RecordedEvent } from '@sports/contracts';
import { ratingEntriesProjection } from './ratingEntriesProjection';

/** The ratings moderation read model (docs/backoffice.md "Ratings"). */
let n = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent =>
  ({
    id: `event-${n}`,
    type,
    data: { activityId: 'g1', ...data },
    metadata: { time: `2026-11-20T10:${String(n++).padStart(2, '0')}:00.000Z` },
  }) as unknown as RecordedEvent;

const project = (...events: RecordedEvent[]) => {
  const docs = new Map<string, RatingEntry | null>();
  for (const event of events) {
    const id = ratingEntriesProjection.documentId(event);
    if (id === null) continue;
    docs.set(id, ratingEntriesProjection.evolve(docs.get(id) ?? null, event));
  }
  return [...docs.values()];
};

describe('ratings moderation read model', () => {
  it('keeps each participant rating on its own, with the game, venue, stars and level', () => {
    const rate = (stars: number) =>
      recorded('ParticipantRated', {
        listingId: 'football',
        raterId: 'host',
        raterRole: 'host',
        ratedUserId: 'asha',
        stars,
        ratedLevel: 2,
        spaceId: 'marina',
      });
    const docs = project(rate(4), rate(5));
    expect(docs).toHaveLength(2);
    expect(docs[0]).toMatchObject({
      kind: 'participant',
      activityId: 'g1',
      listingId: 'football',
      spaceId: 'marina',
      raterId: 'host',
      raterRole: 'host',
      ratedUserId: 'asha',
      stars: 4,
      ratedLevel: 2,
      dispute: null,
    });
    expect(docs.every((d) => d!.id.length <= 64)).toBe(true);
  });

  it('follows a host rating through a verification change, and links a game rating to the dispute case it opened', () => {
    const docs = project(
      recorded('HostRated', {
        raterId: 'asha',
        hostId: 'host',
        stars: 2,
        verifiedAttendee: true,
        listingId: 'football',
        spaceId: 'marina',
      }),
      recorded('HostRatingVerificationChanged', { raterId: 'asha', hostId: 'host', stars: 2, verifiedAttendee: false }),
      recorded('GameRated', { raterId: 'asha', isGameHappened: false, dispute: 'Scam', description: 'Nobody came' }),
      recorded('DisputeOpened', {
        caseId: 'd-1',
        activityName: 'Friday',
        listingId: 'football',
        spaceId: null,
        raisedBy: 'asha',
        dispute: 'Scam',
        description: 'Nobody came',
      }),
    );
    expect(docs).toHaveLength(2);
    expect(docs[0]).toMatchObject({ kind: 'host', ratedUserId: 'host', stars: 2, verifiedAttendee: false, raterRole: 'participant' });
    // A rating recorded before the venue was kept: null, so only platform operators see it.
    expect(docs[1]).toMatchObject({
      kind: 'game',
      raterId: 'asha',
      isGameHappened: false,
      dispute: 'Scam',
      description: 'Nobody came',
      disputeCaseId: 'd-1',
      spaceId: null,
      listingId: null,
    });
  });
});
