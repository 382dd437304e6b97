import type { DataProvider, RaRecord } from 'react-admin';

/** How long a write waits for its read model: the projector usually catches up within a few hundred ms. */
export const PROJECTION_WAIT = { tries: 20, delayMs: 150 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Reads the record again until the read model shows the write (`isFresh`), because commands
 * append events and the projection follows shortly after. Gives up after PROJECTION_WAIT and
 * returns what it last read (or null when the record never appeared): the write itself succeeded.
 */
export async function awaitRecord<R extends RaRecord = RaRecord>(
  read: Pick<DataProvider, 'getOne'>,
  resource: string,
  id: string,
  isFresh: (record: R) => boolean,
  wait = PROJECTION_WAIT,
): Promise<R | null> {
  let last: R | null = null;
  for (let attempt = 0; attempt < wait.tries; attempt++) {
    try {
      const { data } = await read.getOne<R>(resource, { id });
      last = data;
      if (isFresh(data)) return data;
    } catch (error) {
      // 404 until a new record is projected; anything else is a real failure.
      if (!(typeof error === 'object' && error !== null && 'status' in error && error.status === 404)) throw error;
    }
    await sleep(wait.delayMs);
  }
  return last;
}
