import type { HistoryEntry } from '@sports/contracts';

/**
 * What each step of a dispute case was, for its history: opened with the
 * player's dispute, resolved with an outcome and a note, reopened with a note. Who took the step
 * is in the history's own sentence ("Dispute resolved by …").
 */
export const describeDisputeStep = (entry: HistoryEntry): string => {
  const data = (entry.data ?? {}) as { dispute?: string; description?: string; outcome?: string; note?: string };
  const said = (text: string | undefined) => (text ? `: ${text}` : '');
  switch (entry.type) {
    case 'DisputeOpened':
      return `Opened (${data.dispute ?? 'dispute'})${said(data.description)}`;
    case 'DisputeResolved':
      return `Resolved, ${data.outcome ?? ''}${said(data.note)}`;
    case 'DisputeReopened':
      return `Reopened${said(data.note)}`;
    default:
      // Never an event type name: the history's own words for it.
      return entry.what;
  }
};
