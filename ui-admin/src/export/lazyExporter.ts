import type { Exporter, RaRecord } from 'react-admin';

/**
 * The back office's exporter for every list (react-admin's `exporter` prop): the CSV writer and
 * its name lookups load when someone exports, not with the list (the first screen's budget).
 */
export const lazyExporter: Exporter<RaRecord> = async (records, _fetchRelated, dataProvider, resource) => {
  const { exportList } = await import('./exportList');
  await exportList(records, dataProvider, resource ?? 'export');
};
