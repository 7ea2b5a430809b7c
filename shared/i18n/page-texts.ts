// Which texts travel with which page, and the one way they reach it: by page area, a list of dotted
// paths into the whole tree (textAreas below), picked and serialised on the server by pageTexts()
// (./i18n.server.ts). What a page renders first comes in its loaders' data (`pageTexts`: the root
// loader sends the shell's, each route's loader its own), in the language of the request, and
// PageTexts (./use-translation.tsx) merges those of every matched route. What loads later (a part the
// server rendered whose code comes after the first load, a panel opened on demand) fetches the very
// same JSON of its areas from /resources/texts (./part-texts.tsx). No text is in a script chunk.
// The server renders from the same texts, so a text missing here shows its key on the server's page
// too, where tests/workers/texts/page-texts.test.ts looks for it.
// See docs/decisions/026-fast-on-a-phone.md and docs/decisions/054-one-way-for-texts.md.
import type { TextTree } from "@shared/i18n/translator";

/** Texts the error screens of the catalogue, cart and order routes show when their loader failed. */
const routeErrors = [
  "cart.loadError",
  "cart.retry",
  "catalogue.games.errorTitle",
  "catalogue.games.errorText",
  "catalogue.games.tryAgain",
  "catalogue.game.notFoundTitle",
  "catalogue.game.notFoundText",
  "catalogue.game.errorTitle",
  "catalogue.game.errorText",
  "catalogue.game.tryAgain",
  "catalogue.game.backToGames",
  "orders.notFound",
  "orders.backToOrders",
];

/** A game's card and picture, wherever games are listed. */
const gameCards = ["catalogue.card", "catalogue.rating", "catalogue.games.noImage"];

/**
 * Shoppers' reviews wherever they are listed: the rating, the stars' words and the answer's label.
 * Each review's facts come in words from the server (workers/reviews/shown.ts).
 */
const reviewCards = ["reviewsShown.game", "catalogue.rating", "reviews.card.reply"];

/** Everything the cart shows, on its page, at checkout and in the drawer. */
const cartTexts = [
  "cart",
  "cartUndo",
  "lines",
  "deliveryPromise",
  "vocabulary.waiting",
  "checkout.summary",
  // The code field and its discounts; why a kept code no longer applies is told in these words.
  "promotions.field",
  "promotions.apply",
  "promotions.remove",
  "promotions.lineDiscount",
  "promotions.refusals",
  "promotionsShop",
  // A line beyond what is left of it on its server (issue 50).
  "stock.shown",
  // How each line is handed over (issue 49).
  "delivery.shown",
];

/** An order as the shopper sees it: list, page, payment results. */
const orderTexts = [
  "orders",
  // The empty list's way out (shared with the empty cart).
  "cart.browseGames",
  // The live order page: promise, progress, proof, timeline, cancel and after-delivery forms.
  "orderTrust",
  // The promise's link to the store's measured delivery figures.
  "trust.links.order",
  "withdrawal",
  "orderMoney.shopper",
  // A paid order held for review: what happens next and by when (issue 51).
  "riskHolds.shopper",
  // Rating the delivered lines.
  "reviews.form",
  "reviews.card",
  "catalogue.rating",
  // The list's "pay now" link of a pending order.
  "paymentStep.payNow",
  "paymentStep.payNowFor",
  // The order page's "pay now" section of a pending order (its payment step brings the rest).
  "paymentStep.payNowTitle",
  "paymentStep.payNowText",
  "lines",
  "deliveryPromise",
  "vocabulary.orderStatuses",
  "vocabulary.statusReasons",
  "vocabulary.paymentMethods",
  "vocabulary.waiting",
  "cart.price",
  "cart.quantity",
  "cart.subtotal",
  "cart.nickname",
  "cart.server",
  "cart.platform",
  "cart.serviceFee",
  "cart.total",
  // The order's code and its discount, per line and in total.
  "promotions.lineDiscount",
  "promotionsShop.lineDiscount",
  "promotionsShop.totalDiscount",
  "promotionsShop.orderCode",
  // How each line is handed over (issue 49).
  "delivery.shown",
];

/** A pending order's "pay now": the checkout's payment step (its Pix panel, 3-D Secure step and consent too: the server renders them when a form is sent without JavaScript). */
const orderPaymentTexts = ["paymentStep", "checkout", "pix", "threeDSecure", "policies.checkoutConsent"];

