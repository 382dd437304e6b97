import {
  GAME_QUESTIONS_ANCHOR,
  calendarDayWords,
  venueClockWords,
  type GameDetails,
  type GameEvent,
  type NotificationKind,
} from '@sports/contracts';
import { gameChangePhrases, inOneSentence } from './gameChanges';

/** What the messages need to know about the game, as it was right after the event. */
export interface GameFacts {
  activityId: string;
  name: string;
  date: string;
  /** Joined participants, host included. */
  participantIds: readonly string[];
  /** People with an open request or invitation. */
  pendingIds: readonly string[];
  /** The host and the co-hosts: they answer requests and questions. */
  hostIds: readonly string[];
  /** People on the waitlist (given for GameUpdated and GameDeleted, which they hear of too). */
  waitingIds?: readonly string[];
  /** A GameUpdated's details as they were before it: the event carries only the new ones. */
  previousDetails?: GameDetails;
  /** The paid totals of the host's booked slots mapped to the game, which a shared cost is split from. */
  bookedSlotsPaid?: number;
}

/**
 * One thing one user is told: the inbox shows `text` with `link`; the outside
 * message (WhatsApp, SMS) is made from the same two by messageText, so the two never drift.
 */
export interface Notification {
  userId: string;
  kind: NotificationKind;
  /** Plain words, no address: the inbox shows them as they are. */
  text: string;
  /** Where the inbox item leads, an app path (`/games/g1`), or null. */
  link: string | null;
  /**
   * How the outside message offers the link: a label ("Accept here" gives "… Accept here: <url>"),
   * '' for the bare address, null for none (the message stays as it always read).
   */
  messageLink: string | null;
  /** An address outside the app (the payment provider's page) the outside message offers instead of the app's link; the inbox never shows it. */
  messageUrl?: string;
}

/** The outside message: the inbox text, with the link as an address on the public URL (or the rule's own address) where the rule offers it. */
export const messageText = (notification: Notification, publicUrl: string): string => {
  const { text, link, messageLink, messageUrl } = notification;
  if ((link === null && !messageUrl) || messageLink === null) return text;
  return `${text} ${messageLink ? `${messageLink}: ` : ''}${messageUrl ?? `${publicUrl}${link}`}`;
};

export const gamePath = (activityId: string) => `/games/${activityId}`;
/** The host tools of a game, where requests are accepted or rejected. */
export const managePath = (activityId: string) => `/games/${activityId}/manage`;
/** The game page at its questions, where a host answers one: the inbox item and the message both lead there. */
export const questionsPath = (activityId: string) => `${gamePath(activityId)}#${GAME_QUESTIONS_ANCHOR}`;

/** The longest question quoted in a notification: a line, not the whole of it. */
export const QUESTION_WORDS_MAX = 80;

