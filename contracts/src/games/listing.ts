/** Spec section 9: game list page size (the list API's page and the player UI's "load more" agree on it). */
export const GAME_PAGE_SIZE = 9;

/** Spec section 4: the status tabs a game list is filtered by. */
export type GameStatusFilter = 'upcoming' | 'ongoing' | 'past' | 'hold';
