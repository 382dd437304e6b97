import type { FormField } from '@sports/contracts';
import type { PersistentMap } from './persistentMap';
import type { PaidPlaces } from './paidPlacesShape';

export type Membership = 'joined' | 'requested' | 'invited';

/** What the game's rules need to know; the read models keep everything else. */
export interface GameState {
  exists: boolean;
  hostId: string;
  privacy: 'public' | 'private';
  maxParticipants: number;
  startAtMs: number;
  endAtMs: number;
  /** Places taken by the joined: a player who came with friends holds membersCount of them (paying together). */
  joinedCount: number;
  /** Joined players holding more than one place (with friends): id -> places. Absent: one. */
  places: ReadonlyMap<string, number>;
  members: ReadonlyMap<string, Membership>;
  hold: { reason: string } | null;
  coHostIds: readonly string[];
  matchFull: boolean;
  /** A deleted game's id is never used again. */
  deleted: boolean;
  listingId: string;
  name: string;
  date: string;
  formFields: readonly FormField[];
  hasCover: boolean;
  /** Offline participants (no account) and who booked them. */
  offline: ReadonlyMap<string, string>;
  /** Link invitations: id -> hash of the secret, and whether it was used. */
  inviteLinks: ReadonlyMap<string, { secretHash: string; used: boolean }>;
  /** Open queries: id -> who asked, and whether it is answered. */
  queries: ReadonlyMap<string, { askedBy: string; answered: boolean }>;
  slotIds: readonly string[];
  /**
   * The waitlist (waitlistState.ts): user id -> the number of their place in the line, counted by
   * waitlistJoins, so a join or a leave costs O(1) however long the line; and
   * the places offered from it: user id -> expiresAt.
   */
  waitlist: PersistentMap<string, number>;
  waitlistJoins: number;
  waitlistOffers: ReadonlyMap<string, string>;
  /** Places of a pay-before game held for pending payments, and who paid (paidPlacesState.ts). */
  paidPlaces: PaidPlaces;
}
