import {
  NO_COINS,
  PRODUCT_COINS_KEY,
  type AccessAccount,
  type PublicUserProfile,
  type UserDocument,
  type UserProfile,
} from '@sports/contracts';
import { accessClaimsFor } from '@sports/shared-rules';

/** Each view is built field by field, so a field added to the document is never published by accident. */
export const fullProfileOf = (doc: UserDocument): UserProfile => ({
  id: doc.id,
  shortId: doc.shortId,
  firstName: doc.firstName,
  lastName: doc.lastName,
  name: doc.name,
  nickName: doc.nickName ?? null,
  dob: doc.dob,
  gender: doc.gender,
  avatar: doc.avatar,
  cover: doc.cover,
  profile: doc.profile,
  isProfileCompleted: doc.isProfileCompleted,
  isTermsAccepted: doc.isTermsAccepted,
  phone: doc.phone,
  email: doc.email,
  coins: NO_COINS, // no coins feature yet: every balance is zero
  [PRODUCT_COINS_KEY]: NO_COINS, // the spec's `{product}Coins`
  created: doc.created,
  updated: doc.updated,
});

/** What another user may see: never phone, e-mail, dob, addresses or coins; locations by name only. */
export const publicProfileOf = (doc: UserDocument): PublicUserProfile => ({
  view: 'public',
  id: doc.id,
  shortId: doc.shortId,
  firstName: doc.firstName,
  lastName: doc.lastName,
  name: doc.name,
  nickName: doc.nickName ?? null,
  gender: doc.gender,
  avatar: doc.avatar,
  cover: doc.cover,
  profile: { locations: doc.profile.locations.map((l) => ({ name: l.name })), choices: doc.profile.choices },
  isProfileCompleted: doc.isProfileCompleted,
});

/** Role and spaces as the user's next token carries them: the registered role combined with their access accounts. */
export const accessAccountOf = (doc: UserDocument): AccessAccount => {
  const grants = (doc.accessAccounts ?? []).map((a) => ({ orgId: a.orgId, role: a.role, spaceIds: a.spaces }));
  const claims = accessClaimsFor(doc.role, grants, doc.scopeIds);
  return {
    id: doc.id,
    name: doc.name,
    shortId: doc.shortId,
    role: claims.role,
    spaces: claims.scopeIds,
    mobiles: doc.mobiles,
    emails: doc.emails,
  };
};
