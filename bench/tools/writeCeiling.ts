/**
 * The write ceiling of bench:scale (bench/lib/readModelWriteCeiling.ts) on read models a rebuild
 * left, on their own: `node --import tsx bench/tools/writeCeiling.ts <read-models.sqlite> <events>`.
 * For a ten-million-event run, whose copy is measured apart from its replay when the disk holds
 * only one copy at a time beside the log.
 */
import { readModelWriteCeiling } from '../lib/readModelWriteCeiling';

const [file, events] = [process.argv[2], Number(process.argv[3])];
if (!file || !(events > 0)) throw new Error('usage: writeCeiling.ts <read-models.sqlite> <events replayed>');
const ceiling = readModelWriteCeiling(file);
console.log(
  `SQLite alone writing the same ${ceiling.rows.toLocaleString('en')} rows and indexes: ${ceiling.seconds.toFixed(1)} s, ${Math.round(events / ceiling.seconds).toLocaleString('en')} events/s, ${(ceiling.cpuMicros / events).toFixed(1)} µs CPU an event`,
);
