import { isProfileComplete } from '@sports/shared-rules';
import type { RecordedEvent, UserDocument, UserEvent } from '@sports/contracts';
import { defineProjection } from '../core/projection';
import { evolveAccess } from './accessAccounts';
import { nameSearchFields } from './nameSearch';
import { shortIdFor } from './shortId';

/**
 * Versioned: v2 added the name search fields, v3 the notification channels (docs/adr/0030-new-collection-per-shape.md), so the collection
 * is rebuilt from the log.
 */
export const USERS_COLLECTION = 'users_v3';

/** The stored document: the profile plus the fields that only serve the user search (never served). */
export type IndexedUserDocument = UserDocument & { searchPrefixes: string[] };

type Of<T extends UserEvent['type']> = Extract<UserEvent, { type: T }>;

/** Derived fields in one place, so every event leaves them consistent. */
const withDerived = (doc: UserDocument, time: string): IndexedUserDocument => {
  const name = `${doc.firstName} ${doc.lastName}`.trim();
  return {
    ...doc,
    name,
    isProfileCompleted: isProfileComplete({ ...doc, locations: doc.profile.locations }),
    ...nameSearchFields(name),
    updated: time,
  };
};

const registered = ({ data }: Of<'UserRegistered'>, time: string): UserDocument =>
  withDerived(
    {
      id: data.userId,
      shortId: shortIdFor(data.userId, data.firstName, data.lastName),
      firstName: data.firstName,
      lastName: data.lastName,
      name: '',
      dob: null,
      gender: null,
      avatar: null,
      cover: null,
      profile: { locations: [], choices: [], addresses: [] },
      isProfileCompleted: false,
      isTermsAccepted: false,
      termsAcceptedAt: null,
      phone: data.phone ?? null,
      email: data.email ?? null,
      role: data.role,
      scopeIds: data.scopeIds,
      // A number that came through a one-time code, or a demo account's, is proven; a dev token's is not.
      mobiles: data.phone ? [{ mobile: data.phone, isPrimary: true, verified: data.source !== 'dev' }] : [],
      // Only a verified contact (shield token e-mail) is recorded at registration.
      emails: data.email ? [{ email: data.email, isPrimary: true, verified: true }] : [],
      accessAccounts: [],
      orgUserAccounts: [],
      created: time,
      updated: time,
    },
    time,
  );

const profileUpdated = (doc: UserDocument, { data }: Of<'BasicProfileUpdated'>): UserDocument => {
  const { userId: _userId, locations, addresses, ...basic } = data;
  return {
    ...doc,
    ...basic,
    profile: { ...doc.profile, ...(locations ? { locations } : {}), ...(addresses ? { addresses } : {}) },
  };
};

/** The old number is no longer the user's at all (it signs in to nobody's account now): the new one, proven by its code, takes its place. */
const phoneChanged = (doc: UserDocument, { data }: Of<'PhoneNumberChanged'>): UserDocument => ({
  ...doc,
  phone: data.phone,
  mobiles: [
    { mobile: data.phone, isPrimary: true, verified: true },
    ...doc.mobiles.filter((m) => m.mobile !== data.phone && m.mobile !== data.previousPhone),
  ],
});

const evolveUser = (doc: UserDocument | null, event: UserEvent, time: string): UserDocument | null => {
  if (event.type === 'UserRegistered') return doc ?? registered(event, time); // the first registration wins, as in the decider
  if (!doc) return null; // a profile event for a user we never saw registered: nothing to show
  switch (event.type) {
    case 'BasicProfileUpdated':
      return withDerived(profileUpdated(doc, event), time);
    case 'ListingChoicesSet':
      return withDerived({ ...doc, profile: { ...doc.profile, choices: event.data.listingIds } }, time);
    case 'SelfSkillLevelSet':
      return withDerived({ ...doc, selfSkillLevels: { ...doc.selfSkillLevels, [event.data.listingId]: event.data.selfLevel } }, time);
    case 'InterestsSet':
      return withDerived({ ...doc, interestCircleIds: event.data.circleIds }, time);
    case 'GameSaved':
      return withDerived(
        { ...doc, savedGameIds: [event.data.activityId, ...(doc.savedGameIds ?? []).filter((id) => id !== event.data.activityId)] },
        time,
      );
    case 'GameUnsaved':
      return withDerived({ ...doc, savedGameIds: (doc.savedGameIds ?? []).filter((id) => id !== event.data.activityId) }, time);
    case 'CommunicationPreferencesSet':
      return withDerived({ ...doc, communication: event.data.communication }, time);
    case 'PhoneNumberChanged':
      return withDerived(phoneChanged(doc, event), time);
    case 'TermsAccepted':
      return withDerived({ ...doc, isTermsAccepted: true, termsAcceptedAt: doc.termsAcceptedAt ?? time }, time);
    case 'AccessAccountGranted':
    case 'AccessAccountRevoked':
    case 'OrgUserAccountUpdated':
      return withDerived(evolveAccess(doc, event, time), time);
    default:
      return doc;
  }
};

/** The user profile documents (spec section 3, User profile) behind /api/user and the account endpoints. */
export const userProjection = defineProjection<UserDocument>({
  name: 'users.v3',
  collection: {
    name: USERS_COLLECTION,
    // The back office's users list sorts by each column it shows.
    indexes: [
      { fields: [['shortId', 1]] },
      { fields: [['phone', 1]] },
      { fields: [['name', 1]] },
      { fields: [['role', 1]] },
      { fields: [['created', 1]] },
    ],
    arrayFields: ['searchPrefixes'],
  },
  handles: [
    'UserRegistered',
    'BasicProfileUpdated',
    'ListingChoicesSet',
    'TermsAccepted',
    'AccessAccountGranted',
    'AccessAccountRevoked',
    'OrgUserAccountUpdated',
    'GameSaved',
    'GameUnsaved',
    'SelfSkillLevelSet',
    'InterestsSet',
    'CommunicationPreferencesSet',
    'PhoneNumberChanged',
  ],
  documentId: (event: RecordedEvent) => (event.data as { userId?: string }).userId ?? null,
  evolve: (doc, event) => evolveUser(doc, event as unknown as UserEvent, event.metadata.time),
});
