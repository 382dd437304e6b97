import { useMediaQuery, type SnackbarOrigin, type Theme } from '@mui/material';
import { Notification } from 'react-admin';

/** On a phone the form's Save toolbar sticks to the bottom: notifications show at the top there. */
export const PHONE_ANCHOR: SnackbarOrigin = { vertical: 'top', horizontal: 'center' };
/** react-admin's own default, kept on wider screens where the toolbar is in the page flow. */
export const WIDE_ANCHOR: SnackbarOrigin = { vertical: 'bottom', horizontal: 'center' };

/** react-admin's <Notification>, placed so a refused save's message never covers Save on a phone. */
export function AppNotification() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return <Notification anchorOrigin={phone ? PHONE_ANCHOR : WIDE_ANCHOR} />;
}
