import { describe, expect, it } from 'vitest';
import type { AccessAccountDocument, RecordedEvent } from '@sports/contracts';
import { accessAccountProjection } from './accessAccountProjection';

/** The access accounts read model (docs/backoffice.md "Access accounts"). */
let minute = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent =>
  ({
    id: `e${minute}`,
    type,
    data: { userId: 'asha', orgId: 'turf-co', ...data },
    metadata: { time: `2026-11-20T10:${String(minute++).padStart(2, '0')}:00.000Z` },
  }) as unknown as RecordedEvent;
const fold = (...events: RecordedEvent[]) =>
  events.reduce<AccessAccountDocument | null>((doc, e) => accessAccountProjection.evolve(doc, e), null);
const grant = (role: string, spaceIds: string[]) =>
  recorded('AccessAccountGranted', { role, spaceIds, mobiles: ['+919800000001'], emails: ['asha@example.com'], grantedBy: 'mgr' });

describe('access accounts read model', () => {
  it('is keyed by organisation and user, keeps the first grant time through changes, and stays listed when revoked', () => {
    const first = grant('staff', ['marina']);
    expect(accessAccountProjection.documentId(first)).toBe('turf-co:asha');
    const changed = fold(first, grant('manager', ['marina', 'besant']))!;
    expect(changed).toMatchObject({
      role: 'manager',
      spaceIds: ['marina', 'besant'],
      status: 'active',
      granted: '2026-11-20T10:00:00.000Z',
      updated: '2026-11-20T10:01:00.000Z',
    });
    const revoked = accessAccountProjection.evolve(changed, recorded('AccessAccountRevoked', { revokedBy: 'owner' }))!;
    expect(revoked).toMatchObject({ status: 'revoked', revokedBy: 'owner', role: 'manager' });
    // Granted again after the revocation: a new account, with its own grant time.
    const again = accessAccountProjection.evolve(revoked, grant('staff', []))!;
    expect(again).toMatchObject({ status: 'active', revokedBy: null, granted: again.updated });
  });

  it('ignores a revocation of an account it never saw', () => {
    expect(fold(recorded('AccessAccountRevoked', { revokedBy: 'owner' }))).toBeNull();
  });
});
