import type { LinksFunction, MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
  useRouteError,
} from "@remix-run/react";
import { REVIEWS_SECTION_ID } from "@shared/reviews/shown";
import type { loader } from "@workers/catalogue/http/game-page.server";
import { ErrorReference } from "~/components/error-reference";
import { GameImage } from "~/components/game-image";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { useInStoreLinks } from "~/lib/in-store-links";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { seoMeta } from "~/lib/seo";
import { JsonLd } from "~/lib/server-render-only";
import { serverRenderedLazy } from "~/lib/server-rendered-lazy";
import catalogueStyles from "~/styles/catalogue.css?url";
import shoppingStyles from "~/styles/shopping.css?url";

// The purchase area (choices, nickname, the sale type's panel) is rendered with the page and its code
// and texts fetched after the page's first load (issue #19); until then the server's HTML of it stays in place.
// The rating and the reviews are server HTML that needs no script to read: their code comes after
// the page's first load, like the purchase area's.
const RatingSummary = serverRenderedLazy(() => import("~/components/reviews/rating-summary"), {
  texts: ["reviewCards"],
});
const GameReviews = serverRenderedLazy(() => import("~/components/reviews/game-reviews"), { texts: ["reviewCards"] });
const GamePurchase = serverRenderedLazy(() => import("~/components/catalogue/game-purchase"), {
  texts: ["game", "gameCoins", "gameItems"],
});

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: catalogueStyles },
  { rel: "stylesheet", href: shoppingStyles },
];

export { action, loader } from "@workers/catalogue/http/game-page.server";

// Adding to the cart (a POST to this page) or changing the cart leaves the catalogue as it was:
// only the shell (the cart badge) reloads, not this page's offers. GET forms (the item search)
// are navigations and reload as usual.
export const shouldRevalidate: ShouldRevalidateFunction = unlessConnectionLost(
  ({ formMethod, formAction, currentUrl, defaultShouldRevalidate }) => {
    if (formMethod !== "POST" || !formAction) return defaultShouldRevalidate;
    const path = new URL(formAction, currentUrl).pathname;
    return path === currentUrl.pathname || path === "/cart" ? false : defaultShouldRevalidate;
  },
);

// An add that never reaches the store says so beside the button and keeps the nickname and quantity.
export const clientAction = keepWorkOnConnectionLoss("serverUnreachable");

export const meta: MetaFunction<typeof loader> = ({ data: loaded, error }) => {
  if (loaded) return seoMeta(loaded.seo);
  const title = isRouteErrorResponse(error) ? (error.data as { title?: unknown } | null)?.title : undefined;
  return typeof title === "string" ? [{ title }, { name: "robots", content: "noindex" }] : [];
};

export default function GamePage() {
  const { game, state, rating, reviews } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const followInStore = useInStoreLinks();
  return (
    <div className="page game-page">
      <JsonLd />
      <nav aria-label={t("catalogue.game.breadcrumb")} className="breadcrumb">
        <a href="/games" data-discover="true" onClick={followInStore}>
          {t("nav.games")}
        </a>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">{game.name}</span>
      </nav>
      <header className="game-header">
        {/* The page's largest picture above the fold: fetched first (React 18 knows the attribute only in lower case). */}
        <GameImage game={game} box="large" sizes="320px" {...{ fetchpriority: "high" }} />
        <div>
          <h1>{game.name}</h1>
          <RatingSummary rating={rating} href={`#${REVIEWS_SECTION_ID}`} />
          <p className="game-header__meta">{[game.category, game.tipo].filter(Boolean).join(" · ")}</p>
          {game.description && <p>{game.description}</p>}
        </div>
      </header>
      {state.type ? <GamePurchase /> : <p className="empty-state">{t("catalogue.game.nothingForSale")}</p>}
      <GameReviews gameId={game.id} rating={rating} reviews={reviews} />
    </div>
  );
}

/** Spec section 8: "Game not found" for an unknown game, "Error fetching game" for anything else. */
export function ErrorBoundary() {
  const error = useRouteError();
  const location = useLocation();
  const { t } = useTranslation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <div className="page error-page" role="alert">
      <h1>{t(notFound ? "catalogue.game.notFoundTitle" : "catalogue.game.errorTitle")}</h1>
      <p>{t(notFound ? "catalogue.game.notFoundText" : "catalogue.game.errorText")}</p>
      <ErrorReference />
      <p className="error-page__actions">
        {!notFound && (
          <a className="button" href={`${location.pathname}${location.search}`}>
            {t("catalogue.game.tryAgain")}
          </a>
        )}
        <Link className={notFound ? "button" : "button button--ghost"} to="/games">
          {t("catalogue.game.backToGames")}
        </Link>
      </p>
    </div>
  );
}
