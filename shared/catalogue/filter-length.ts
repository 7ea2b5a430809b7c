// Apart from ./game-page-state.ts: the games list's search field needs only this, not the game
// page's address code (issue 30: first-load JS of /games).

/** Longest text a filter value may have; anything longer is not a real server, platform, category or game. */
export const MAX_FILTER_LENGTH = 100;