/** The first words of a question, cut between words with "…" when longer than QUESTION_WORDS_MAX characters. */
export const firstWords = (text: string, max = QUESTION_WORDS_MAX): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  // A word longer than half the line is cut inside it rather than leaving a few words.
  return `${(space >= max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

/** An offer's end as people read it: the time of day in India, where the platform's venues are (spec section 9: the rupee, +91). */
const offerTime = (iso: string) => `${venueClockWords(iso)} IST`;

/** A game's day as people say it, "Fri 27 Nov" (DESIGN.md "Words"), from its venue date (YYYY-MM-DD). */
export const gameDayText = (date: string): string => (Number.isNaN(Date.parse(`${date}T00:00:00Z`)) ? date : calendarDayWords(date));

const everyoneBut = (ids: readonly string[], actor: string) => ids.filter((id) => id !== actor);

/**
 * Who hears about what. Invitations (with the
 * link), answers to requests, removal, hold and release, match full, new co-hosts, a new time,
 * place or price, and cancellations reach the people concerned; the hosts hear of requests to join and of questions;
 * nobody is told about their own action. `actorName` is who invited, appointed, asked to join
 * or asked. The notifier calls this once per event and both records the result in each
 * recipient's inbox and sends it on their chosen channels.
 */
export const notificationsFor = (event: GameEvent, game: GameFacts, actorName: string): Notification[] => {
  const title = `"${game.name}" on ${gameDayText(game.date)}`;
  const link = gamePath(game.activityId);
  const to = (
    ids: readonly string[],
    kind: NotificationKind,
    text: string,
    options: { link?: string | null; messageLink?: string | null } = {},
  ): Notification[] =>
    ids.map((userId) => ({
      userId,
      kind,
      text,
      link: options.link === undefined ? link : options.link,
      messageLink: options.messageLink === undefined ? '' : options.messageLink,
    }));
  switch (event.type) {
    case 'ParticipantsInvited':
      return to(
        event.data.invitees.map((p) => p.id),
        'invitation',
        `${actorName} invited you to ${title}.`,
        { messageLink: 'Accept here' },
      );
    case 'JoinRequestAccepted':
      return to([event.data.participantId], 'request_accepted', `Your request to join ${title} was accepted.`, {
        messageLink: 'See you there',
      });
    case 'JoinRequestRejected':
      // A private game is hidden from those not in it (spec section 5): nothing to link to.
      return to([event.data.participantId], 'request_rejected', `Your request to join ${title} was not accepted this time.`, {
        link: null,
      });
    case 'ParticipantRemoved':
      return to([event.data.participantId], 'removed', `You were removed from ${title} by the host.`, { link: null });
    case 'GameHeld':
      return to(everyoneBut(game.participantIds, event.data.heldBy), 'game_held', `${title} is on hold: ${event.data.reason}.`);
    case 'GameHoldReleased':
      return to(everyoneBut(game.participantIds, event.data.releasedBy), 'hold_released', `${title} is back on: the hold was released.`);
    case 'MatchFullSet':
      return event.data.isMatchFull
        ? to(game.pendingIds, 'match_full', `${title} is now full, so your request or invitation cannot be taken up.`, {
            messageLink: null,
          })
        : to(game.pendingIds, 'places_again', `${title} has places again.`);
    case 'CoHostAdded':
      return to([event.data.coHostId], 'co_host', `${actorName} made you a co-host of ${title}.`);
    // Spec sections 4 and 6: the host and co-hosts answer a private game's requests and the game's questions.
    case 'JoinRequested':
      return to(everyoneBut(game.hostIds, event.data.participant.id), 'join_request', `${actorName} asked to join ${title}.`, {
        link: managePath(game.activityId),
        messageLink: 'Accept or reject here',
      });
    case 'QueryAdded':
      return to(
        everyoneBut(game.hostIds, event.data.askedBy.id),
        'question_asked',
        `${actorName} asked a question on ${title}: ${firstWords(event.data.question)}`,
        {
          link: questionsPath(game.activityId),
          messageLink: 'Answer here',
        },
      );
    // The first in line hears of a place held for them, and of its lapse.
    case 'WaitlistPlaceOffered':
      return to([event.data.userId], 'waitlist_offer', `A place in ${title} is yours until ${offerTime(event.data.expiresAt)}.`, {
        messageLink: 'Accept or decline here',
      });
    case 'WaitlistOfferLapsed':
      return to(
        [event.data.userId],
        'waitlist_offer',
        `The place offered to you in ${title} was not taken in time and went to the next in line. You can join the waitlist again.`,
      );
    // The host marked the match full: the offer is gone, the line is kept (waitlistWithdraw.ts).
    case 'WaitlistOfferWithdrawn':
      return to(
        [event.data.userId],
        'waitlist_offer',
        `The host marked ${title} full, so the place offered to you is no longer held. You stay in line for the next one.`,
      );
    // Those who said they will come, or may, hear when the time, the place or the price moves (gameChanges.ts), named as they knew it.
    case 'GameUpdated': {
      const before = game.previousDetails;
      const changes = before ? gameChangePhrases(before, event.data.details, game.bookedSlotsPaid) : [];
      if (!before || changes.length === 0) return [];
      return to(
        everyoneBut([...game.participantIds, ...game.pendingIds, ...(game.waitingIds ?? [])], event.data.updatedBy),
        'game_changed',
        `"${before.name}" on ${gameDayText(before.date)}: ${inOneSentence(changes)}.`,
      );
    }
    case 'GameDeleted':
      return to(
        everyoneBut([...game.participantIds, ...game.pendingIds, ...(game.waitingIds ?? [])], event.data.deletedBy),
        'game_cancelled',
        `${title} was cancelled by the host.`,
        { link: null },
      );
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
  'JoinRequested',
  'QueryAdded',
  'GameDeleted',
  'GameUpdated',
  'WaitlistPlaceOffered',
  'WaitlistOfferLapsed',
  'WaitlistOfferWithdrawn',
]);
