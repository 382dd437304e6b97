import { Button } from '@mui/material';
import { useCloseNotification, useNotify, useRefresh } from 'react-admin';
import { CHANGED_ELSEWHERE } from '../api/adminHttp';

/** 412 PRECONDITION_FAILED: the record changed since this form read it (docs/adr/0109-admin-optimistic-concurrency.md). */
export const isChangedElsewhere = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'status' in error && error.status === 412;

/** Reads the page's records again, so the form shows the other editor's values (and their ETag). */
function ReloadAction() {
  const refresh = useRefresh();
  const close = useCloseNotification();
  return (
    <Button
      color="inherit"
      size="small"
      onClick={() => {
        close();
        refresh();
      }}
    >
      Reload
    </Button>
  );
}

/**
 * A form's save errors as react-admin shows them, except a save over someone else's change:
 * "Changed by someone else: reload", kept on screen with a Reload action (the form keeps what
 * was typed). For Edit's and Create's `mutationOptions`, and for command buttons.
 */
export function useSaveErrors() {
  const notify = useNotify();
  const onError = (error: unknown) => {
    if (isChangedElsewhere(error)) {
      notify(CHANGED_ELSEWHERE, { type: 'error', autoHideDuration: null, action: <ReloadAction /> });
      return;
    }
    notify(typeof error === 'string' ? error : error instanceof Error && error.message ? error.message : 'ra.notification.http_error', {
      type: 'error',
    });
  };
  return { onError };
}
