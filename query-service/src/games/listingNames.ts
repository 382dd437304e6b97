import type { GameDocument } from '@sports/contracts';
import { GAMES_COLLECTION, type DocumentStore } from '@sports/projections';
import { LruMap } from '@sports/service-kit';

/** A listing's display name, as its games carry it (the listing catalogue comes with the bookings work); remembered once read. */
export class ListingNames {
  private readonly names = new LruMap<string, string>(1_000);

  constructor(private readonly store: DocumentStore) {}

  async of(listingId: string): Promise<string> {
    const known = this.names.get(listingId);
    if (known) return known;
    const [game] = await this.store.find<GameDocument>(GAMES_COLLECTION, { filter: { listingId }, limit: 1 });
    const name = game?.listingName ?? listingId;
    this.names.set(listingId, name);
    return name;
  }

  /** Listings with counts, most games first, then by name. */
  async list(counts: Map<unknown, number>): Promise<Array<{ listingId: string; listingName: string; count: number }>> {
    const listings = await Promise.all(
      [...counts].map(async ([id, count]) => ({ listingId: String(id), listingName: await this.of(String(id)), count })),
    );
    return listings.sort((a, b) => b.count - a.count || a.listingName.localeCompare(b.listingName));
  }
}
