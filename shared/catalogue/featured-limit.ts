/** Spec section 9: the home page shows up to 12 featured games (the admin's settings offer as many slots). */
export const FEATURED_GAMES_LIMIT = 12;
