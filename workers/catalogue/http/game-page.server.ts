// The game page as the store serves it (app/routes/game.$id.tsx renders it): the catalogue's loader,
// and the purchase form's add to cart, which calls the cart's own action (workers/cart/actions.ts).
import { type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, redirect } from "@remix-run/cloudflare";
import { MAX_NICKNAME_LENGTH, MIN_LINE_QUANTITY } from "@shared/cart/limits";
import {
  gamePageHref,
  parseGamePageQuery,
  QUANTITY_UPDATE_INTENT,
  STOCK_ALERT_INTENT,
} from "@shared/catalogue/game-page-state";
import { withNumbers } from "@shared/form-numbers";
import { parseId } from "@shared/ids";
import { serializeJsonLd } from "@shared/json-ld";
import { newPressKey, PRESS_KEY_FIELD } from "@shared/press-key";
import { showReviews } from "@shared/reviews/shown";
import { canonicalOf, pageSeo } from "@shared/seo";
import { rememberedGameChoices } from "@workers/accounts/game-choices";
import { addToCartAction } from "@workers/cart/actions";
import { addToCartSchema } from "@workers/cart/schemas";
import { loadGamePage } from "@workers/catalogue/game-page";
import { productJsonLd } from "@workers/catalogue/product-json-ld";
import { requireUser } from "@workers/edge/page-guards.server";
import { readForm, readFormFields } from "@workers/edge/page-input.server";
import { keepingTyped, orNotFound, pageNotFound, refusable } from "@workers/edge/page-refusals.server";
import { pageTexts } from "@workers/edge/page-texts.server";
import { readPressKey } from "@workers/edge/validation";
import { askToBeToldFrom, stockAlertSchema } from "@workers/stock/alerts";

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
    stock,
    deliveryMethods,
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
    stock,
    deliveryMethods,
    lowStockThreshold: settings.lowStockThreshold,
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
  // "Tell me when it's back" (issue 50): a visitor may ask too, so before the sign-in the add needs.
  if (posted.intent === STOCK_ALERT_INTENT) {
    const input = await readForm(request, stockAlertSchema, withNumbers(posted, ["offer_id"]));
    const user = await context.user();
    await askToBeToldFrom(
      { db: context.db, env: context.cloudflare.env },
      { ip: context.caller.ip, language: context.language, userId: user?.id ?? null },
      input,
    );
    return { alerted: true as const, kind: input.kind, offerId: input.offer_id };
  }
  const user = await requireUser(request, context);
  const fields = { ...posted, game_id: params.id ?? "" };
  // A refused add shows the hand-over details again, also without JavaScript (the nickname comes back in ?tag=).
  const typed = {
    delivery_method: posted.delivery_method,
    character_name: posted.character_name,
    time_window: posted.time_window,
  };
  return keepingTyped(context.t, typed, async () => {
    const add = await readForm(
      request,
      addToCartSchema,
      withNumbers(fields, ["quantidade"], ["game_id", "item_id", "coin_id", "delivery_method"]),
    );
    const pressKey = readPressKey(posted[PRESS_KEY_FIELD], PRESS_KEY_FIELD);
    // The load context holds the cart's dependencies: the database and the shopper's currency.
    await addToCartAction(context, user, add, { priced: false }, pressKey);
    // The coin offer added stays chosen on the page that answers, its quantity back at the minimum (as with JavaScript).
    return {
      added: true as const,
      coins: add.coinOfferId ? { coin: add.coinOfferId, quantity: MIN_LINE_QUANTITY } : null,
    };
  });
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
