import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useState } from 'react';
import { fetchRelatedRecords, useDataProvider, useListContext, useNotify, type RaRecord } from 'react-admin';

/** The admin API's largest page (contracts MAX_ADMIN_PAGE). */
export const EXPORT_PAGE = 500;
/** An export stops here: a spreadsheet of more is a job for the analysts' event export (spec section 1). */
export const MAX_EXPORT_ROWS = 10_000;

/**
 * Export as CSV: every record the list's filters and sort select (react-admin's ExportButton asks
 * for one page of up to 1,000, past the admin API's 500), a page of 500 at a time, handed to the
 * list's `exporter`.
 */
export function ExportAllButton() {
  const list = useListContext<RaRecord>();
  const { exporter, sort, total, resource } = list;
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  if (!exporter) return null;
  const run = async () => {
    setBusy(true);
    try {
      const records: RaRecord[] = [];
      for (let page = 1; records.length < MAX_EXPORT_ROWS; page++) {
        const { data, total: all } = await dataProvider.getList<RaRecord>(resource, {
          sort,
          filter: list.filterValues,
          pagination: { page, perPage: EXPORT_PAGE },
        });
        records.push(...data);
        if (data.length < EXPORT_PAGE || (all !== undefined && records.length >= all)) break;
      }
      await exporter(records.slice(0, MAX_EXPORT_ROWS), fetchRelatedRecords(dataProvider), dataProvider, resource);
      if ((total ?? 0) > MAX_EXPORT_ROWS)
        notify(`Exported the first ${MAX_EXPORT_ROWS.toLocaleString('en-IN')} of ${total!.toLocaleString('en-IN')} records.`, {
          type: 'warning',
        });
    } catch (error) {
      notify(`Export failed: ${error instanceof Error ? error.message : String(error)}`, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      size="small"
      startIcon={<DownloadIcon />}
      // run catches every failure into a notification, so the click need not wait for it.
      onClick={() => void run()}
      disabled={busy || total === 0}
      sx={{ minHeight: { xs: 44, sm: 'auto' } }}
    >
      {busy ? 'Exporting…' : 'Export'}
    </Button>
  );
}
