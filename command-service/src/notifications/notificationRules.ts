import type { GameEvent } from '@sports/contracts';

/** What the messages need to know about the game, read from its stream when the event is handled. */
export interface GameFacts {
  name: string;
  date: string;
  link: string;
  /** Joined participants, host included. */
  participantIds: readonly string[];
  /** People with an open request or invitation. */
  pendingIds: readonly string[];
}

export interface Notification {
  userId: string;
  text: string;
}

const everyoneBut = (ids: readonly string[], actor: string) => ids.filter((id) => id !== actor);
const to = (ids: readonly string[], text: string): Notification[] => ids.map((userId) => ({ userId, text }));

/**
 * The games issue, item 5: who hears about what. Invitations (with the link), answers to
 * requests, removal, hold and release, match full and new co-hosts reach the people concerned;
 * nobody is told about their own action. `actorName` is who invited or appointed.
 */
export const notificationsFor = (event: GameEvent, game: GameFacts, actorName: string): Notification[] => {
  const title = `"${game.name}" on ${game.date}`;
  switch (event.type) {
    case 'ParticipantsInvited':
      return to(
        event.data.invitees.map((p) => p.id),
        `${actorName} invited you to ${title}. Accept here: ${game.link}`,
      );
    case 'JoinRequestAccepted':
      return to([event.data.participantId], `Your request to join ${title} was accepted. See you there: ${game.link}`);
    case 'JoinRequestRejected':
      return to([event.data.participantId], `Your request to join ${title} was not accepted this time.`);
    case 'ParticipantRemoved':
      return to([event.data.participantId], `You were removed from ${title} by the host.`);
    case 'GameHeld':
      return to(everyoneBut(game.participantIds, event.data.heldBy), `${title} is on hold: ${event.data.reason}. ${game.link}`);
    case 'GameHoldReleased':
      return to(everyoneBut(game.participantIds, event.data.releasedBy), `${title} is back on: the hold was released. ${game.link}`);
    case 'MatchFullSet':
      return to(
        game.pendingIds,
        event.data.isMatchFull ? `${title} is now full, so your request or invitation cannot be taken up.` : `${title} has places again: ${game.link}`,
      );
    case 'CoHostAdded':
      return to([event.data.coHostId], `${actorName} made you a co-host of ${title}. ${game.link}`);
    case 'GameDeleted':
      return to(everyoneBut([...game.participantIds, ...game.pendingIds], event.data.deletedBy), `${title} was cancelled by the host.`);
    default:
      return [];
  }
};

/** The event types that may notify someone; the notifier reads nothing else. */
export const NOTIFYING_EVENTS: ReadonlySet<string> = new Set([
  'ParticipantsInvited',
  'JoinRequestAccepted',
  'JoinRequestRejected',
  'ParticipantRemoved',
  'GameHeld',
  'GameHoldReleased',
  'MatchFullSet',
  'CoHostAdded',
  'GameDeleted',
]);
