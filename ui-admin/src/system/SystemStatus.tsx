import { Card, CardContent, CardHeader, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Title, useAuthenticated } from 'react-admin';
import { useHealth } from '../dashboard/queries';

/** Event log position and each projection's checkpoint, from GET /health. */
export function SystemStatus() {
  useAuthenticated();
  const { data, error, isPending } = useHealth();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="System" />
      <CardHeader title="System" subheader={data ? `Status: ${data.status} · event log at ${data.position}` : undefined} />
      <CardContent>
        {isPending && <Typography>Loading…</Typography>}
        {error && <Typography color="error">Health check unavailable ({error.message})</Typography>}
        {data && (
          <Table size="small" aria-label="Projections">
            <TableHead>
              <TableRow>
                <TableCell>Projection</TableCell>
                <TableCell>Checkpoint</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {Object.entries(data.projections).map(([name, position]) => (
                <TableRow key={name}>
                  <TableCell>{name}</TableCell>
                  <TableCell>{position}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
