import { z } from 'zod';
import { SKILL_LABELS } from '../core/primitives';
import { slotStatusSchema } from '../catalogue/slotStatus';
import type { GameDocument } from './readModel';

/**
 * The Activity fields of spec section 3 that the game document does not store,
 * derived from it (so from the game's events) when a reply is written. Where each comes from is in
 * docs/activity-and-order-fields.md. Pure and cheap: the list runs it once per game change.
 */
export const activityLineItemSchema = z.object({
  type: z.literal('slot'),
  itemId: z.string(),
  fieldId: z.string(),
  listingId: z.string(),
  activityId: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  slotPrice: z.number().int(),
  qty: z.literal(1),
});

export const activityDerivedSchema = z.object({
  link: z.string().nullable(),
  gameSkill: z.array(z.enum(SKILL_LABELS)).nullable(),
  source: z.literal('users'),
  teamIds: z.array(z.string()),
  areaIds: z.array(z.string()),
  areaNames: z.array(z.string()),
  fieldIds: z.array(z.string()),
  fieldNames: z.array(z.string()),
  lineItems: z.array(activityLineItemSchema),
  isYetToDecide: z.boolean(),
  hasSufficientPlayer: z.boolean(),
  bookedFor: z.object({ id: z.string(), name: z.string() }).nullable(),
  slotStatus: slotStatusSchema.nullable(),
  /** The venue's photo URL, joined when a reply is sent (query-service games/spaceAvatars.ts); null here. */
  spaceAvatar: z.string().nullable(),
  completionAfter: z.string(),
});
export type ActivityDerived = z.infer<typeof activityDerivedSchema>;

/** A game needs two players; a team game one player in each team (docs/activity-and-order-fields.md). */
const playersNeeded = (game: GameDocument): number => (game.participationType === 'team' ? Math.max(2, game.teamCount ?? 2) : 2);

export const activityDerivedOf = (game: GameDocument): ActivityDerived => {
  const fields = new Map<string, string>();
  for (const slot of game.mappedSlots) if (!fields.has(slot.fieldId)) fields.set(slot.fieldId, slot.fieldName ?? slot.fieldId);
  if (game.slotBookLater && !fields.has(game.slotBookLater.fieldId)) fields.set(game.slotBookLater.fieldId, game.slotBookLater.fieldId);
  const from = game.gameSkillFrom ?? 0;
  const to = game.gameSkillTo ?? SKILL_LABELS.length - 1;
  const booked = game.mappedSlots.length > 0;
  return {
    link: game.activityLink ?? null,
    gameSkill: game.enableGameSkill ? SKILL_LABELS.slice(from, to + 1) : null,
    source: 'users',
    teamIds:
      game.participationType === 'team' ? Array.from({ length: game.teamCount ?? 0 }, (_, i) => `${game.activityId}.team-${i + 1}`) : [],
    areaIds: game.region ? [game.region] : [],
    areaNames: game.region && game.location.city ? [game.location.city] : [],
    fieldIds: [...fields.keys()],
    fieldNames: [...fields.values()],
    lineItems: game.mappedSlots.map((slot) => ({
      type: 'slot' as const,
      itemId: slot.slotId,
      fieldId: slot.fieldId,
      listingId: game.listingId,
      activityId: game.activityId,
      date: slot.slotDate,
      startTime: slot.startTime,
      endTime: slot.endTime,
      slotPrice: slot.paidAmount ?? 0,
      qty: 1 as const,
    })),
    isYetToDecide: !game.isOnlineActivity && !game.facilityId && !game.spaceId && !booked && !game.isSlotBookLater,
    hasSufficientPlayer: game.totalParticipantCount >= playersNeeded(game),
    bookedFor: booked ? { id: game.hostDetail.id, name: game.hostDetail.name } : null,
    slotStatus: booked ? 'booked' : null,
    spaceAvatar: null as string | null,
    completionAfter: new Date(game.endAt).toISOString(),
  };
};

/**
 * The viewer flags a reply carries when nobody (or nobody known) is signed in. A visitor has saved
 * nothing, and every game open to them is a suggestion: nothing is known to rule one out, so a
 * visitor's Suggested tab lists the upcoming games (as it did when the flag was absent).
 */
export const ANONYMOUS_VIEWER_FLAGS = { isSaved: false, isRecommended: true } as const;

/**
 * The game as a reply carries it: the document, then the derived fields. The optional fields a host
 * left out (facilityId, teamCount, circleId, ...) stay absent rather than null, as the clients and
 * the edit form read them (docs/activity-and-order-fields.md).
 */
export const activityReplyOf = <G extends GameDocument>(game: G): G & ActivityDerived => ({ ...game, ...activityDerivedOf(game) });
