/** What the main thread and the projector worker say to each other (positions as strings: bigint does not cross postMessage as JSON-friendly text). */
export type ToProjector = { type: 'appended' } | { type: 'stop' };
export type FromProjector =
  | { type: 'started'; position: string | null }
  | { type: 'applied'; position: string }
  | { type: 'failed'; message: string }
  /** Writing read models fails for the storage's sake (disk full...), or works again (null): for /ready. */
  | { type: 'storage'; problem: string | null }
  | { type: 'stopped' };

export interface ProjectorWorkerData {
  eventsFile: string;
  readModelsFile: string;
  /** The read models to build, by name (all when absent): a benchmark or tool may rebuild a few. */
  projections?: string[];
}