/** Dotted paths into the texts (a whole area such as `auth`, or one part such as `catalogue.home`), per page area. */
export const textAreas = {
  shell: [
    "meta.siteName",
    "nav",
    "header",
    "footer",
    "toast",
    "connection",
    // A form's answer without the store's message (app/lib/connection-loss.ts): no network needed to say so.
    "failures",
    // The error screens; the other `errors` texts are the server's answers, translated there.
    "errors.notFoundTitle",
    "errors.notFoundText",
    "errors.forbiddenTitle",
    "errors.forbiddenText",
    "errors.genericTitle",
    "errors.genericText",
    "errors.backHome",
    "errors.reference",
    "catalogue.search",
    // The footer's link to the trust page.
    "trust.links.footer",
    // The footer's links to the policies.
    "policies.titles",
    "auth.messages.signedOut",
    // The chat button; the dialogs any page may open bring their texts with their code (./lazy-texts.tsx).
    "chat.open",
    "chat.loading",
    ...routeErrors,
  ],
  /** Added to the shell's for a signed-in user: the header's account menu. */
  accountMenu: ["account.menu"],
  /** Added to the shell's for a visitor: the header's sign-in form, in the page before its code (app/components/auth/quick-sign-in.tsx). */
  quickSignIn: [
    "auth.login.title",
    "auth.login.submit",
    "auth.login.forgotPassword",
    "auth.login.noAccount",
    "auth.login.createAccount",
    "auth.fields.email",
    "auth.fields.password",
    "auth.modal.close",
  ],
  home: ["catalogue.home", ...gameCards],
  /** The reviews on the home and game pages, which bring their texts with their code. */
  reviewCards,
  /** A game's reviews page (/game/{id}/reviews). */
  gameReviews: ["reviewsShown.list", "catalogue.pagination", ...reviewCards],
  games: ["catalogue.games", "catalogue.pagination", ...gameCards],
  /** The game page's own; its purchase area and the sale type's panel bring theirs with their code. */
  gamePage: ["catalogue.game.breadcrumb", "catalogue.game.nothingForSale"],
  /** The game page's purchase area; with one of the two below, for the sale type it shows. */
  game: [
    "catalogue.game",
    "cart.add",
    "cart.addError",
    "cart.addCurrencyError",
    "cart.loginRequiredText",
    "cart.nicknameRequired",
    "cart.nicknameTooLong",
    "cart.nicknameWarning",
    "cart.zeroPriceDialog",
    "nav.games",
    "deliveryPromise",
    // Each offer's and sale type's measured delivery beside its promise.
    "trust.duration",
    "trust.measured",
    // The toast the purchase area shows when the coin panel has added coins, and the coins in words.
    "catalogue.coins.addedToast",
    "lines",
    // In stock, only N left, sold out per server, and asking to be told when it is back (issue 50).
    "stock.shown",
    "stock.alert",
    // How the coins are handed over, where the game offers several ways (issue 49).
    "delivery.choose",
    "delivery.refused",
  ],
  // The quantity box says which rule a typed quantity breaks (shared/cart/quantity.ts), before anything is sent.
  gameCoins: [
    "catalogue.coins",
    "cart.invalidQuantity",
    "cart.quantityBelowMin",
    "cart.quantityTooLarge",
    "cart.coinQuantityTooLarge",
  ],
  gameItems: ["catalogue.items", "catalogue.pagination", "catalogue.rating"],
  /** The cart page's own; its lines and forms bring theirs (`cart`) with their code. */
  cartPage: ["cart.title"],
  cart: cartTexts,
  /** The checkout page's own; its summary and payment step bring theirs (`checkout`) with their code. */
  // The empty checkout is the page's own (no payment step, nothing lazy to load).
  checkoutPage: ["checkout.title", "checkout.empty", "cart.browseGames"],
  checkout: [...cartTexts, ...orderPaymentTexts, "vocabulary.paymentMethods"],
  /** The order page's own; everything below its title brings its texts (`orders`) with its code. */
  orderPage: ["orders.order", "orders.backToOrders"],
  orders: orderTexts,
  /** Added to the order page's for a pending order. */
  orderPayment: orderPaymentTexts,
  paymentResult: [
    ...orderTexts,
    ...orderPaymentTexts,
    "successPage",
    "checkoutCancelled",
    "checkoutResult",
    "checkout.total",
  ],
  sandbox: [...orderTexts, ...orderPaymentTexts, "sandbox"],
  /** The page a staff invitation's link opens; with `auth`, for the password fields and their rules. */
  staffInvitation: ["staffInvitation", "vocabulary.staffRoles"],
  auth: ["auth", "twoFactor.signIn", "policies.registerConsent", "passkeys.signIn", "passkeys.errors"],
  account: ["account", "auth", "twoFactor", "passkeys", "privacy", ...orderTexts, ...orderPaymentTexts],
  policies: ["policies.updated"],
  about: ["about"],
  trust: ["trust.page", "trust.duration"],
  contact: ["contact"],
  /** The page a "back in stock" email's stop link opens (issue 50). */
  stockAlertStop: ["stock.stopPage"],
  devMailbox: ["emails.devMailbox"],
  // The panels that open on demand (./lazy-texts.tsx), whole as the locale files hold them.
  /** The sign-in, register and password dialogs, with the authenticator's step and the passkey button. */
  authDialogs: ["auth", "twoFactor", "passkeys", "policies"],
  cartDrawer: [
    "cart",
    "checkout",
    "checkoutResult",
    "sandbox",
    "orderEmails",
    "orders",
    "deliveryPromise",
    "cartUndo",
    "lines",
    "vocabulary",
    "stock.shown",
    "delivery.shown",
  ],
  /** A conversation, the shopper's or the staff's. */
  chat: ["chat", "adminInbox"],
  /** The chat panel's opening hours and topics. */
  support: ["support"],
  admin: [
    "admin",
    "adminConfirm",
    "adminTrouble",
    "adminCharts",
    // The charts' delivery times, in the trust page's words.
    "trust.duration",
    "adminInbox",
    "adminCodes",
    "adminDesk",
    "adminStaff",
    "adminAudit",
    "adminExports",
    "promotions",
    "orderMoney",
    "vocabulary",
    "lines",
    "support",
    "chat",
    "contact.subjects",
    "auth.fields",
    "orders",
    "orderTrust",
    "withdrawal",
    "policies",
    "deliveryPromise",
    "cart",
    // The previews of cards and items as the store shows them.
    "catalogue",
    // Stock per offer and server (issue 50).
    "stock",
    // Hand-over methods: each order's, the desk's, and a game's editor (issue 49).
    "delivery",
    // Held orders, their review and the rules (issue 51).
    "riskHolds",
    // Hiding and answering reviews.
    "reviewsShown",
    "reviews.form",
    ...reviewCards,
  ],
} satisfies Record<string, readonly string[]>;

