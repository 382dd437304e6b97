import type { GameDocument, GameEvent } from '@sports/contracts';

/**
 * The game document keeps only who waits, in order (issue 18 item 8): enough for a card's
 * 'waitlisted' mark. Names and offers live in the waitlist read model, shown to hosts.
 */
export const waitlistIdsAfter = (doc: Pick<GameDocument, 'waitlistIds'>, event: GameEvent): string[] => {
  const ids = doc.waitlistIds ?? [];
  switch (event.type) {
    case 'PlayerJoinedWaitlist':
      return ids.includes(event.data.player.id) ? ids : [...ids, event.data.player.id];
    case 'PlayerLeftWaitlist':
    case 'WaitlistOfferDeclined':
    case 'WaitlistOfferLapsed':
      return ids.filter((id) => id !== event.data.userId);
    case 'PlayerJoinedGame':
      return ids.filter((id) => id !== event.data.participant.id);
    case 'JoinRequestAccepted':
      return ids.filter((id) => id !== event.data.participantId);
    default:
      return ids;
  }
};

