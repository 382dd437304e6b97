import { liveApi, type Actor, type GameDocument } from '@sports/contracts';
import { mayOnGame } from '@sports/shared-rules';
import { GAMES_COLLECTION, type ChangeCursor, type DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { positionsOf, type StreamGate } from '../../presence/streamGate';
import { membershipOf } from '../gameQueries';
import { membershipIn, viewerMembershipOf } from '../memberships';
import type { GameChange, LiveGames, LivePosition } from './liveGames';

/** More changed games than this in one read are sent as "many changed" (null): refetch what is shown. */
export const MAX_LISTED_CHANGES = 200;

/**
 * Whether the viewer may hear of this change: public games always; a private game when the
 * document's roles allow it (hosts, staff, the previewed entries) or else the viewer's own entry
 * does, read from the participants read model, since a big game's document previews only its
 * first PARTICIPANT_PREVIEW entries.
 */
const mayHearOf = async (store: DocumentStore, actor: Actor | null, change: GameChange): Promise<boolean> => {
  const doc = change.doc;
  if (!doc || doc.privacy !== 'private' || mayOnGame(actor, 'viewPrivateGame', membershipOf(doc))) return true;
  if (!actor) return false;
  const own = await membershipIn(store, change.id, actor.userId);
  return own !== null && mayOnGame(actor, 'viewPrivateGame', viewerMembershipOf(doc, actor.userId, own));
};

/** A changes stream's event id: the read model's generation and position, so a client resumes from where it was told (Last-Event-ID). */
const idOf = (at: LivePosition) => `${at.generation}.${at.position}`;

/**
 * The games changed after `from` (Last-Event-ID) up to now, read from the read model's changes:
 * the ids, or null when they are too many to list (or the read model was rebuilt since: refetch all).
 * One read of at most MAX_LISTED_CHANGES + 1 changes: more would be told as "many changed" anyway,
 * so a reconnect (anyone may send any Last-Event-ID) costs a bounded read, however old its id.
 */
export const missedSince = async (store: DocumentStore, from: bigint[] | null, now: LivePosition): Promise<GameChange[] | null> => {
  const [generation, position] = from ?? [];
  if (generation === undefined || position === undefined || Number(generation) !== now.generation || position > now.position) return null;
  // From the start of that position: a change at it is sent again rather than risked (a refetch too many, none too few).
  const cursor: ChangeCursor = { position, id: '' };
  const changes = await store.changesSince<GameDocument>(GAMES_COLLECTION, cursor, MAX_LISTED_CHANGES + 1);
  return changes.length > MAX_LISTED_CHANGES ? null : changes.map(({ id, doc }) => ({ id, doc }));
};

/**
 * Lists and details update when others join or leave, without a reload (spec section 7). Every
 * event has an id (the position read up to); a client that reconnects with Last-Event-ID hears of
 * every game changed meanwhile (docs/adr/0119-event-stream-caps.md).
 */
export const registerGameChangesRoute = (api: Api, liveGames: LiveGames, store: DocumentStore, streams: StreamGate): void => {
  api.bind(liveApi.streamGameChanges, async ({ actor, c, headers }) =>
    streams.open(c, actor, async ({ send, mark, closed }) => {
      // Notices go out in the order the changes came, even when one waits for a membership read.
      let sending = Promise.resolve();
      const tell = (changes: GameChange[] | null, at: LivePosition) => {
        sending = sending
          .then(async () => {
            if (changes === null) return send(liveApi.LIVE_EVENTS.changed, { activityIds: null }, idOf(at));
            const heard = await Promise.all(changes.map((change) => mayHearOf(store, actor, change)));
            const visible = changes.filter((_, i) => heard[i]);
            // Nothing this viewer may hear of: the id still moves, so a resume does not read these again.
            if (visible.length === 0) return mark(idOf(at));
            const activityIds = visible.length > MAX_LISTED_CHANGES ? null : [...new Set(visible.map((change) => change.id))];
            await send(liveApi.LIVE_EVENTS.changed, { activityIds }, idOf(at));
          })
          .catch(() => undefined);
      };
      // Followed first, then caught up: a change read meanwhile is told twice at worst, never missed.
      const stop = liveGames.follow((changes, at) => tell(changes, at));
      try {
        await liveGames.current();
        const now = liveGames.position;
        const resumeFrom = headers['last-event-id'];
        if (resumeFrom === undefined) tell([], now);
        else tell(await missedSince(store, positionsOf(resumeFrom, 2), now), now);
        await closed;
      } finally {
        stop();
      }
    }),
  );
};
