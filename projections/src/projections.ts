import type { Projection } from './core/projection';
import { gameListProjection } from './gameList/gameListProjection';
import { gameParticipantsProjection } from './gameParticipants/gameParticipantsProjection';
import { userProjection } from './users/userProjection';
import { playedGamesProjection } from './playerStats/playedGamesProjection';
import { circleProjection } from './circles/circleProjection';
import { venueProjection } from './venues/venueProjection';
import { spaceProjection } from './catalogue/spaceProjection';
import { slotDayProjection } from './catalogue/slotDayProjection';
import { orderProjection } from './bookings/orderProjection';
import { buyerPhoneProjection } from './bookings/buyerPhoneProjection';
import { membershipProjection } from './bookings/membershipProjection';
import { payoutProjection } from './bookings/payoutProjection';
import { settlementProjection } from './bookings/settlementProjection';
import { heldOrderProjection } from './bookings/heldOrderProjection';
import { waitlistProjection } from './waitlist/waitlistProjection';
import { offeringProjection } from './catalogue/offeringProjection';
import { listingProjection } from './listings/listingProjection';
import { couponProjection, campaignRewardProjection, spinWheelProjection } from './bookings/couponProjections';
import { recordProjection } from './backoffice/recordProjection';
import { attendanceProjection, batchProjection, classSessionProjection, studentProjection } from './classes';
import { organisationProjection } from './catalogue/organisationProjection';
import { cityProjection } from './catalogue/cityProjection';
import { accessAccountProjection } from './users/accessAccountProjection';
import { ratingEntriesProjection } from './ratings/ratingEntriesProjection';
import { transactionProjection } from './bookings/transactionProjection';
import {
  disputesProjection,
  ratedGamesProjection,
  ratingGameFactsProjection,
  ratingsGivenListProjection,
  ratingsGivenProjection,
  userRatingsProjection,
} from './ratings';
import { inboxProjection } from './inbox/inboxProjection';
import { dueGamesProjection, leaderboardEntriesProjection } from './leaderboard';
import { chatProjections } from './chat';
import { inviteLinkProjection } from './gameInviteLinks/inviteLinkProjection';
import { gameVenuesProjection } from './gameVenues/gameVenuesProjection';
import { venueKeysProjection } from './gameVenues/venueKeysProjection';
import { venueMatchProjection } from './catalogue/venueMatchProjection';

/** The read models of ratings and reviews (docs/ratings.md); the ratings benchmark rebuilds these. */
export const ratingProjections = [
  ratingsGivenProjection,
  ratedGamesProjection,
  userRatingsProjection,
  disputesProjection,
] as unknown as readonly Projection[];

/** Every read model of the platform; runners and rebuild tools take this list. */
export const allProjections: readonly Projection[] = [
  gameListProjection as unknown as Projection,
  // Each game's participants, one document per person.
  gameParticipantsProjection as unknown as Projection,
  userProjection as unknown as Projection,
  playedGamesProjection as unknown as Projection,
  circleProjection as unknown as Projection,
  venueProjection as unknown as Projection,
  spaceProjection as unknown as Projection,
  slotDayProjection as unknown as Projection,
  // The buyers' phone numbers over time, which orders join (docs/adr/0111-buyer-phone-on-orders.md).
  buyerPhoneProjection as unknown as Projection,
  orderProjection as unknown as Projection,
  membershipProjection as unknown as Projection,
  payoutProjection as unknown as Projection,
  settlementProjection as unknown as Projection,
  heldOrderProjection as unknown as Projection,
  waitlistProjection as unknown as Projection,
  offeringProjection as unknown as Projection,
  couponProjection as unknown as Projection,
  campaignRewardProjection as unknown as Projection,
  spinWheelProjection as unknown as Projection,
  listingProjection as unknown as Projection,
  recordProjection as unknown as Projection,
  batchProjection as unknown as Projection,
  classSessionProjection as unknown as Projection,
  studentProjection as unknown as Projection,
  attendanceProjection as unknown as Projection,
  // The back office's organisations, cities, access accounts, ratings and transactions.
  organisationProjection as unknown as Projection,
  cityProjection as unknown as Projection,
  accessAccountProjection as unknown as Projection,
  ratingEntriesProjection as unknown as Projection,
  transactionProjection as unknown as Projection,
  // Every notification in its recipient's inbox.
  inboxProjection as unknown as Projection,
  // The game clock's due times and the leaderboards built from its events.
  dueGamesProjection as unknown as Projection,
  leaderboardEntriesProjection as unknown as Projection,
  ...ratingProjections,
  // "Ratings you gave": each rating by its rater, newest first, and the games they name (a deleted one kept).
  ratingsGivenListProjection as unknown as Projection,
  ratingGameFactsProjection as unknown as Projection,
  // A game's chat: a document per comment, per game, per member's read marker and per report (docs/adr/0101-game-chat.md).
  ...(chatProjections as unknown as readonly Projection[]),
  // One-time invitation links: a link's holder sees the private game it opens (docs/adr/0102-paying-together.md).
  inviteLinkProjection as unknown as Projection,
  // Where each game is played, as keys its venue is found by (docs/adr/0108-games-at-their-venues.md).
  gameVenuesProjection as unknown as Projection,
  venueKeysProjection as unknown as Projection,
  // Listed venues by the keys a typed place may name them by (docs/adr/0105-typed-place-venue-match.md).
  venueMatchProjection as unknown as Projection,
];
