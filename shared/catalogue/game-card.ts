// What a game's card shows (app/components/game-card.tsx). Pure: the home page's and the catalogue's
// loaders send it, and the catalogue's typed search and the admin's preview build it in the browser.

/** Spec section 9: a catalogue card previews up to 5 sold items. */
export const CATALOGUE_PREVIEW_LIMIT = 5;

/** What a card shows of a game; loaders send this rather than the whole summary (servers, platforms…). */
export interface GameCardData {
  id: number;
  name: string;
  imageUrl: string;
  category: string;
  /** Up to the card's preview limit of the names of what it sells… */
  sell: string[];
  /** …and how many more there are. */
  moreSold: number;
}

/** A game's card data, showing up to `previewLimit` things it sells (spec section 9: 6 on the home page, 5 in the catalogue). */
export function gameCard(
  game: Pick<GameCardData, "id" | "name" | "imageUrl" | "category"> & { sell: string[] },
  previewLimit: number,
): GameCardData {
  const sell = game.sell.slice(0, previewLimit);
  return {
    id: game.id,
    name: game.name,
    imageUrl: game.imageUrl,
    category: game.category,
    sell,
    moreSold: game.sell.length - sell.length,
  };
}
