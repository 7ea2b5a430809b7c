import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useLocation } from "@remix-run/react";
import { MAX_FILTER_LENGTH } from "@shared/catalogue/filter-length";
import { CATALOGUE_PREVIEW_LIMIT, type GameCardData, gameCard } from "@shared/catalogue/game-card";
import type { loader } from "@workers/catalogue/http/games-page.server";
import { useRef, useState } from "react";
import { ErrorReference } from "~/components/error-reference";
import { SearchBox } from "~/components/form/search-box";
import { GameCard } from "~/components/game-card";
import { useTranslation } from "~/i18n/use-translation";
import { useAdoptTyped } from "~/lib/adopt-field";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { type FoundGame, useGameSearch } from "~/lib/game-search";
import { seoMeta } from "~/lib/seo";
import { useHydrated } from "~/lib/use-hydrated";
import catalogueStyles from "~/styles/catalogue.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: catalogueStyles }];

export { loader } from "@workers/catalogue/http/games-page.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => seoMeta(data?.seo);

// After a form post that never reached the store, the page keeps its data instead of reloading it.
export const shouldRevalidate = unlessConnectionLost();

/** A game of the typed search's answer, as the grid's cards show it. */
function foundCard(game: FoundGame): GameCardData {
  const sell = game.sell.split(",").map((name) => name.trim());
  return gameCard({ ...game, imageUrl: game.image_url, sell: sell.filter(Boolean) }, CATALOGUE_PREVIEW_LIMIT);
}

/**
 * What the grid shows: the page's own games for its search, or, once the page's script runs, those
 * of the text being typed (the same search, ~/lib/game-search.ts); Enter still loads the page for
 * it, which is all the form does without JavaScript.
 */
function useShownGames(search: string, games: GameCardData[], typed: string) {
  const hydrated = useHydrated();
  const typing = typed.trim() !== search;
  const found = useGameSearch(typed, "search", hydrated && typing);
  if (!typing || !found.games) return { search, games, failed: typing && found.failed };
  return { search: found.query, games: found.games.map(foundCard), failed: found.failed };
}

export default function Games() {
  const loaded = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // The text in the box, starting from the page's search whenever a new one is loaded.
  const [typed, setTyped] = useState({ for: loaded.search, text: loaded.search });
  if (typed.for !== loaded.search) setTyped({ for: loaded.search, text: loaded.search });
  const field = useRef<HTMLInputElement>(null);
  useAdoptTyped(field, (text) => setTyped({ for: loaded.search, text }));
  const { search, games, failed } = useShownGames(loaded.search, loaded.games, typed.text);
  return (
    <div className="page catalogue">
      <h1>{t("catalogue.games.title")}</h1>
      <p className="page-subtitle">{t("catalogue.games.subtitle")}</p>
      <Form method="get" role="search" className="catalogue-search" key={loaded.search}>
        <SearchBox
          id="catalogue-search"
          texts="catalogue.games"
          buttonClassName="button"
          name="search"
          defaultValue={loaded.search}
          maxLength={MAX_FILTER_LENGTH}
          inputRef={field}
          onChange={(event) => setTyped({ for: loaded.search, text: event.target.value })}
        />
      </Form>
      {/* The typed text and the games shown stay; only the newest answer is missing. */}
      {failed ? (
        <p className="catalogue__count" role="alert">
          {t("connection.serverUnreachable")}
        </p>
      ) : null}
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
