import type { Actor, RatingEvent } from '@sports/contracts';
import { describe, it } from 'vitest';
import { deciderSpec } from '../core/deciderSpec';
import { ratingDecider } from './ratingDecider';
import { by, ratedGame } from './ratingFixtures';

/** A case of a game at turf-co's venue marina is turf-co's; its managers resolve and reopen it. */
const spec = deciderSpec(ratingDecider);
const opened = (orgId?: string | null): RatingEvent => ({
  type: 'DisputeOpened',
  data: {
    caseId: 'c1',
    activityId: 'g1',
    activityName: 'Friday Night Football',
    listingId: 'football',
    spaceId: 'marina',
    ...(orgId === undefined ? {} : { orgId }),
    raisedBy: 'priya',
    dispute: 'Scam',
    description: '',
  },
});
const resolved = (outcome: 'upheld' | 'dismissed' = 'upheld'): RatingEvent => ({
  type: 'DisputeResolved',
  data: { caseId: 'c1', activityId: 'g1', outcome, note: 'Checked', hostId: 'host' },
});
const manager = { role: 'org_manager' as const, scopeIds: ['turf-co', 'turf-co:manage'] };
const staff = { role: 'org_staff' as const, scopeIds: ['turf-co'] };
const otherManager = { role: 'org_manager' as const, scopeIds: ['other-co', 'other-co:manage'] };
const admin = { role: 'admin' as const, scopeIds: [] as string[] };
const resolve = (reviewer: Pick<Actor, 'role' | 'scopeIds'>, outcome: 'upheld' | 'dismissed' = 'upheld') => ({
  type: 'ResolveDispute' as const,
  data: { activityId: 'g1', caseId: 'c1', outcome, note: 'Checked' },
  reviewer,
});
const reopen = (reviewer: Pick<Actor, 'role' | 'scopeIds'>) => ({
  type: 'ReopenDispute' as const,
  data: { activityId: 'g1', caseId: 'c1', note: 'New evidence' },
  reviewer,
});

describe('dispute cases: resolve and reopen', () => {
  it("the venue organisation's managers and admins resolve; its staff see the case but may not (403); another organisation's do not see it (404)", () => {
    spec
      .given([opened('turf-co')])
      .when(by('m', resolve(manager)))
      .then([resolved()]);
    spec
      .given([opened('turf-co')])
      .when(by('a', resolve(admin)))
      .then([resolved()]);
    spec
      .given([opened('turf-co')])
      .when(by('s', resolve(staff)))
      .thenThrows('FORBIDDEN');
    spec
      .given([opened('turf-co')])
      .when(by('o', resolve(otherManager)))
      .thenThrows('DISPUTE_NOT_FOUND');
    spec
      .given([opened('turf-co'), resolved()])
      .when(by('m', resolve(manager, 'dismissed')))
      .thenThrows('DISPUTE_ALREADY_RESOLVED');
  });

  it('a case opened before orgId was recorded belongs to the venue’s organisation, read with the game', () => {
    spec
      .given([opened()])
      .when(by('m', resolve(manager)))
      .then([resolved()]);
    spec
      .given([opened()])
      .when(by('o', resolve(otherManager), undefined, ratedGame({ orgId: 'turf-co' })))
      .thenThrows('DISPUTE_NOT_FOUND');
    // Opened before the catalogue knew the venue (orgId null): the venue's organisation now.
    spec
      .given([opened(null)])
      .when(by('m', resolve(manager)))
      .then([resolved()]);
    // A venue the catalogue does not know: platform operators only.
    spec
      .given([opened(null)])
      .when(by('m', resolve(manager), undefined, ratedGame({ orgId: null })))
      .thenThrows('DISPUTE_NOT_FOUND');
    spec
      .given([opened(null)])
      .when(by('a', resolve(admin), undefined, ratedGame({ orgId: null })))
      .then([resolved()]);
  });

  it("a case about a game named by a typed place or a field lies at the game's derived venue (docs/adr/0108-games-at-their-venues.md)", () => {
    const typed: RatingEvent = {
      type: 'DisputeOpened',
      data: { ...(opened().data as Extract<RatingEvent, { type: 'DisputeOpened' }>['data']), spaceId: null, orgId: null },
    };
    const atMarina = { venue: { spaceId: 'marina', orgId: 'turf-co' } };
    const game = ratedGame({ orgId: null });
    spec
      .given([typed])
      .when(by('m', { ...resolve(manager), ...atMarina }, undefined, game))
      .then([resolved()]);
    spec
      .given([typed])
      .when(by('s', { ...resolve(staff), ...atMarina }, undefined, game))
      .thenThrows('FORBIDDEN');
    spec
      .given([typed])
      .when(by('o', { ...resolve(otherManager), ...atMarina }, undefined, game))
      .thenThrows('DISPUTE_NOT_FOUND');
    spec
      .given([typed, resolved()])
      .when(by('m', { ...reopen(manager), ...atMarina }, undefined, game))
      .then([
        {
          type: 'DisputeReopened',
          data: { caseId: 'c1', activityId: 'g1', note: 'New evidence', previousOutcome: 'upheld', hostId: 'host' },
        },
      ]);
    // At no listed venue: platform operators only.
    spec
      .given([typed])
      .when(by('m', { ...resolve(manager), venue: null }, undefined, game))
      .thenThrows('DISPUTE_NOT_FOUND');
    spec
      .given([typed])
      .when(by('a', { ...resolve(admin), venue: null }, undefined, game))
      .then([resolved()]);
  });

  it('a manager reopens a resolved case with a note, saying what it was; an open case is 409; staff 403; then it resolves again', () => {
    spec
      .given([opened('turf-co'), resolved()])
      .when(by('m', reopen(manager)))
      .then([
        {
          type: 'DisputeReopened',
          data: { caseId: 'c1', activityId: 'g1', note: 'New evidence', previousOutcome: 'upheld', hostId: 'host' },
        },
      ]);
    spec
      .given([opened('turf-co')])
      .when(by('m', reopen(manager)))
      .thenThrows('DISPUTE_NOT_RESOLVED');
    spec
      .given([opened('turf-co'), resolved()])
      .when(by('s', reopen(staff)))
      .thenThrows('FORBIDDEN');
    spec
      .given([opened('turf-co'), resolved()])
      .when(by('o', reopen(otherManager)))
      .thenThrows('DISPUTE_NOT_FOUND');
    const reopened: RatingEvent = {
      type: 'DisputeReopened',
      data: { caseId: 'c1', activityId: 'g1', note: 'New evidence', previousOutcome: 'upheld', hostId: 'host' },
    };
    spec
      .given([opened('turf-co'), resolved(), reopened])
      .when(by('m', resolve(manager, 'dismissed')))
      .then([resolved('dismissed')]);
  });
});
