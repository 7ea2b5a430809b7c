/** Lower-case and accent-free, so "Poção" matches "pocao" (spec section 5, catalogue search). */
export function normalizeSearch(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .trim();
}

/** The text a game is searched by: name, category, tipo and sell. */
export function gameSearchText(game: { name: string; category: string; tipo: string; sell: string }): string {
  return normalizeSearch([game.name, game.category, game.tipo, game.sell].join(" "));
}
