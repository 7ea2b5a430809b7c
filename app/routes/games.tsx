import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { MAX_FILTER_LENGTH } from "@shared/catalogue/filter-length";
import { listGames } from "@workers/services/catalogue/game-list";
import { ErrorReference } from "~/components/error-reference";
import { SearchBox } from "~/components/form/search-box";
import { GameCard, gameCard } from "~/components/game-card";
import { pageTexts } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { pageSeo, seoMeta } from "~/lib/seo";
import catalogueStyles from "~/styles/catalogue.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

/** Spec section 9: a catalogue card previews up to 5 sold items. */
const CATALOGUE_PREVIEW_LIMIT = 5;

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

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

// After a form post that never reached the store, the page keeps its data instead of reloading it.
export const shouldRevalidate = unlessConnectionLost();

export default function Games() {
  const { games, search } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page catalogue">
      <h1>{t("catalogue.games.title")}</h1>
      <p className="page-subtitle">{t("catalogue.games.subtitle")}</p>
      <Form method="get" role="search" className="catalogue-search" key={search}>
        <SearchBox
          id="catalogue-search"
          texts="catalogue.games"
          buttonClassName="button"
          name="search"
          defaultValue={search}
          maxLength={MAX_FILTER_LENGTH}
        />
      </Form>
      {search && games.length > 0 && (
        <p className="catalogue__count" role="status">
          {t("catalogue.games.resultsFor", { count: games.length, query: search })}{" "}
          <Link to="/games">{t("catalogue.games.clearSearch")}</Link>
        </p>
      )}
      {games.length === 0 ? (
        <div className="empty-state" role="status">
          <h2>{t("catalogue.games.emptyTitle")}</h2>
          <p>{t(search ? "catalogue.games.emptySearch" : "catalogue.games.emptyNone")}</p>
          {search && (
            <Link to="/games" className="button button--ghost">
              {t("catalogue.games.clearSearch")}
            </Link>
          )}
        </div>
      ) : (
        <ul className="game-grid" data-testid="catalogue-games">
          {games.map((game, index) => (
            <li key={game.id}>
              <GameCard game={game} eager={index < 4} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Spec section 8: "Error loading games" with a Try Again that reloads the same address. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const location = useLocation();
  return (
    <div className="page error-page" role="alert">
      <h1>{t("catalogue.games.errorTitle")}</h1>
      <p>{t("catalogue.games.errorText")}</p>
      <ErrorReference />
      <a className="button" href={`${location.pathname}${location.search}`}>
        {t("catalogue.games.tryAgain")}
      </a>
    </div>
  );
}
