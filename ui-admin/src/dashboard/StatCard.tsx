import { Card, CardContent, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: ReactNode;
  loading: boolean;
  error: Error | null;
}

/** One figure on the dashboard, with its loading and error states. */
export function StatCard({ label, value, loading, error }: StatCardProps) {
  return (
    <Card variant="outlined" sx={{ minWidth: 220, flex: 1 }}>
      <CardContent>
        <Typography variant="overline" color="text.secondary">
          {label}
        </Typography>
        {loading ? (
          <Skeleton width={80} height={40} />
        ) : error ? (
          <Typography color="error">Unavailable ({error.message})</Typography>
        ) : (
          <Typography variant="h4" component="p">
            {value}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}
