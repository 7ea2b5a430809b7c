import type { GamePageData } from "@workers/services/catalogue/game-page";

/** schema.org Product data for a game page: the game, and the range of what it sells. */
export function productJsonLd({
  game,
  offers,
  currency,
  url,
  image,
}: Pick<GamePageData, "game" | "offers"> & { currency: string; url: string; image?: string }) {
  const price = (cents: number) => (cents / 100).toFixed(2);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: game.name,
    description: game.description || undefined,
    category: game.category || undefined,
    image,
    url,
    offers: offers
      ? {
          "@type": "AggregateOffer",
          priceCurrency: currency,
          lowPrice: price(offers.lowCents),
          highPrice: price(offers.highCents),
          offerCount: offers.count,
          availability: "https://schema.org/InStock",
          url,
        }
      : undefined,
  };
}
