import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { showReviews } from "@shared/reviews/shown";
import { pageSeo } from "@shared/seo";
import { listFeaturedGames } from "@workers/catalogue/featured";
import { homeReviews } from "@workers/catalogue/reviews";
import { pageTexts } from "@workers/edge/page-texts.server";
import { gameCard } from "~/components/game-card";
import { FeaturedGames, HOME_PREVIEW_LIMIT } from "~/components/home/featured-games";
import { Hero } from "~/components/home/hero";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { seoMeta } from "~/lib/seo";
import { serverRenderedLazy } from "~/lib/server-rendered-lazy";
import catalogueStyles from "~/styles/catalogue.css?url";

// Server HTML that needs no script to read: its code comes after the page's first load.
const Reviews = serverRenderedLazy(() => import("~/components/home/reviews"), { texts: ["reviewCards"] });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

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

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

// After a form post that never reached the store, the page keeps its data instead of reloading it.
export const shouldRevalidate = unlessConnectionLost();

export default function Home() {
  const { featured, reviews, communityUrl } = useLoaderData<typeof loader>();
  return (
    <div className="page home">
      <Hero communityUrl={communityUrl} />
      <FeaturedGames games={featured} />
      <WhyChooseUs />
      <Reviews reviews={reviews} />
    </div>
  );
}
