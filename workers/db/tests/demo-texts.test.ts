// Issue 47: the demo catalogue's Portuguese texts read Portuguese. A Portuguese text that keeps two
// English words of its original in a row ("Gold coins para todos os mundos") was left half
// translated; names (of games, coins, their units and items) are the same in both languages.
import { describe, expect, it } from "vitest";
import { statedClaims } from "../../../tests/workers/support/stated-claims";
import { demoGames } from "../seed/demo-catalogue";
import { coinDescriptionsPt, gameDescriptionsPt, subcategoriesPt } from "../seed/demo-catalogue-pt";

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\d]+/gu) ?? [];
const pairsOf = (text: string) => {
  const words = wordsOf(text);
  return words.slice(1).map((word, index) => `${words[index]} ${word}`);
};

// Names keep their words in Portuguese: their pairs may appear in both texts. Besides the catalogue's
// own, the names of the games' services that the texts mention.
const names = [
  "Ultimate Team",
  "Supercell ID",
  ...demoGames.flatMap((game) => [
    game.name,
    ...game.coins.flatMap((coin) => [coin.coinName, coin.unitName]),
    ...game.items.map((item) => item.name),
  ]),
];
const namePairs = new Set(names.flatMap(pairsOf));

/** The pairs of English words a Portuguese text took from its original, names aside. */
function englishLeftIn(english: string, portuguese: string): string[] {
  const original = new Set(pairsOf(english));
  return pairsOf(portuguese).filter((pair) => original.has(pair) && !namePairs.has(pair));
}

const translations = [
  ...demoGames.map((game) => ({ english: game.description, portuguese: gameDescriptionsPt[game.slug] })),
  ...demoGames.flatMap((game) =>
    game.coins.map((coin) => ({ english: coin.description, portuguese: coinDescriptionsPt[coin.description] })),
  ),
  ...Object.entries(subcategoriesPt).map(([english, portuguese]) => ({ english, portuguese })),
];

describe("the demo catalogue in Portuguese", () => {
  it("has a Portuguese text for every English one", () => {
    expect(translations.filter((text) => !text.portuguese).map((text) => text.english)).toEqual([]);
  });

  it("leaves no English phrase of the original in a Portuguese text", () => {
    const mixed = translations
      .map(({ english, portuguese = "" }) => ({ portuguese, english: englishLeftIn(english, portuguese) }))
      .filter((text) => text.english.length > 0);
    expect(mixed).toEqual([]);
  });

  it("states no delivery speed of its own, in either language: each offer's delivery time says it", () => {
    const texts = translations.flatMap(({ english, portuguese = "" }) => [english, portuguese]);
    expect(texts.flatMap(statedClaims)).toEqual([]);
  });
});
