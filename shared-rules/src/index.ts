/**
 * Rules the player UI, the back office and the server decide alike: what a card's button offers, what a game costs
 * and how it is paid, who may do what, when a session needs refreshing, activity levels and reputations
 * (docs/adr/0122-shared-rules.md). Wire shapes, events and commands stay in @sports/contracts, which this
 * package reads and which never reads this one.
 */
export * from './accounts/permissions';
export * from './accounts/session';
export * from './bookings/gamePayment';
export * from './bookings/pricing';
export * from './bookings/proportion';
export * from './bookings/refunds';
export * from './games/cardButton';
export * from './games/invitation';
export * from './games/rules';
export * from './ratings/gameHappening';
export * from './ratings/reputation';
export * from './ratings/skillConsensus';
export * from './users/activityLevel';
export * from './users/rules';
