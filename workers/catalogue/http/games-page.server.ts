// The catalogue page's loader (app/routes/games.tsx renders it): the games of its ?search=, as cards.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { MAX_FILTER_LENGTH } from "@shared/catalogue/filter-length";
import { CATALOGUE_PREVIEW_LIMIT, gameCard } from "@shared/catalogue/game-card";
import { pageSeo } from "@shared/seo";
import { listGames } from "@workers/catalogue/game-list";
import { pageTexts } from "@workers/edge/page-texts.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const search = (new URL(request.url).searchParams.get("search") ?? "").trim().slice(0, MAX_FILTER_LENGTH);
  const { language, t } = context;
  const games = await listGames(context.db, { search });
  return {
    pageTexts: pageTexts(language, "games"),
    games: games.map((game) => gameCard(game, CATALOGUE_PREVIEW_LIMIT)),
    search,
    seo: pageSeo(request, {
      path: "/games",
      title: t("catalogue.meta.gamesTitle"),
      description: t("catalogue.meta.gamesDescription"),
      language,
    }),
  };
}
