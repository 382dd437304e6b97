import type { GameDocument } from '@sports/contracts';
import { GAMES_COLLECTION, type DocumentStore, type FindQuery, type Scalar } from '@sports/projections';

/** A test the index cannot make, on indexed fields only (read without the documents). */
export interface FieldTest {
  fields: readonly string[];
  keep: (values: Scalar[]) => boolean;
}

/**
 * One page of games and whether another follows. With a field test (the exact distance),
 * candidates' fields are read in index order in batches and tested until the page is full;
 * then only the page's documents are read.
 */
export const findPage = async (
  store: DocumentStore,
  query: Required<Pick<FindQuery, 'filter' | 'sort'>>,
  page: { page: number; size: number },
  test?: FieldTest,
): Promise<{ activities: GameDocument[]; hasMore: boolean }> => {
  const skip = page.page * page.size;
  if (!test) {
    const found = await store.find<GameDocument>(GAMES_COLLECTION, { ...query, skip, limit: page.size + 1 });
    return { activities: found.slice(0, page.size), hasMore: found.length > page.size };
  }
  const wanted = skip + page.size + 1;
  const kept: string[] = [];
  // Start with a little more than the page needs, then double: most candidates in the box pass.
  let batch = Math.ceil(wanted * 1.3) + 4;
  for (let offset = 0; kept.length < wanted; offset += batch, batch *= 2) {
    const candidates = await store.findFields(GAMES_COLLECTION, { ...query, skip: offset, limit: batch }, test.fields);
    for (const candidate of candidates) if (test.keep(candidate.values)) kept.push(candidate.id);
    if (candidates.length < batch) break;
  }
  const pageIds = kept.slice(skip, skip + page.size);
  const docs = pageIds.length
    ? await store.find<GameDocument>(GAMES_COLLECTION, { filter: { id: { $in: pageIds } }, limit: pageIds.length })
    : [];
  const byId = new Map(docs.map((d) => [d.id, d]));
  return { activities: pageIds.flatMap((id) => byId.get(id) ?? []), hasMore: kept.length > skip + page.size };
};

/** A page with the exact number of games under the same filter (one indexed count beside it). */
export const findCountedPage = async (
  store: DocumentStore,
  query: Required<Pick<FindQuery, 'filter' | 'sort'>>,
  page: { page: number; size: number },
): Promise<{ activities: GameDocument[]; hasMore: boolean; total: number }> => {
  const [found, total] = await Promise.all([findPage(store, query, page), store.count(GAMES_COLLECTION, query.filter)]);
  return { ...found, total };
};
