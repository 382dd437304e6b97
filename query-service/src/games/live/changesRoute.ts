import { liveApi, mayOnGame, type Actor } from '@sports/contracts';
import type { Api } from '@sports/service-kit';
import { eventStream } from '../../presence/eventStream';
import { membershipOf } from '../gameQueries';
import type { GameChange, LiveGames } from './liveGames';

/** More changed games than this in one read are sent as "many changed" (null): refetch what is shown. */
export const MAX_LISTED_CHANGES = 200;

const visibleTo = (actor: Actor | null) => (change: GameChange) =>
  !change.doc || change.doc.privacy !== 'private' || mayOnGame(actor, 'viewPrivateGame', membershipOf(change.doc));

/** Issue 7 item 3: lists and details update when others join or leave, without a reload. */
export const registerGameChangesRoute = (api: Api, liveGames: LiveGames): void => {
  api.bind(liveApi.streamGameChanges, async ({ actor, c }) =>
    eventStream(c, async ({ send, closed }) => {
      const stop = liveGames.follow((changes) => {
        const visible = changes.filter(visibleTo(actor));
        if (visible.length === 0) return;
        const activityIds = visible.length > MAX_LISTED_CHANGES ? null : [...new Set(visible.map((change) => change.id))];
        void send(liveApi.LIVE_EVENTS.changed, { activityIds });
      });
      try {
        await closed;
      } finally {
        stop();
      }
    }),
  );
};
