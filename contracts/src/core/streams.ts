/**
 * Stream names are the consistency boundaries (ARCHITECTURE.md "Write side"):
 * a rule that must hold across concurrent commands lives inside one stream.
 */
export const streams = {
  game: (activityId: string) => `game-${activityId}`,
  user: (userId: string) => `user-${userId}`,
  circle: (circleId: string) => `circle-${circleId}`,
  /** A game's ratings: who rated whom, prompt answers, the happened votes (one rule per rater and person lives here). */
  ratings: (activityId: string) => `ratings-${activityId}`,
  /** One stream per phone number or e-mail (key: a hash of the normalised value): claiming it makes the contact one user's. */
  contact: (kind: 'phone' | 'email', key: string) => `contact-${kind}.${key}`,
  /** A game's chat: its comments, removals, reports and read markers (docs/adr/0101-game-chat.md). */
  chat: (activityId: string) => `chat-${activityId}`,
} as const;

/** The category of a stream is the part before the first dash, as in EventStoreDB's `$ce-` projections. */
export const categoryOf = (streamId: string): string => {
  const dash = streamId.indexOf('-');
  return dash < 0 ? streamId : streamId.slice(0, dash);
};

/** Ids travel in paths and stream names, so they are restricted to a safe alphabet. */
export const ID_PATTERN = /^[A-Za-z0-9_.:@+-]{1,64}$/;
