import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { listFeaturedGames } from "@workers/services/catalogue/featured";
import { useTranslation } from "react-i18next";
import { GameCard } from "~/components/game-card";
import { getFixedT } from "~/i18n/i18n.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [games, t] = await Promise.all([listFeaturedGames(context.db), getFixedT(request)]);
  return { games, title: t("meta.homeTitle"), description: t("meta.homeDescription") };
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title },
  { name: "description", content: data?.description },
];

export default function Home() {
  const { games } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <section className="page" aria-labelledby="featured-title">
      <h1 id="featured-title">{t("home.featuredTitle")}</h1>
      {games.length === 0 ? (
        <p className="empty-state">{t("home.featuredEmpty")}</p>
      ) : (
        <ul className="game-grid" data-testid="featured-games">
          {games.map((game, index) => (
            <li key={game.id}>
              <GameCard game={game} eager={index < 4} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
