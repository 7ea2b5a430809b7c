import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { loader } from "@workers/catalogue/http/home-page.server";
import { FeaturedGames } from "~/components/home/featured-games";
import { Hero } from "~/components/home/hero";
import { WhyChooseUs } from "~/components/home/why-choose-us";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { seoMeta } from "~/lib/seo";
import { serverRenderedLazy } from "~/lib/server-rendered-lazy";
import catalogueStyles from "~/styles/catalogue.css?url";

// Server HTML that needs no script to read: its code comes after the page's first load.
const Reviews = serverRenderedLazy(() => import("~/components/home/reviews"), { texts: ["reviewCards"] });

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

export { loader } from "@workers/catalogue/http/home-page.server";

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
