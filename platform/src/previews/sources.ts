import { invitationFactsOf, invitationText } from '@sports/shared-rules';
import type { SpaceDocument, UserDocument } from '@sports/contracts';
import {
  GAMES_COLLECTION,
  LISTINGS_COLLECTION,
  SPACES_COLLECTION,
  USERS_COLLECTION,
  type DocumentStore,
  type ListingDocument,
} from '@sports/projections';
import { getVisibleGame, publicProfileOf } from '@sports/query-service';
import { SITE_NAME, initialsOf, type PreviewCard } from './cards';

/** The pages people share (ARCHITECTURE.md "UIs"): a game, a venue, a player. */
export type SharedKind = 'games' | 'venues' | 'players';

/** What a shared page says about its subject, and the card its image draws. */
export interface Preview {
  card: PreviewCard;
  /**
   * What the drawing is made from: the subject and its read model's log position (a changed
   * game is drawn anew), or one word for a card that is the same for every subject (a private game).
   */
  revision: string;
  title: string;
  description: string;
  /** og:image:alt */
  alt: string;
  type: 'website' | 'profile';
}

/** The generic page: the site itself (also every unknown id, which the app shows as not found). */
export const SITE_PREVIEW: Preview = {
  card: { kind: 'site' },
  revision: 'site',
  title: SITE_NAME,
  description: 'Find a game near you, book a venue and play with people at your level.',
  alt: `${SITE_NAME}: find a game, book a court, play`,
  type: 'website',
};

/**
 * Spec section 5: a private game is invisible to anyone not in it. Shared pages are read with no
 * viewer (a crawler is never a member, and a page request carries no token), so a private game
 * says only that it is one: the same words and image for every private game.
 */
export const PRIVATE_GAME_PREVIEW: Preview = {
  card: { kind: 'private' },
  revision: 'private',
  title: `A private game on ${SITE_NAME}`,
  description: 'Only its players and the people they invite can open this game.',
  alt: `A private game on ${SITE_NAME}`,
  type: 'website',
};

/** "Football", "Football and Cricket", "Football, Cricket and Tennis". */
const inWords = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

const positionOf = async (store: DocumentStore, collection: string, id: string): Promise<bigint | null> => {
  const stored = (await store.getStored(collection, [id])).get(id);
  return stored?.doc ? stored.position : null;
};

const gamePreview = async (store: DocumentStore, activityId: string): Promise<Preview | null> => {
  const position = await positionOf(store, GAMES_COLLECTION, activityId);
  if (position === null) return null;
  // The API's own rule for who sees a game (query-service getVisibleGame), for nobody signed in.
  const game = await getVisibleGame(store, activityId, null);
  if (!game) return PRIVATE_GAME_PREVIEW;
  const facts = invitationFactsOf(game);
  const text = invitationText(game);
  return {
    card: { kind: 'game', name: game.name, ...facts, full: facts.places === 'Full' },
    revision: `games:${activityId}@${position}`,
    title: game.name,
    description: text,
    alt: `${game.name}: ${text}`,
    type: 'website',
  };
};

const venuePreview = async (store: DocumentStore, spaceId: string): Promise<Preview | null> => {
  const [position, space] = await Promise.all([
    positionOf(store, SPACES_COLLECTION, spaceId),
    store.get<SpaceDocument>(SPACES_COLLECTION, spaceId),
  ]);
  if (position === null || !space) return null;
  const sports = space.listings.map((l) => l.listingName);
  const place = [space.location.address, space.location.city].filter((part): part is string => Boolean(part)).join(', ');
  const where = place ? `${space.name}, ${place}` : space.name;
  return {
    card: { kind: 'venue', name: space.name, place, sports },
    revision: `venues:${spaceId}@${position}`,
    title: space.name,
    description: sports.length ? `Book ${inWords(sports)} at ${where} on ${SITE_NAME}.` : `Book a slot at ${where} on ${SITE_NAME}.`,
    alt: `${space.name}${place ? `, ${place}` : ''}`,
    type: 'website',
  };
};

const listingNameOf = async (store: DocumentStore, listingId: string): Promise<string> =>
  (await store.get<ListingDocument>(LISTINGS_COLLECTION, listingId))?.listingName ?? listingId;

const playerPreview = async (store: DocumentStore, userId: string): Promise<Preview | null> => {
  const [position, doc] = await Promise.all([
    positionOf(store, USERS_COLLECTION, userId),
    store.get<UserDocument>(USERS_COLLECTION, userId),
  ]);
  if (position === null || !doc) return null;
  // Only what the API shows anyone of another user (query-service publicProfileOf).
  const profile = publicProfileOf(doc);
  const name = profile.name.trim() || 'A player';
  const sports = await Promise.all(profile.profile.choices.slice(0, 4).map((id) => listingNameOf(store, id)));
  const places = profile.profile.locations.map((l) => l.name).filter(Boolean);
  const plays = sports.length
    ? `${profile.firstName || name} plays ${inWords(sports)}${places[0] ? ` in ${places[0]}` : ''}.`
    : `${name} plays on ${SITE_NAME}.`;
  return {
    card: { kind: 'player', name, initials: initialsOf(name), sports, places },
    revision: `players:${userId}@${position}`,
    title: name,
    description: `${plays} Find a game together on ${SITE_NAME}.`,
    alt: `${name} on ${SITE_NAME}`,
    type: 'profile',
  };
};

/** The preview of a shared page's subject; null when there is no such subject. */
export const readPreview = (store: DocumentStore, kind: SharedKind, id: string): Promise<Preview | null> =>
  kind === 'games' ? gamePreview(store, id) : kind === 'venues' ? venuePreview(store, id) : playerPreview(store, id);