export type PageArea = keyof typeof textAreas;

export const isPageArea = (value: unknown): value is PageArea =>
  typeof value === "string" && Object.hasOwn(textAreas, value);

function isTextTree(value: unknown): value is TextTree {
  return typeof value === "object" && value !== null;
}

/**
 * A page's texts as they travel in its loader data: one JSON string rather than a tree, which Remix
 * would encode value by value (several times the bytes, and CPU on every uncached page).
 */
export type PageTextsJson = string & { readonly pageTexts: unique symbol };

export function pageTextsJson(texts: TextTree): PageTextsJson {
  return JSON.stringify(texts) as PageTextsJson;
}

// The same few strings come back with every page; each is parsed once (the server meets one per
// language and page area, a browser a handful).
const parsed = new Map<string, TextTree>();
const PARSED_KEPT = 64;

/** The pageTexts a matched route's loader data carries, if any. */
export function pageTextsOf(data: unknown): TextTree | null {
  if (!isTextTree(data) || typeof data.pageTexts !== "string") return null;
  let texts = parsed.get(data.pageTexts);
  if (!texts) {
    texts = JSON.parse(data.pageTexts) as TextTree;
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value ?? "");
    parsed.set(data.pageTexts, texts);
  }
  return texts;
}

/** One tree with the texts of all `trees`; where two hold the same branch, its parts are merged. */
export function mergeTexts(...trees: TextTree[]): TextTree {
  const merged: TextTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const existing = merged[key];
      merged[key] = isTextTree(value) && isTextTree(existing) ? mergeTexts(existing, value) : value;
    }
  }
  return merged;
}

/**
 * The parts of `texts` at `paths` (dotted), in the same shape. A path to a text brings its plural
 * forms too (`header.cartWithCount` brings `cartWithCount_one` and `_other`); a path that leads
 * nowhere adds nothing.
 */
export function pickTexts(texts: TextTree, paths: readonly string[]): TextTree {
  const picked: TextTree[] = [];
  for (const path of paths) {
    const parts = path.split(".");
    const last = parts.pop() ?? "";
    let parent: string | TextTree | undefined = texts;
    for (const part of parts) parent = isTextTree(parent) ? parent[part] : undefined;
    if (!isTextTree(parent)) continue;
    const found = Object.entries(parent).filter(([key]) => key === last || key.startsWith(`${last}_`));
    if (found.length === 0) continue;
    picked.push(parts.reduceRight<TextTree>((tree, part) => ({ [part]: tree }), Object.fromEntries(found)));
  }
  return mergeTexts(...picked);
}
