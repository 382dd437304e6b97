import type { GameDocument } from '@sports/contracts';
import { GAMES_COLLECTION, type DocumentStore, type FindQuery } from '@sports/projections';

/**
 * One page of games and whether another follows. With a test the index cannot make (the exact
 * distance), candidates are read in index order in batches and tested until the page is full.
 */
export const findPage = async (
  store: DocumentStore,
  query: Required<Pick<FindQuery, 'filter' | 'sort'>>,
  page: { page: number; size: number },
  keep?: (game: GameDocument) => boolean,
): Promise<{ activities: GameDocument[]; hasMore: boolean }> => {
  const skip = page.page * page.size;
  if (!keep) {
    const found = await store.find<GameDocument>(GAMES_COLLECTION, { ...query, skip, limit: page.size + 1 });
    return { activities: found.slice(0, page.size), hasMore: found.length > page.size };
  }
  const wanted = skip + page.size + 1;
  const kept: GameDocument[] = [];
  const batch = Math.max(50, wanted * 2);
  for (let offset = 0; kept.length < wanted; offset += batch) {
    const candidates = await store.find<GameDocument>(GAMES_COLLECTION, { ...query, skip: offset, limit: batch });
    kept.push(...candidates.filter(keep));
    if (candidates.length < batch) break;
  }
  return { activities: kept.slice(skip, skip + page.size), hasMore: kept.length > skip + page.size };
};
