import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * Spec section 3's field lists, copied word for word from the spec so the tests run in any clone;
 * specLinesMatch() checks the copy against the spec wherever the spec sits beside the repository
 * (../shared/seed).
 */
export const SPEC_LINES = {
  activity:
    '**Activity (game):** id/activityId, name, listingId, listingName, facilityId, facilityName, activityFormat, date, duration (list of from/to), location, isOnlineActivity, onlineActivity (list of medium, imageUrl, displayName, link), activityLink/link, enableGameSkill, gameSkill, gameSkillFrom/To, isMandatory, activityType (default Regular), enablePay, maxParticipants, totalParticipantCount, costPerParticpant (spelled so), teamCount, maxParticipantPerTeam, costPerTeam, isOwnEquipments, privacy (default public), isCostShared, isRecommended, isSaved, isSlotBookLater, isVaccinated, description, source, activitySource (default users), circleId, participationType (default individual), participants, participantDetail, teamIds, areaIds, areaNames, host, hostDetail, hostandCoHost, hold (createdBy, reason, created, responses), spaceId, spaceName, spaceAvatar, slotIds, slotStatus, slotBookLater (fieldId, startTime, endTime, slotDate, timeRangeConfigId), isFull, isMatchFull, isYetToDecide, isHostParticipating (default true), lineItems, payableMethod (default paybefore), completionAfter, fieldIds, fieldNames, hasSufficientPlayer, isHostPaying, bookedFor, coverImageorVideo, formFields, queries.',
  order:
    '**Order:** id, status, currency, symbol, total, totalTax, subTotal, discountTotal, items, bookedFor (id, name, email, phone, countryCode), invoice, initiator, provider, communication, bookingType, partnerSplit, refund_lines, paymentLink, channel. Also actualAmount, totalAmount, totalDiscount, totalTaxes, couponCode, applyCoupon, bulk discount, payLater, sendPaymentLink, paymentSource, communication channels (email, sms, circle, whatsapp, pushNotification), tax lines (slug, rate, total), handling charges.',
  participantDetail:
    '**participantDetail entry:** id, status, membersCount, created, updated, name, firstName, lastName, shortId, avatar, isOfflineParticipant.',
  participant:
    '**Participant:** id, name, nickName, gameSkill, isHost, isCoHost, message, retiredOn, retiredBy, status (invited, retired, others), isOfflineParticipant, bookedBy, avatar (desktop, mini, phone).',
} as const;

export const SPEC_PATH = fileURLToPath(new URL('../../../shared/seed/000_f9c1583ddec2de2e.txt', import.meta.url));

/** The copied lines that differ from the spec's (none when the spec is not beside the repository: the caller says so). */
export const specLinesMismatched = (): string[] | null => {
  if (!existsSync(SPEC_PATH)) return null;
  const lines = new Set(readFileSync(SPEC_PATH, 'utf8').split('\n'));
  return Object.values(SPEC_LINES).filter((line) => !lines.has(line));
};

/**
 * The spec's Order line names some fields in words; these are the keys we read them as
 * (docs/activity-and-order-fields.md): the communication channels are the ones it lists in brackets.
 */
const WORDS: Record<string, string[]> = {
  'bulk discount': ['bulkDiscount'],
  'communication channels': ['email', 'sms', 'circle', 'whatsapp', 'pushNotification'],
  'tax lines': ['taxLines'],
  'handling charges': ['handlingCharges'],
};

/** Aliases the spec writes as one entry: "id/activityId", "activityLink/link", "gameSkillFrom/To". */
const expand = (name: string): string[] => {
  const [first, second] = name.split('/');
  if (second === undefined) return [first!];
  // "gameSkillFrom/To": the second half replaces the first's ending.
  const stem = /^[A-Z]/.test(second) ? first!.replace(/[A-Z][a-z]*$/, '') : '';
  return [first!, stem + second];
};

/** The field names of one "**Entity:** a, b (sub, fields), c." line, sub-field lists dropped and aliases expanded. */
export const specFieldsOf = (line: string): string[] => {
  // "…, channel. Also actualAmount, …": the second sentence goes on with the list.
  const body = line
    .slice(line.indexOf(':**') + 3)
    .trim()
    .replace(/\.$/, '')
    .replace(/\.\s+Also\s+/g, ', ');
  const names: string[] = [];
  let depth = 0;
  let current = '';
  for (const ch of body) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ',' && depth === 0) {
      names.push(current);
      current = '';
    } else current += ch;
  }
  names.push(current);
  return names.map((n) => n.trim()).flatMap((n) => WORDS[n.replace(/\s*\([^)]*\)/g, '')] ?? expand(n.replace(/\s*\([^)]*\)/g, '')));
};
