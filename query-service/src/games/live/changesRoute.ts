import { liveApi, mayOnGame, type Actor } from '@sports/contracts';
import type { DocumentStore } from '@sports/projections';
import type { Api } from '@sports/service-kit';
import { eventStream } from '../../presence/eventStream';
import { membershipOf } from '../gameQueries';
import { membershipIn, viewerMembershipOf } from '../memberships';
import type { GameChange, LiveGames } from './liveGames';

/** More changed games than this in one read are sent as "many changed" (null): refetch what is shown. */
export const MAX_LISTED_CHANGES = 200;

/**
 * Whether the viewer may hear of this change: public games always; a private game when the
 * document's roles allow it (hosts, staff, the previewed entries) or else the viewer's own entry
 * does, read from the participants read model, since a big game's document previews only its
 * first PARTICIPANT_PREVIEW entries (issue 21 item 2).
 */
const mayHearOf = async (store: DocumentStore, actor: Actor | null, change: GameChange): Promise<boolean> => {
  const doc = change.doc;
  if (!doc || doc.privacy !== 'private' || mayOnGame(actor, 'viewPrivateGame', membershipOf(doc))) return true;
  if (!actor) return false;
  const own = await membershipIn(store, change.id, actor.userId);
  return own !== null && mayOnGame(actor, 'viewPrivateGame', viewerMembershipOf(doc, actor.userId, own));
};

/** Issue 7 item 3: lists and details update when others join or leave, without a reload. */
export const registerGameChangesRoute = (api: Api, liveGames: LiveGames, store: DocumentStore): void => {
  api.bind(liveApi.streamGameChanges, async ({ actor, c }) =>
    eventStream(c, async ({ send, closed }) => {
      // Notices go out in the order the changes came, even when one waits for a membership read.
      let sending = Promise.resolve();
      const stop = liveGames.follow((changes) => {
        sending = sending.then(async () => {
          const heard = await Promise.all(changes.map((change) => mayHearOf(store, actor, change)));
          const visible = changes.filter((_, i) => heard[i]);
          if (visible.length === 0) return;
          const activityIds = visible.length > MAX_LISTED_CHANGES ? null : [...new Set(visible.map((change) => change.id))];
          await send(liveApi.LIVE_EVENTS.changed, { activityIds });
        }).catch(() => undefined);
      });
      try {
        await closed;
      } finally {
        stop();
      }
    }),
  );
};
