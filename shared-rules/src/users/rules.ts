/** What the completeness rule reads from a profile. */
export interface CompletenessInput {
  firstName: string;
  shortId: string;
  gender: string | null;
  locations: readonly unknown[];
}

/** Spec section 3, "User profile": a login profile is complete only with firstName, shortId, gender and a location. */
export const isProfileComplete = (profile: CompletenessInput): boolean =>
  profile.firstName.trim().length > 0 && profile.shortId.length > 0 && profile.gender !== null && profile.locations.length > 0;
