import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '@sports/contracts';
import type { Document } from '../documentStore/port';
import type { Projection } from '../core/projection';
import { ratingGameFactsProjection, ratingsGivenListProjection } from './ratingsGivenListProjection';

/** "Ratings you gave" (docs/ratings.md): what each rater gave, and the games it names. */
let n = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent =>
  ({
    id: `event-${n}`,
    type,
    data: { activityId: 'g1', ...data },
    metadata: { time: `2026-11-21T13:${String(n++).padStart(2, '0')}:00.000Z` },
  }) as unknown as RecordedEvent;

const project = <D extends Document>(projection: Projection<D>, ...events: RecordedEvent[]) => {
  const docs = new Map<string, D | null>();
  for (const event of events) {
    const id = projection.documentId(event);
    if (id === null) continue;
    docs.set(id, projection.evolve(docs.get(id) ?? null, event));
  }
  return docs;
};

describe('ratings given, per rater', () => {
  it('one document per rated player, host and game of a rater, keyed by who, where and what', () => {
    const docs = project(
      ratingsGivenListProjection,
      recorded('HostRated', { raterId: 'asha', hostId: 'host', stars: 5, verifiedAttendee: true }),
      recorded('ParticipantRated', { listingId: 'football', raterId: 'asha', raterRole: 'participant', ratedUserId: 'ravi', stars: 3 }),
      recorded('GameRated', { raterId: 'asha', isGameHappened: false, dispute: 'Scam', description: 'Nobody came' }),
      recorded('GameRated', { raterId: 'ravi', isGameHappened: true, dispute: null, description: '' }),
    );
    expect([...docs.keys()]).toEqual(['asha/g1/host/host', 'asha/g1/player/ravi', 'asha/g1/game', 'ravi/g1/game']);
    expect(docs.get('asha/g1/host/host')).toMatchObject({
      kind: 'host',
      raterId: 'asha',
      ratedUserId: 'host',
      stars: 5,
      ratedAt: '2026-11-21T13:00:00.000Z',
    });
    expect(docs.get('asha/g1/game')).toMatchObject({
      kind: 'game',
      ratedUserId: null,
      stars: null,
      isGameHappened: false,
      dispute: 'Scam',
      description: 'Nobody came',
    });
  });

  it('a revision replaces the fields it sends, keeps the rest and the first time (the list does not reorder)', () => {
    const base = { listingId: 'football', raterId: 'host', raterRole: 'host', ratedUserId: 'ravi' };
    const assessed = { isParticipated: true, isPunctual: true, isTeamPlayer: false, isOnTimePayment: false };
    const first = recorded('ParticipantRated', { ...base, ratedLevel: 1, assessment: assessed, description: 'Early' });
    const docs = project(ratingsGivenListProjection, first, recorded('ParticipantRatingRevised', { ...base, revision: 1, ratedLevel: 2 }));
    expect(docs.get('host/g1/player/ravi')).toMatchObject({
      ratedAt: first.metadata.time,
      revisions: 1,
      ratedLevel: 2,
      assessment: assessed,
      description: 'Early',
      stars: null,
    });
  });
});

describe('the games ratings name', () => {
  const details = (name: string) => ({ name, date: '2026-11-21', listingId: 'football', listingName: 'Football' });

  it('follows renames and keeps a deleted game, marked', () => {
    const docs = project(
      ratingGameFactsProjection,
      recorded('GameCreated', { host: { id: 'host' }, details: details('Friday Football') }),
      recorded('GameUpdated', { updatedBy: 'host', details: details('Friday Floodlit Five') }),
      recorded('GameDeleted', { deletedBy: 'host' }),
    );
    expect(docs.get('g1')).toEqual({
      id: 'g1',
      name: 'Friday Floodlit Five',
      date: '2026-11-21',
      listingId: 'football',
      listingName: 'Football',
      deleted: true,
    });
  });
});
