/**
 * Why the platform cannot write, from whichever of its parts knows (the event
 * log's SqliteEventStore, the projector's read models); null when none reports a problem. Parts
 * on servers (EventStoreDB, MongoDB) report nothing here: their own health says it.
 */
export const storageProblemOf = (...parts: unknown[]): string | null => {
  for (const part of parts) {
    const problem = (part as { storageProblem?: unknown } | null)?.storageProblem;
    if (typeof problem === 'string') return problem;
  }
  return null;
};

/** /ready while a part cannot write: 503 {status:'unavailable', reason:'storage: disk full'}; otherwise what `ready` says. */
export const readinessWithStorage = (parts: unknown[], ready: () => { ready: boolean; detail?: Record<string, unknown> }) => async () => {
  const reason = storageProblemOf(...parts);
  return reason === null ? ready() : { ready: false, detail: { status: 'unavailable', reason } };
};
