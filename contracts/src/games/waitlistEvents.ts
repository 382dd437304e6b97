import { z } from 'zod';
import { idSchema, isoDateTime } from '../core/primitives';
import { personRefSchema } from './shapes';

/**
 * The waitlist of a full game. It lives in the game stream, beside the
 * participant limit, so a freed place is given out once however many race for it.
 * Accepting an offer is a join: PlayerJoinedGame.
 */
export const waitlistEvents = {
  /** A player queued for a place in a full game. */
  PlayerJoinedWaitlist: {
    version: 1,
    schema: z.object({ activityId: idSchema, player: personRefSchema }),
  },
  /** A player left the line (with any offer they held). */
  PlayerLeftWaitlist: {
    version: 1,
    schema: z.object({ activityId: idSchema, userId: idSchema }),
  },
  /** A freed place is reserved for the first in line until `expiresAt` (30 minutes, or the game's start if sooner). */
  WaitlistPlaceOffered: {
    version: 1,
    schema: z.object({ activityId: idSchema, userId: idSchema, expiresAt: isoDateTime }),
  },
  /** The offered player said no; they leave the line and the place passes down it. */
  WaitlistOfferDeclined: {
    version: 1,
    schema: z.object({ activityId: idSchema, userId: idSchema }),
  },
  /** The acceptance window closed unanswered (appended by the waitlist sweeper); the place passes down the line. */
  WaitlistOfferLapsed: {
    version: 1,
    schema: z.object({ activityId: idSchema, userId: idSchema, expiresAt: isoDateTime }),
  },
  /**
   * The host marked the match full (spec sections 4 and 6) while a place was offered: the offer is
   * withdrawn and its place is no longer kept; the player keeps their place in the line.
   */
  WaitlistOfferWithdrawn: {
    version: 1,
    schema: z.object({ activityId: idSchema, userId: idSchema, reason: z.enum(['matchFull']) }),
  },
} as const;

export const WAITLIST_EVENT_TYPES = Object.keys(waitlistEvents) as (keyof typeof waitlistEvents)[];
