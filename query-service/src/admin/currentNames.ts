import type { AdminResourceName, GameDocument } from '@sports/contracts';
import type { Document, GameParticipantDocument } from '@sports/projections';
import { entryWithCurrentName, gameWithCurrentNames } from '../games/currentNames';
import type { NameOf } from '../people/nameBook';

type Namer = (record: Document, nameOf: NameOf) => Document;

/**
 * Back-office records that show people's names copied from the events, and how each shows the
 * current ones (people/nameBook.ts), as the player app's replies do: a game's host, entries and
 * questions; a game player's entry. A sort by those name columns follows the current names too
 * (nameSorts.ts; docs/decisions.md "A renamed player's name everywhere"). Orders, students and attendance keep
 * the name typed for them: it is the booking's own record (an invoice's buyer), not a profile's.
 */
const NAMERS: Partial<Record<AdminResourceName, Namer>> = {
  games: (record, nameOf) => gameWithCurrentNames(record as unknown as GameDocument, nameOf) as unknown as Document,
  gamePlayers: (record, nameOf) => {
    const doc = record as unknown as GameParticipantDocument;
    if (!doc.entry) return record;
    const entry = entryWithCurrentName(doc.entry, nameOf);
    return entry === doc.entry ? record : ({ ...doc, entry } as unknown as Document);
  },
};

export const currentNamesFor = (resource: string): Namer | null => NAMERS[resource as AdminResourceName] ?? null;
