import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/** Read by screen readers, not drawn: the numbers behind a chart. */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        position: 'absolute',
        width: '1px',
        height: '1px',
        p: 0,
        m: '-1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
        border: 0,
      }}
    >
      {children}
    </Box>
  );
}
