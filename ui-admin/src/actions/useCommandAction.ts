import { useState } from 'react';
import { useDataProvider, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { useSaveErrors } from '../forms/saveErrors';
import { awaitRecord } from './awaitProjection';

/** The sentence to show for a failed command: the problem document's own, as adminHttpClient worded it. */
export const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export interface CommandRun<R extends RaRecord> {
  send: () => Promise<unknown>;
  /** Said once the command was accepted. */
  success: string;
  /** The record the command changes, read again until `isFresh` (the read model catches up shortly). */
  await?: { resource: string; id: string; isFresh: (record: R) => boolean };
}

/**
 * Runs one command from a button or dialog: the server's refusal stays on screen (`error`, and a
 * notification); on success the page's records are read again once the read model shows it.
 */
export function useCommandAction() {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A 412 (the record changed since it was read) gets its Reload action.
  const { onError } = useSaveErrors();

  const run = async <R extends RaRecord>({ send, success, await: target }: CommandRun<R>): Promise<boolean> => {
    setPending(true);
    setError(null);
    try {
      await send();
      if (target) await awaitRecord<R>(dataProvider, target.resource, target.id, target.isFresh);
      notify(success, { type: 'success' });
      refresh();
      return true;
    } catch (failure) {
      const message = messageOf(failure);
      setError(message);
      onError(failure);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, error, clearError: () => setError(null) };
}
