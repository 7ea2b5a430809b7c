// /game/{id}/reviews?page=N: every visible review of a game, 10 a page, those in the page's language
// first, then the newest. Plain links and server HTML, so it reads the same without JavaScript. The
// game page shows the first ones and links here.
import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { loader } from "@workers/reviews/http/game-reviews-page.server";
import { Pagination } from "~/components/catalogue/pagination";
import { ReviewList } from "~/components/reviews/game-reviews";
import { RatingSummary } from "~/components/reviews/rating-summary";
import { useTranslation } from "~/i18n/use-translation";
import catalogueStyles from "~/styles/catalogue.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

export { loader } from "@workers/reviews/http/game-reviews-page.server";

// The game page carries the reviews' structured data; these pages are for reading, not indexing.
export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? [{ title: data.title }, { name: "robots", content: "noindex, follow" }] : [];

export default function GameReviewsPage() {
  const { game, reviews, rating, page, pageCount } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page game-reviews-page">
      <p>
        <a href={`/game/${game.id}`}>{t("reviewsShown.list.backToGame", { name: game.name })}</a>
      </p>
      <h1>{t("reviewsShown.list.title", { name: game.name })}</h1>
      <RatingSummary rating={rating} />
      {reviews.length === 0 ? (
        <p className="empty-state">{t(rating.count === 0 ? "reviewsShown.game.none" : "reviewsShown.list.empty")}</p>
      ) : (
        <ReviewList reviews={reviews} />
      )}
      <Pagination
        page={page}
        pageCount={pageCount}
        hrefFor={(target) => `/game/${game.id}/reviews${target > 1 ? `?page=${target}` : ""}`}
      />
    </div>
  );
}
