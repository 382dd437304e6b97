import { useSession } from '../session/store';
import { fetchLevelExplanation, fetchMyProfile, fetchPlayedListings, fetchReputation, type LevelExplanation, type MyProfile, type PlayedListing, type ReputationView } from './api';

export interface ListingSkill {
  listing: PlayedListing;
  level: LevelExplanation;
}

export interface MyProfilePage {
  profile: MyProfile;
  reputation: ReputationView;
  skills: ListingSkill[];
}

/** Everything 'My profile' shows, or null for a visitor. */
export async function loadMyProfile(): Promise<MyProfilePage | null> {
  if (!useSession.getState().user) return null;
  const profile = await fetchMyProfile();
  const [listings, reputation] = await Promise.all([fetchPlayedListings(profile.profile.choices), fetchReputation(profile.id)]);
  const levels = await Promise.all(listings.map((listing) => fetchLevelExplanation(profile.id, listing.listingId)));
  return { profile, reputation, skills: listings.map((listing, i) => ({ listing, level: levels[i] as LevelExplanation })) };
}
