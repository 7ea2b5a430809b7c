// /game/{id}/reviews?page=N: every visible review of a game, 10 a page, those in the page's language
// first, then the newest. Plain links and server HTML, so it reads the same without JavaScript; one
// D1 round trip (gameReviewsListing). The game page shows the first ones and links here.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { parseId, parsePage } from "@shared/ids";
import { showReviews } from "@shared/reviews/shown";
import { orNotFound, pageNotFound } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { gameReviewsListing } from "@workers/reviews/read";
import { Pagination } from "~/components/catalogue/pagination";
import { ReviewList } from "~/components/reviews/game-reviews";
import { RatingSummary } from "~/components/reviews/rating-summary";
import { useTranslation } from "~/i18n/use-translation";
import catalogueStyles from "~/styles/catalogue.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const gameId = parseId(params.id);
  if (gameId === null) throw pageNotFound();
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const { language, t } = context;
  const listing = await orNotFound(gameReviewsListing(context.db, gameId, language, page));
  return {
    pageTexts: pageTexts(language, "gameReviews"),
    title: t("reviewsShown.list.metaTitle", { name: listing.game.name }),
    ...listing,
    reviews: showReviews(t, language, listing.reviews),
  };
}

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
