import type { GamePageData } from "@workers/catalogue/game-page";
import type { AggregateRating, Product, Review, WithContext } from "schema-dts";

/**
 * schema.org Product data for a game page: the game, the range of what it sells, and its rating and
 * reviews. Both come only from real reviews of delivered orders that are shown (Google's review
 * snippets refuse made-up ones); without any they are left out, never written as zero.
 */
export function productJsonLd({
  game,
  offers,
  rating,
  reviews,
  currency,
  url,
  image,
}: Pick<GamePageData, "game" | "offers" | "rating" | "reviews"> & {
  currency: string;
  url: string;
  image?: string;
}): WithContext<Product> {
  const price = (cents: number) => (cents / 100).toFixed(2);
  const shown = rating.average !== null && rating.count > 0 && reviews.length > 0;
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
    aggregateRating: shown ? aggregateRating(rating.average ?? 0, rating.count) : undefined,
    review: shown ? reviews.map(reviewJsonLd) : undefined,
  };
}

function aggregateRating(average: number, count: number): AggregateRating {
  return { "@type": "AggregateRating", ratingValue: average, reviewCount: count, bestRating: 5, worstRating: 1 };
}

function reviewJsonLd(review: GamePageData["reviews"][number]): Review {
  return {
    "@type": "Review",
    reviewRating: { "@type": "Rating", ratingValue: review.rating, bestRating: 5, worstRating: 1 },
    author: { "@type": "Person", name: review.author },
    datePublished: review.createdAt.slice(0, 10),
    reviewBody: review.text || undefined,
    inLanguage: review.language,
  };
}
