/**
 * A record's history in words (spec section 1: venue staff read what happened to their records;
 * docs/adr/0106-words-not-ids.md): every event type that can appear in a history says
 * what happened as a phrase a manager reads, "Venue created", "Game put on hold", to which the
 * history adds who did it ("… by Vikram Rao"). Event type names never reach the screen; the spec
 * beside this file fails when an event type has no words.
 */

/** What the words of one event may look at: its own data, and whether it is the first of its type in this history. */
export interface WordsContext {
  data: unknown;
  first: boolean;
}
type Words = string | ((event: WordsContext) => string);

const field = (data: unknown, name: string): string | null => {
  const value = (data as Record<string, unknown> | null)?.[name];
  return typeof value === 'string' && value !== '' ? value : null;
};
/** "active" -> "active", "pending_payment" -> "pending payment": a status as words. */
const statusWords = (status: string | null) => (status ? status.replace(/_/g, ' ') : null);
/** The first save of a record created it; later ones changed it. */
const saved =
  (created: string, changed: string): Words =>
  ({ first }) =>
    first ? created : changed;
/** "Status changed from open to closed", or without the statuses when the event lacks them. */
const statusChange =
  (what: string, fromField: string, toField: string): Words =>
  ({ data }) => {
    const from = statusWords(field(data, fromField));
    const to = statusWords(field(data, toField));
    return from && to ? `${what} changed from ${from} to ${to}` : `${what} changed`;
  };

