import type { GameDocument, GameQuery, ParticipantDetail } from '@sports/contracts';
import { splitName } from '@sports/projections';
import type { NameOf } from '../people/nameBook';

/**
 * The read models copied a person's name when they created, joined or asked (the events carry
 * it); a reply shows their name of today, from the name book, so a renamed player is renamed on
 * every game (docs/adr/0091-read-time-names.md). The copy stays the answer
 * for someone with no account (offline players keep the name they were added with) and for an id
 * the book does not know. Only names change: nothing else of a profile is added.
 * Each function returns its input itself when no name differs (no copy per card).
 */

/** A participantDetail entry with the person's current name (name, firstName, lastName as the projection splits it). */
export const entryWithCurrentName = <E extends ParticipantDetail>(entry: E, nameOf: NameOf): E => {
  if (entry.isOfflineParticipant) return entry;
  const name = nameOf(entry.id);
  return name === undefined || name === entry.name ? entry : { ...entry, name, ...splitName(name) };
};

const personWithCurrentName = <P extends { id: string; name: string }>(person: P, nameOf: NameOf): P => {
  const name = nameOf(person.id);
  return name === undefined || name === person.name ? person : { ...person, name };
};

const queryWithCurrentNames = (query: GameQuery, nameOf: NameOf): GameQuery => {
  const askedBy = personWithCurrentName(query.askedBy, nameOf);
  const answeredBy = query.answer ? personWithCurrentName(query.answer.answeredBy, nameOf) : null;
  if (askedBy === query.askedBy && answeredBy === (query.answer?.answeredBy ?? null)) return query;
  return { ...query, askedBy, answer: query.answer && answeredBy ? { ...query.answer, answeredBy } : query.answer };
};

/** Maps `items`, returning the array itself when every item comes back the same. */
const mapSame = <T>(items: T[], f: (item: T) => T): T[] => {
  let out: T[] | null = null;
  for (let i = 0; i < items.length; i++) {
    const item = f(items[i]!);
    if (item !== items[i]) (out ??= items.slice())[i] = item;
  }
  return out ?? items;
};

/** The game with current names for its host, its (previewed) participant entries and the people in its questions. */
export const gameWithCurrentNames = <G extends GameDocument>(game: G, nameOf: NameOf): G => {
  const hostDetail = personWithCurrentName(game.hostDetail, nameOf);
  const participantDetail = mapSame(game.participantDetail, (entry) => entryWithCurrentName(entry, nameOf));
  const queries = mapSame(game.queries, (query) => queryWithCurrentNames(query, nameOf));
  if (hostDetail === game.hostDetail && participantDetail === game.participantDetail && queries === game.queries) return game;
  return { ...game, hostDetail, participantDetail, queries };
};

/** The ids whose names a game's reply shows: the host, the previewed entries with an account, askers and answerers. */
export const namedIdsOf = (game: GameDocument): string[] => {
  const ids = new Set([game.hostDetail.id]);
  for (const entry of game.participantDetail) if (!entry.isOfflineParticipant) ids.add(entry.id);
  for (const query of game.queries) {
    ids.add(query.askedBy.id);
    if (query.answer) ids.add(query.answer.answeredBy.id);
  }
  return [...ids];
};
