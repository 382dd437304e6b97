import {
  DEFAULT_COMMUNICATION,
  DomainError,
  SKILL_LABELS,
  gamesApi,
  notificationsApi,
  usersApi,
  type UserDocument,
  ownValue,
} from '@sports/contracts';
import { mayReadPrivateAccount } from '@sports/shared-rules';
import { USERS_COLLECTION, type DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { activityLevelFor } from './activityLevel';
import { accessAccountOf, fullProfileOf, publicProfileOf } from './userViews';

export const registerUserQueryRoutes = (api: Api, store: DocumentStore): void => {
  const find = (id: string) => store.get<UserDocument>(USERS_COLLECTION, id);
  const mustFind = async (id: string): Promise<UserDocument> => {
    const doc = await find(id);
    if (!doc) throw new DomainError('USER_NOT_FOUND', 'No such user', 'id');
    return doc;
  };

  // Spec section 4: the activity level tier goes with the profile (own and public).
  const activityLevel = (id: string, now: string) => activityLevelFor(store, id, Date.parse(now));

  api.bind(usersApi.getMyUser, async ({ actor, now }) => {
    const doc = await mustFind(actor.userId);
    return { body: { data: { ...fullProfileOf(doc), activityLevel: await activityLevel(doc.id, now) } } };
  });

  api.bind(usersApi.listMyAccounts, async ({ actor }) => {
    const { mobiles, emails } = await mustFind(actor.userId);
    return { body: { data: { mobiles, emails } } };
  });

  api.bind(usersApi.getUserProfile, async ({ params, actor, now }) => {
    const doc = await mustFind(params.id);
    const level = { activityLevel: await activityLevel(doc.id, now) };
    // Private fields for the owner (and admins, by the permission module); everyone else gets the public view.
    const data = mayReadPrivateAccount(actor, doc.id)
      ? { view: 'full' as const, ...fullProfileOf(doc), ...level }
      : { ...publicProfileOf(doc), ...level };
    return { body: { data } };
  });

  api.bind(usersApi.checkUser, async ({ params }) => {
    const doc = await find(params.id);
    return { body: { data: { exists: doc !== null, isProfileCompleted: doc?.isProfileCompleted ?? false } } };
  });

  api.bind(gamesApi.getInterests, async ({ actor }) => ({
    body: { data: { circleIds: (await mustFind(actor.userId)).interestCircleIds ?? [] } },
  }));

  // The notifier's own defaults when never set, so the screen and the messages cannot disagree (and for
  // `push` in a document projected before it existed).
  api.bind(notificationsApi.getCommunicationPreferences, async ({ actor }) => ({
    body: { data: { ...DEFAULT_COMMUNICATION, ...(await mustFind(actor.userId)).communication } },
  }));

  api.bind(usersApi.getMyChoices, async ({ actor }) => ({ body: { data: { choices: (await mustFind(actor.userId)).profile.choices } } }));

  api.bind(usersApi.getSelfSkillLevel, async ({ params, actor }) => {
    const selfLevel = ownValue((await mustFind(actor.userId)).selfSkillLevels, params.listingId) ?? null;
    return { body: { data: { listingId: params.listingId, selfLevel, label: selfLevel === null ? null : SKILL_LABELS[selfLevel]! } } };
  });

  api.bind(usersApi.getUserAccount, async ({ params, actor }) => {
    // Permission before existence, so nobody learns which ids exist from this endpoint.
    if (!mayReadPrivateAccount(actor, params.id))
      throw new DomainError('FORBIDDEN', 'Only the account holder or an admin may read this account');
    return { body: { data: accessAccountOf(await mustFind(params.id)) } };
  });
};
