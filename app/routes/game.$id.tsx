import {
  type ActionFunctionArgs,
  type AppLoadContext,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  redirect,
} from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Link,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
  useRouteError,
} from "@remix-run/react";
import { MAX_NICKNAME_LENGTH, MIN_LINE_QUANTITY } from "@shared/cart/limits";
import { gamePageHref, parseGamePageQuery, QUANTITY_UPDATE_INTENT } from "@shared/catalogue/game-page-state";
import { withNumbers } from "@shared/form-numbers";
import { parseId } from "@shared/ids";
import { newPressKey, PRESS_KEY_FIELD } from "@shared/press-key";
import { REVIEWS_SECTION_ID, showReviews } from "@shared/reviews/shown";
import { canonicalOf, pageSeo } from "@shared/seo";
import { rememberedGameChoices } from "@workers/accounts/game-choices";
import { addToCartAction } from "@workers/cart/actions";
import { cartDepsOf } from "@workers/cart/http/api";
import { addToCartSchema } from "@workers/cart/schemas";
import { loadGamePage } from "@workers/catalogue/game-page";
import { requireUser } from "@workers/edge/page-guards.server";
import { readForm, readFormFields } from "@workers/edge/page-input.server";
import { orNotFound, pageNotFound, refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { readPressKey } from "@workers/edge/validation";
import { ErrorReference } from "~/components/error-reference";
import { GameImage } from "~/components/game-image";
import { useTranslation } from "~/i18n/use-translation";
import { unlessConnectionLost } from "~/lib/connection-loss";
import { useInStoreLinks } from "~/lib/in-store-links";
import { serializeJsonLd } from "~/lib/json-ld";
import { keepWorkOnConnectionLoss } from "~/lib/keep-work";
import { productJsonLd } from "~/lib/product-json-ld";
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

/**
 * The signed-in shopper's last choices on this game's page, and the key of their next press of a buy
 * button (decision 042); none for a visitor, whose page the edge cache shares with every visitor.
 */
async function shopperStateFor(context: AppLoadContext, gameId: number | null) {
  const user = await context.user();
  if (!user) return { remembered: null, pressKey: null };
  const remembered = gameId === null ? null : await rememberedGameChoices(context.db, user.id, gameId);
  return { remembered, pressKey: newPressKey() };
}

/** ?tag= from a return link: a nickname, or nothing when it is blank or too long to be one. */
function nicknameParam(search: URLSearchParams): string | null {
  const tag = search.get("tag")?.trim() ?? "";
  return tag !== "" && tag.length <= MAX_NICKNAME_LENGTH ? tag : null;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const gameId = parseId(params.id);
  const search = new URL(request.url).searchParams;
  const { language, t, currency: shopperCurrency } = context;
  const { remembered, pressKey } = await shopperStateFor(context, gameId);
  // The shopper's last server and platform here stand in for the ones the address leaves out.
  const asked = parseGamePageQuery(search);
  const query = {
    ...asked,
    server: asked.server ?? remembered?.server ?? null,
    platform: asked.platform ?? remembered?.platform ?? null,
  };
  const notFound = { title: t("catalogue.meta.gameNotFoundTitle") };
  if (gameId === null) throw pageNotFound(notFound);
  const result = await orNotFound(
    loadGamePage(context.db, gameId, query, language, shopperCurrency, context.shownSettings()),
    notFound,
  );
  if (result.status === "page_out_of_range") throw redirect(gamePageHref(gameId, result.state));
  const {
    game,
    currency,
    settings,
    tabs,
    state,
    coins,
    subcategories,
    listing,
    offers,
    deliveryStats,
    rating,
    reviews,
  } = result.data;
  const seo = pageSeo(request, {
    path: `/game/${game.id}`,
    title: t("catalogue.meta.gameTitle", { name: game.name, sells: game.sell.slice(0, 3).join(", ") || game.category }),
    description: t("catalogue.meta.gameDescription", { description: game.description }),
    language,
    image: game.imageUrl || undefined,
  });
  // For the server's HTML only: crawlers read it there, the browser keeps that copy.
  context.serverRenderOnly.jsonLd = serializeJsonLd(
    productJsonLd({ game, offers, rating, reviews, currency, url: canonicalOf(seo), image: seo.image }),
  );
  return {
    // The purchase area and its panel bring their own texts with their code.
    pageTexts: pageTexts(language, "gamePage"),
    game,
    // A link back from the email verification carries the nickname typed before signing up.
    initialNickname: nicknameParam(search) ?? remembered?.nickname ?? "",
    pressKey,
    tabs,
    state,
    coins,
    subcategories,
    listing,
    currency,
    deliveryHours: settings.deliveryHours,
    deliveryStats,
    rating,
    reviews: showReviews(t, language, reviews),
    seo,
  };
}

/**
 * Add to cart (the purchase form's buttons): the same action and schema as POST /api/cart, with the
 * game taken from the address. Without JavaScript the page comes back with the confirmation.
 */
export const action = refusable(async ({ request, params, context }: ActionFunctionArgs) => {
  const posted = await readFormFields(request);
  if (posted.intent === QUANTITY_UPDATE_INTENT) throw redirect(withTypedQuantity(request.url, posted));
  const user = await requireUser(request, context);
  const fields = { ...posted, game_id: params.id ?? "" };
  const add = await readForm(
    request,
    addToCartSchema,
    withNumbers(fields, ["quantidade"], ["game_id", "item_id", "coin_id"]),
  );
  const pressKey = readPressKey(posted[PRESS_KEY_FIELD], PRESS_KEY_FIELD);
  await addToCartAction(cartDepsOf(context), user, add, { priced: false }, pressKey);
  // The coin offer added stays chosen on the page that answers, its quantity back at the minimum (as with JavaScript).
  return {
    added: true as const,
    coins: add.coinOfferId ? { coin: add.coinOfferId, quantity: MIN_LINE_QUANTITY } : null,
  };
});

/**
 * The page the Update of the coin quantity asks for, without JavaScript: this one with the quantity
 * as typed (the page says how it was read, as for ?qty= in a link) and the nickname typed so far.
 */
function withTypedQuantity(pageUrl: string, posted: Record<string, FormDataEntryValue>): string {
  const url = new URL(pageUrl);
  url.searchParams.set("qty", String(posted.quantidade ?? ""));
  const nickname = String(posted.tag ?? "").trim();
  if (nickname) url.searchParams.set("tag", nickname);
  return `${url.pathname}${url.search}`;
}

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
