import type { HistoryEntry } from '@sports/contracts';
import { describe, expect, it } from 'vitest';
import { describeDisputeStep } from './disputeSteps';

const entry = (type: string, data: unknown): HistoryEntry => ({
  id: type,
  revision: 0,
  position: '1',
  type,
  time: '2030-01-05T10:00:00.000Z',
  userId: 'u',
  correlationId: 'c',
  data,
  what: 'Ratings set aside',
  actorName: 'Neha',
  summary: 'Ratings set aside by Neha',
});

describe("a dispute case's history says what each step was", () => {
  it('opened with the dispute, resolved with outcome and note, reopened with a note', () => {
    expect(describeDisputeStep(entry('DisputeOpened', { dispute: 'Scam', description: 'No host' }))).toBe('Opened (Scam): No host');
    expect(describeDisputeStep(entry('DisputeResolved', { outcome: 'upheld', note: 'Venue confirmed' }))).toBe(
      'Resolved, upheld: Venue confirmed',
    );
    expect(describeDisputeStep(entry('DisputeReopened', { note: 'Host sent proof' }))).toBe('Reopened: Host sent proof');
    expect(describeDisputeStep(entry('DisputeOpened', { dispute: 'Others', description: '' }))).toBe('Opened (Others)');
    // Any other step reads as the history's words, never its event type.
    expect(describeDisputeStep(entry('RatingsSetAside', {}))).toBe('Ratings set aside');
  });
});
