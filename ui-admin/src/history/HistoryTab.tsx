import { Alert, Box, Typography } from '@mui/material';
import type { HistoryEntry } from '@sports/contracts';
import { useQuery } from '@tanstack/react-query';
import { DataTable, ListContextProvider, Loading, useDataProvider, useList, useRecordContext } from 'react-admin';
import { retryUnlessRefused } from '../dashboard/useDashboard';
import type { AdminDataProvider } from '../dataProvider';
import { VenueDateField } from '../format/VenueDateField';

/** One event's own data, shown when its row is expanded. */
function EventData() {
  const entry = useRecordContext<HistoryEntry>();
  if (!entry) return null;
  return (
    <Box component="pre" sx={{ m: 0, p: 1, bgcolor: 'grey.100', borderRadius: 1, fontSize: 12, overflowX: 'auto', whiteSpace: 'pre-wrap' }}>
      {JSON.stringify(entry.data, null, 2)}
      {`\ncorrelation ${entry.correlationId} · position ${entry.position}`}
    </Box>
  );
}

/**
 * The record's events in order, each a sentence saying what happened and who did it ("Venue
 * created by Vikram Rao"), and when: the audit trail an event-sourced system keeps anyway, read
 * from GET /admin-api/{resource}/{id}/history, which writes the sentences (contracts
 * historyWords.ts; docs/adr/0106-words-not-ids.md). No event type name is shown.
 */
export function HistoryTab({ resource, describe }: { resource: string; describe?: (entry: HistoryEntry) => string }) {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const id = record ? String(record.id) : null;
  const history = useQuery({
    queryKey: [resource, 'history', id],
    queryFn: () => dataProvider.getHistory(resource, id!),
    enabled: id !== null,
    retry: retryUnlessRefused,
  });
  const list = useList({ data: history.data ?? [], isPending: history.isPending, perPage: 50, sort: { field: 'revision', order: 'ASC' } });
  if (history.isPending) return <Loading loadingPrimary="Loading history" loadingSecondary="" />;
  if (history.error)
    return (
      <Alert severity="error">
        History unavailable:{' '}
        {history.error instanceof Error
          ? history.error.message
          : typeof history.error === 'string'
            ? history.error
            : JSON.stringify(history.error)}
      </Alert>
    );
  if (!history.data || history.data.length === 0) return <Typography color="text.secondary">No events recorded.</Typography>;
  return (
    <ListContextProvider value={list}>
      <DataTable expand={<EventData />} bulkActionButtons={false} rowClick="expand" aria-label="History">
        <DataTable.Col source="time" label="Time" disableSort>
          <VenueDateField source="time" showTime />
        </DataTable.Col>
        <DataTable.Col source="summary" label="What happened" disableSort />
        {/* A resource may add the step's particulars (a dispute's outcome and note); the raw data stays in the expanded row. */}
        {describe ? <DataTable.Col<HistoryEntry> label="Details" disableSort render={(entry) => describe(entry)} /> : null}
      </DataTable>
    </ListContextProvider>
  );
}
