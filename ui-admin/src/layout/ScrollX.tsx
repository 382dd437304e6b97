import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A wide table that scrolls sideways inside its card on a phone. `width: 0` keeps the table's
 * own width out of the page's minimum width (the layout is a flex box, which would otherwise grow
 * to it); `minWidth: 100%` then gives it the card's width back.
 */
export function ScrollX({ children }: { children: ReactNode }) {
  return <Box sx={{ overflowX: 'auto', width: 0, minWidth: '100%' }}>{children}</Box>;
}
