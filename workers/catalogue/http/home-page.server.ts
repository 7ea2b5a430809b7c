// The home page's loader (app/routes/_index.tsx renders it): the featured games, streamed, and the
// home page's reviews, both the catalogue's.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { gameCard } from "@shared/catalogue/game-card";
import { showReviews } from "@shared/reviews/shown";
import { pageSeo } from "@shared/seo";
import { listFeaturedGames } from "@workers/catalogue/featured";
import { homeReviews } from "@workers/catalogue/reviews";
import { pageTexts } from "@workers/edge/page-texts.server";

/** Spec section 9: 6 sold items on a home card. */
const HOME_PREVIEW_LIMIT = 6;

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Not awaited: the page streams at once and the featured games follow when the query answers.
  const featured = listFeaturedGames(context.db).then((games) =>
    games.map((game) => gameCard(game, HOME_PREVIEW_LIMIT)),
  );
  const { language, t } = context;
  const [settings, reviews] = await Promise.all([context.shownSettings(), homeReviews(context.db, language)]);
  return {
    pageTexts: pageTexts(language, "home"),
    featured,
    reviews: { real: showReviews(t, language, reviews.real), examples: reviews.examples },
    communityUrl: settings.communityUrl,
    seo: pageSeo(request, { path: "/", title: t("meta.homeTitle"), description: t("meta.homeDescription"), language }),
  };
}