export const HISTORY_WORDS: Readonly<Record<string, Words>> = {
  // Games (spec section 2: hosting, joining, holding a game)
  GameCreated: 'Game created',
  PlayerJoinedGame: 'Game joined',
  JoinRequested: 'Request to join sent',
  JoinRequestAccepted: 'Request to join accepted',
  JoinRequestRejected: 'Request to join turned down',
  GameHeld: 'Game put on hold',
  GameHoldReleased: 'Game taken off hold',
  MatchFullSet: ({ data }) =>
    (data as { isMatchFull?: unknown } | null)?.isMatchFull === false ? 'Game opened again for players' : 'Game marked full',
  ParticipantRemoved: 'Player removed from the game',
  ParticipantsInvited: 'Players invited',
  InvitationDeclined: 'Invitation declined',
  ParticipantLeft: 'Game left',
  GameDeleted: 'Game deleted',
  CoHostAdded: 'Co-host added',
  GameUpdated: 'Game details changed',
  CoverSet: 'Cover image set',
  CoverRemoved: 'Cover image removed',
  OfflineParticipantsAdded: 'Offline players added',
  InviteLinkSent: 'Invitation link sent',
  HoldResponded: 'Hold answered',
  QueryAdded: 'Question asked',
  QueryAnswered: 'Question answered',
  QueryDeleted: 'Question deleted',
  SlotMapped: 'Venue slot linked to the game',
  SlotUnmapped: 'Venue slot unlinked from the game',
  GamePlaceHeld: 'Paid place held',
  GamePlaceReleased: 'Paid place released',
  SharedCostRemainderHeld: 'Rest of the shared cost held',
  SharedCostRemainderPaid: 'Rest of the shared cost paid',
  SharedCostRemainderReleased: 'Rest of the shared cost released',
  PlayerJoinedWaitlist: 'Waitlist joined',
  PlayerLeftWaitlist: 'Waitlist left',
  WaitlistPlaceOffered: 'Place offered from the waitlist',
  WaitlistOfferDeclined: 'Waitlist offer declined',
  WaitlistOfferLapsed: 'Waitlist offer lapsed',
  WaitlistOfferWithdrawn: 'Waitlist offer withdrawn',
  GameEnded: 'Game ended',
  RatingWindowClosed: 'Rating closed for the game',
  // People's accounts
  UserRegistered: 'Account created',
  BasicProfileUpdated: 'Profile changed',
  ListingChoicesSet: 'Favourite sports chosen',
  TermsAccepted: 'Terms accepted',
  AccessAccountGranted: 'Back-office access granted',
  AccessAccountRevoked: 'Back-office access revoked',
  OrgUserAccountUpdated: 'GST details changed',
  GameSaved: 'Game saved',
  GameUnsaved: 'Game removed from saved',
  SelfSkillLevelSet: 'Own skill level set',
  InterestsSet: 'Interests chosen',
  CommunicationPreferencesSet: 'Notification choices changed',
  PhoneNumberChanged: 'Phone number changed',
  ContactClaimed: 'Phone or e-mail linked to the account',
  ContactReleased: 'Phone or e-mail unlinked from the account',
  CircleCreated: 'Circle created',
  NotificationSent: 'Notification sent',
  NotificationsRead: 'Notifications read',
  PushSubscriptionAdded: 'Push notifications turned on',
  PushSubscriptionRemoved: 'Push notifications turned off',
  // Ratings and disputes (spec section 2, Rate Participant / Host / Game)
  ReviewPromptAnswered: 'Review prompt answered',
  ParticipantRated: 'Player rated',
  ParticipantRatingRevised: 'Player rating revised',
  HostRated: 'Host rated',
  HostRatingVerificationChanged: "Host rating's attendance check changed",
  GameRated: 'Game rated',
  DisputeOpened: 'Dispute opened',
  DisputeResolved: 'Dispute resolved',
  DisputeReopened: 'Dispute reopened',
  GameMarkedNotHappened: 'Game marked as not happened',
  GameMarkedHappened: 'Game marked as happened',
  RatingsSetAside: 'Ratings set aside',
  RatingsRestored: 'Ratings restored',
  // Organisations, venues and their slots
  OrganisationRegistered: 'Organisation registered',
  OrganisationUpdated: 'Organisation details changed',
  OrganisationStatusChanged: statusChange('Organisation status', 'from', 'to'),
  SpaceCreated: 'Venue created',
  SpaceUpdated: 'Venue details changed',
  FieldAdded: 'Field added',
  TimeRangeConfigured: 'Opening hours and prices set',
  TimeRangeRemoved: 'Opening hours removed',
  MembershipConfigured: 'Membership plan set',
  OrganisationCommissionSet: 'Organisation commission set',
  SpaceCommissionSet: 'Venue commission set',
  SlotsHeld: 'Slots held',
  SlotHoldReleased: 'Slot hold released',
  SlotsBooked: 'Slots booked',
  SlotBookingReleased: 'Slot booking released',
  SlotsBlocked: 'Slots blocked',
  SlotsUnblocked: 'Slots unblocked',
  CitySaved: saved('City added', 'City changed'),
  // Orders, payments and refunds
  OrderPlaced: 'Order placed',
  PaymentInitiated: 'Payment started',
  PaymentCaptured: 'Payment made',
  PaymentFailed: 'Payment failed',
  OrderConfirmed: 'Order confirmed',
  PartnerSplitRecorded: "Venue's share recorded",
  PartnerSplitReversed: "Venue's share reversed",
  MembershipStarted: 'Membership started',
  OrderFailed: 'Order failed',
  OrderCancelled: 'Order cancelled',
  RefundGranted: 'Refund granted',
  OrderHoldExpired: 'Unpaid order released',
  RefundIssued: 'Refund paid out',
  PayoutSettled: 'Payout settled',
  // Coupons and campaigns
  CouponSaved: saved('Coupon created', 'Coupon changed'),
  CouponRedeemed: 'Coupon used',
  CouponRedemptionConfirmed: 'Coupon use confirmed',
  CouponRedemptionReleased: 'Coupon use given back',
  CouponGranted: 'Coupon granted',
  CampaignRewardGranted: 'Campaign reward granted',
  SpinWheelPrizesSet: 'Spin wheel prizes set',
  SpinWheelPrizeDrawn: 'Spin wheel prize drawn',
  // Classes, packs, lockers, meets, tournaments and events
  OfferingSaved: saved('Created', 'Details changed'),
  OfferingPlacesHeld: 'Places held',
  OfferingPlacesReleased: 'Places released',
  StudentEnrolled: 'Student enrolled',
  PackPurchased: 'Pack bought',
  LockersAllocated: 'Lockers allocated',
  MeetRegistered: 'Registered for the meet',
  TournamentRegistered: 'Registered for the tournament',
  EventTicketsIssued: 'Event tickets issued',
  AttendanceMarked: 'Attendance marked',
  ClassSessionStatusChanged: statusChange('Session status', 'from', 'to'),
  ClassBatchRemoved: 'Batch removed',
  ClassSessionRemoved: 'Session removed',
  // The back office's own records (instructors, enquiries, campaigns, …)
  RecordSaved: saved('Created', 'Details changed'),
  RecordStatusChanged: statusChange('Status', 'from', 'status'),
  EnquiryLogged: 'Call or visit logged',
  // Game chat
  CommentPosted: 'Chat message posted',
  CommentRemoved: 'Chat message removed',
  CommentReported: 'Chat message reported',
  CommentReportClosed: 'Report closed',
  ChatRead: 'Chat read',
};

/** An event type the table does not know yet still reads as words, never as its type name. */
export const UNKNOWN_EVENT_WORDS = 'Record changed';

/** What happened, in words: "Venue created", "Coupon changed". */
export const historyWordsOf = (type: string, context: WordsContext): string => {
  const words = HISTORY_WORDS[type];
  if (words === undefined) return UNKNOWN_EVENT_WORDS;
  return typeof words === 'string' ? words : words(context);
};

/** Who did it, as the sentence says it. */
export type HistoryActor = { kind: 'person'; name: string } | { kind: 'process' } | { kind: 'platform' };

/** The platform's own processes act under ids such as "system.notifier" and "game-clock" (command-service). */
export const isPlatformProcess = (actorId: string): boolean => actorId.startsWith('system.') || actorId.endsWith('-clock');

/** "Venue created by Vikram Rao"; "Game ended automatically"; "Organisation registered by the platform". */
export const historySentence = (what: string, actor: HistoryActor): string =>
  actor.kind === 'person' ? `${what} by ${actor.name}` : actor.kind === 'process' ? `${what} automatically` : `${what} by the platform`;
