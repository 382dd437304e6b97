import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import type { FormEvent, ReactNode } from 'react';

/**
 * A dialog around one command's form: its fields, the server's refusal when there is one, and
 * Cancel / the action. Submitting runs `onSubmit`; the caller closes it on success.
 */
export function CommandDialog({
  open,
  title,
  action,
  pending,
  error,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  action: string;
  pending: boolean;
  error: string | null;
  onClose: () => void;
  /** May be async; it settles its own failures (useCommandAction's run shows them as `error`). */
  onSubmit: () => void | Promise<void>;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // A form's submit event takes no promise: the dialog stays open, showing `pending` then `error`, until the caller closes it.
    void onSubmit();
  };
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby="command-dialog-title" fullWidth maxWidth="sm">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="command-dialog-title">{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {pending ? 'Working…' : action}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
