// The loader of /game/{id}/reviews?page=N (app/routes/game.$id_.reviews.tsx renders it): the reviews
// area's read of a game's visible reviews, one D1 round trip (gameReviewsListing).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseId, parsePage } from "@shared/ids";
import { showReviews } from "@shared/reviews/shown";
import { orNotFound, pageNotFound } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { gameReviewsListing } from "@workers/reviews/read";

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
