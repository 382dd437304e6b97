import { downloadCSV, type DataProvider, type RaRecord } from 'react-admin';
import { venueInputOf } from '../format/venueTime';
import { columnsFor } from './columns';
import { toCsv } from './csv';
import { namesFor } from './names';

/** The CSV text of a list's records: its columns' headers, then a row per record with names for ids. */
export async function csvOf(resource: string, records: RaRecord[], dataProvider: DataProvider): Promise<string> {
  const names = await namesFor(records, dataProvider);
  const columns = columnsFor(resource, records);
  return toCsv(
    columns.map((c) => c.header),
    records.map((record) => columns.map((c) => c.value(record, names))),
  );
}

/** Writes the file: "orders-2026-11-23.csv", dated at the venue. */
export async function exportList(records: RaRecord[], dataProvider: DataProvider, resource: string): Promise<void> {
  downloadCSV(await csvOf(resource, records, dataProvider), `${resource}-${venueInputOf(new Date().toISOString()).slice(0, 10)}`);
}
