import { fetchReviewPrompts, type ReviewPromptItem } from '../ratings/api';
import { useSession } from '../session/store';
import {
  fetchLevelExplanation,
  fetchMyProfile,
  fetchPlayedListings,
  fetchReputation,
  type LevelExplanation,
  type MyProfile,
  type PlayedListing,
  type ReputationView,
} from './api';

export interface ListingSkill {
  listing: PlayedListing;
  level: LevelExplanation;
}

export interface MyProfilePage {
  profile: MyProfile;
  reputation: ReputationView;
  skills: ListingSkill[];
  /** Past games still to rate (the review prompt's list), so they stay reachable after the prompt closes. */
  toReview: ReviewPromptItem[];
}

/** Everything 'My profile' shows, or null for a visitor. */
export async function loadMyProfile(): Promise<MyProfilePage | null> {
  if (!useSession.getState().user) return null;
  const profile = await fetchMyProfile();
  const [listings, reputation, toReview] = await Promise.all([
    fetchPlayedListings(profile.profile.choices),
    fetchReputation(profile.id),
    // Spec section 8: a failed review list gives no result, not a failed page.
    fetchReviewPrompts(profile.id).catch(() => []),
  ]);
  const levels = await Promise.all(listings.map((listing) => fetchLevelExplanation(profile.id, listing.listingId)));
  return { profile, reputation, toReview, skills: listings.map((listing, i) => ({ listing, level: levels[i] as LevelExplanation })) };
}
