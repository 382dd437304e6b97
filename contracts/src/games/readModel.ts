import { z } from 'zod';
import { activityTypeSchema, durationSchema, locationSchema, privacySchema } from './shapes';

/** Spec section 3, participantDetail entry; `status` adds `requested` for private-game requests (spec section 4). */
export const participantDetailSchema = z.object({
  id: z.string(),
  status: z.enum(['joined', 'requested', 'invited', 'retired', 'rejected']),
  membersCount: z.number().int(),
  created: z.string(),
  updated: z.string(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  isOfflineParticipant: z.boolean(),
  isHost: z.boolean(),
});
export type ParticipantDetail = z.infer<typeof participantDetailSchema>;

export const holdSchema = z.object({
  createdBy: z.string(),
  reason: z.string(),
  created: z.string(),
  responses: z.array(z.object({ userId: z.string(), response: z.string(), created: z.string() })),
});

/** The game document served by the list and the detail: the Activity shape of spec section 3. */
export const gameDocumentSchema = z.object({
  id: z.string(),
  activityId: z.string(),
  name: z.string(),
  listingId: z.string(),
  listingName: z.string(),
  facilityId: z.string().optional(),
  facilityName: z.string().optional(),
  activityFormat: z.string(),
  date: z.string(),
  duration: z.array(durationSchema),
  location: locationSchema,
  privacy: privacySchema,
  activityType: activityTypeSchema,
  maxParticipants: z.number().int(),
  totalParticipantCount: z.number().int(),
  costPerParticpant: z.number().int(),
  currency: z.literal('INR'),
  symbol: z.literal('₹'),
  enableGameSkill: z.boolean(),
  gameSkillFrom: z.number().int().optional(),
  gameSkillTo: z.number().int().optional(),
  isMandatory: z.boolean(),
  description: z.string(),
  activitySource: z.literal('users'),
  participationType: z.literal('individual'),
  payableMethod: z.literal('paybefore'),
  isHostParticipating: z.boolean(),
  host: z.string(),
  hostDetail: z.object({ id: z.string(), name: z.string(), isHost: z.literal(true) }),
  hostandCoHost: z.array(z.string()),
  participants: z.array(z.string()),
  participantDetail: z.array(participantDetailSchema),
  hold: holdSchema.nullable(),
  isFull: z.boolean(),
  isMatchFull: z.boolean(),
  /** Derived for indexing: epoch milliseconds of the first start and last end (spec section 4 rule). */
  startAt: z.number(),
  endAt: z.number(),
  isOnHold: z.boolean(),
  /** Everyone who may see the game when it is private: host, co-hosts, participants, requesters. */
  memberIds: z.array(z.string()),
  created: z.string(),
  updated: z.string(),
});
export type GameDocument = z.infer<typeof gameDocumentSchema>;
