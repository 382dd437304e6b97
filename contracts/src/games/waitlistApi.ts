import { z } from 'zod';
import { defineRoute } from '../api/route';
import { activityParams, reply } from '../api/gameRouteParts';
import { formAnswersSchema } from './commands';
import { waitlistQueueEntrySchema } from './waitlistReadModel';

/** The waitlist of a full game: join and leave the line, accept or decline an offered place. */
const waitlist = { tag: 'Games', auth: 'required', idempotent: true, params: activityParams, successStatus: 200 } as const;
const positionReply = reply('success', z.object({ activityId: z.string(), position: z.number().int().nullable() }));

export const joinWaitlist = defineRoute({
  ...waitlist,
  operationId: 'joinWaitlist',
  method: 'put',
  path: '/api/vm/activities/{activityId}/waitlist',
  summary:
    'Queue for a place in a full public game. When a place frees, the first in line is offered it for 30 minutes (or until the game starts); the reply gives the position in line.',
  response: positionReply,
  errors: [
    'GAME_NOT_FOUND',
    'GAME_OVER',
    'GAME_NOT_FULL',
    'ALREADY_PARTICIPANT',
    'ALREADY_REQUESTED',
    'ALREADY_WAITLISTED',
    'WAITLIST_CLOSED',
  ],
});

export const leaveWaitlist = defineRoute({
  ...waitlist,
  operationId: 'leaveWaitlist',
  method: 'delete',
  path: '/api/vm/activities/{activityId}/waitlist',
  summary: 'Leave the waitlist, with any place offered; the place passes down the line.',
  response: reply('success', z.object({ activityId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'NOT_WAITLISTED'],
});

export const acceptWaitlistOffer = defineRoute({
  ...waitlist,
  operationId: 'acceptWaitlistOffer',
  method: 'put',
  path: '/api/vm/activities/{activityId}/waitlist/accept',
  summary:
    "Take the place offered from the waitlist before the offer lapses: a join. Form answers as for a join, when the game asks. A pay-before game's offered place is taken through the cart and checkout instead (409 PAYMENT_REQUIRED); the hold of that order uses the offer.",
  body: z.object({ formAnswers: formAnswersSchema.optional() }).strict().default({}),
  response: reply('success', z.object({ activityId: z.string(), status: z.literal('joined') })),
  errors: [
    'GAME_NOT_FOUND',
    'NO_WAITLIST_OFFER',
    'WAITLIST_OFFER_EXPIRED',
    'GAME_OVER',
    'GAME_ON_HOLD',
    'GAME_FULL',
    'FORM_ANSWER_REQUIRED',
    'PAYMENT_REQUIRED',
  ],
});

export const declineWaitlistOffer = defineRoute({
  ...waitlist,
  operationId: 'declineWaitlistOffer',
  method: 'put',
  path: '/api/vm/activities/{activityId}/waitlist/decline',
  summary: 'Turn down the place offered from the waitlist; the player leaves the line and the place passes to the next.',
  response: reply('success', z.object({ activityId: z.string() })),
  errors: ['GAME_NOT_FOUND', 'NO_WAITLIST_OFFER'],
});

/** The most entries one page of the waitlist holds. */
export const WAITLIST_MAX_SIZE = 500;

export const listWaitlist = defineRoute({
  operationId: 'listWaitlist',
  method: 'get',
  path: '/api/vm/activities/{activityId}/waitlist',
  summary:
    "A game's waitlist in line order, a page at a time (a line of thousands is read in pages; follow nextUrl): who waits, since when, and any place offered until when. The host and co-hosts only; a game nobody may see is 404.",
  tag: 'Games',
  auth: 'required',
  params: activityParams,
  query: z
    .object({
      page: z.coerce.number().int().min(0).max(100_000).default(0),
      size: z.coerce.number().int().min(1).max(WAITLIST_MAX_SIZE).default(50),
    })
    .strict(),
  successStatus: 200,
  response: z.object({
    data: z.object({
      activityId: z.string(),
      count: z.number().int(),
      queue: z.array(waitlistQueueEntrySchema),
      nextUrl: z.string().nullable(),
    }),
  }),
  errors: ['VALIDATION_FAILED', 'GAME_NOT_FOUND', 'NOT_HOST'],
});
