// Each page gets only its own texts (shared/i18n/page-texts.ts), and the server renders from those same
// texts, so a text a page forgot to ask for shows as its key (`catalogue.game.title`) right in the
// server's HTML. This walks every page a shopper, a visitor and an admin can open, in both
// languages, and looks for such keys; and checks that pages do not carry the texts of other pages.
import { beforeAll, describe, expect, it } from "vitest";
import { pickTexts, textAreas } from "../../../shared/i18n/page-texts";
import { resources } from "../../../shared/i18n/resources";
import type { TextTree } from "../../../shared/i18n/translator";
import { addLine, adminCookie, paidOrder, seedOnce, shopperSession } from "../support/admin";
import { callApi, fetchWorker } from "../support/store";

function keysOf(tree: TextTree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    // A plural form's key is asked for without its suffix: `header.cartWithCount`.
    return typeof value === "string"
      ? [path, path.replace(/_(zero|one|two|few|many|other)$/, "")]
      : keysOf(value, path);
  });
}

const knownKeys = new Set(keysOf(resources.en.translation));

/** Keys of the texts that appear, untranslated, as an element's text or an attribute's value. */
function untranslatedKeys(html: string): string[] {
  const found = [...html.matchAll(/(?:>|=")\s*([a-zA-Z][\w-]*(?:\.[\w-]+)+)\s*(?:<|")/g)].flatMap((match) =>
    match[1] && knownKeys.has(match[1]) ? [match[1]] : [],
  );
  return [...new Set(found)];
}

interface Shop {
  gameId: number;
  itemId: number;
  shopper: string;
  /** A shopper with no order and an empty cart: the empty lists. */
  newcomer: string;
  orderId: number;
  pendingOrderId: number;
  sessionId: string;
  admin: string;
}

let shop: Shop;

beforeAll(async () => {
  await seedOnce();
  const games: Array<{ id: number; name: string }> = await (await callApi("GET", "/api/games")).json();
  const game = games.find((candidate) => candidate.name === "World of Warcraft") ?? games[0];
  if (!game) throw new Error("no demo games");
  const details: { items: Array<{ id: number }>; servers: string[]; plataformas: string } = await (
    await callApi("GET", `/api/games/${game.id}`)
  ).json();
  const item = { gameId: game.id, id: details.items[0]?.id ?? 0 };
  const choice = { server: details.servers[0] ?? null, platform: details.plataformas.split(", ")[0] ?? null };
  const { cookie } = await shopperSession("page-texts");
  const orderId = await paidOrder(cookie, item, choice);
  await addLine(cookie, item, choice);
  const checkout = await callApi("POST", "/api/checkout", { metodo_pagamento: "credit_card" }, { cookie });
  const pending: { orderId: number; sessionId: string } = await checkout.json();
  await addLine(cookie, item, choice);
  shop = {
    gameId: game.id,
    itemId: item.id,
    shopper: cookie,
    newcomer: (await shopperSession("page-texts-newcomer")).cookie,
    orderId,
    pendingOrderId: pending.orderId,
    sessionId: pending.sessionId,
    admin: await adminCookie(),
  };
});

const visitorPages = () => [
  "/",
  "/games",
  "/games?search=zzzz-no-such-game",
  `/game/${shop.gameId}`,
  `/game/${shop.gameId}?type=items`,
  `/game/${shop.gameId}?type=boosting`,
  "/game/999999",
  "/no-such-page",
  "/sobre",
  "/contato",
  "/login",
  "/register",
  "/forgot-password",
  "/reset-password?token=abc",
  "/verify-email?token=abc",
  "/staff-invitation?token=abc",
  "/policies/terms",
  "/policies/privacy",
];
const shopperPages = () => [
  "/cart",
  "/checkout",
  "/orders",
  `/orders/${shop.orderId}`,
  `/orders/${shop.pendingOrderId}`,
  "/orders/999999",
  "/settings",
  "/settings?section=orders",
  "/settings?section=security",
  "/settings?section=data",
  `/checkout-success?session_id=${shop.sessionId}`,
  `/checkout-cancel?session_id=${shop.sessionId}`,
  `/sandbox/checkout/${shop.sessionId}`,
  "/login",
  "/dev/emails",
];
const adminPages = () => [
  "/admin",
  "/admin/games",
  `/admin/games/${shop.gameId}`,
  "/admin/items",
  `/admin/items/${shop.itemId}`,
  "/admin/coins",
  "/admin/orders",
  `/admin/orders/${shop.orderId}`,
  "/admin/users",
  "/admin/staff",
  "/admin/settings",
  "/admin/messages",
  "/admin/messages?tab=contact",
  "/admin/policies",
];

describe("every page shows its texts, never their keys", () => {
  for (const language of ["en", "pt"] as const) {
    it(`for a visitor, a shopper and an admin, in ${language}`, async () => {
      const visits = [
        ...visitorPages().map((path) => ({ path, cookie: undefined })),
        ...shopperPages().map((path) => ({ path, cookie: shop.shopper })),
        ...["/orders", "/cart", "/checkout", "/settings?section=orders"].map((path) => ({
          path,
          cookie: shop.newcomer,
        })),
        ...adminPages().map((path) => ({ path, cookie: shop.admin })),
      ];
      const missing: string[] = [];
      for (const { path, cookie } of visits) {
        const response = await fetchWorker(path, {}, { cookie, language });
        expect([200, 404], `${path}: ${response.status}`).toContain(response.status);
        for (const key of untranslatedKeys(await response.text())) missing.push(`${path}: ${key}`);
      }
      expect(missing).toEqual([]);
    });
  }
});

describe("pages carry only their own texts", () => {
  const textOf = (tree: TextTree, path: string) =>
    path.split(".").reduce<unknown>((node, part) => (node as TextTree | undefined)?.[part], tree);

  it("sends the home page without the texts of the admin area, the sign-in forms or the other pages", async () => {
    const html = await (await fetchWorker("/", {}, { language: "en" })).text();
    const en = resources.en.translation;
    // The header's sign-in form is in a visitor's page by design (app/components/auth/quick-sign-in.tsx,
    // its "Create account" link says what the register form's button says); the register form is not.
    for (const path of ["admin.nav.dashboard", "auth.register.haveAccount", "about.historyTitle", "cart.clearError"]) {
      const text = textOf(en, path);
      expect(typeof text, path).toBe("string");
      expect(html, path).not.toContain(String(text));
    }
  });
});

describe("parts drawn by the server bring their texts with their code", () => {
  /** The page's loader data, as the document's inline scripts carry it to the browser. */
  const loaderDataOf = (html: string) =>
    [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1] ?? "")
      .filter((script) => script.includes("streamController.enqueue"))
      .join("\n");

  it("keeps the payment step's, the cart's, the order's and the purchase area's texts out of their pages' data, yet on the page", async () => {
    const en = resources.en.translation;
    const visits = [
      { path: "/checkout", cookie: shop.shopper, shown: [en.checkout.summary, en.checkout.finalize] },
      { path: "/cart", cookie: shop.shopper, shown: [en.cart.clear, en.cart.checkout] },
      {
        path: `/orders/${shop.orderId}`,
        cookie: shop.shopper,
        shown: [en.orderTrust.page.live, en.orderTrust.page.promiseTitle],
      },
      { path: `/game/${shop.gameId}?type=items`, cookie: undefined, shown: [en.catalogue.game.nickname] },
    ];
    for (const { path, cookie, shown } of visits) {
      const html = await (await fetchWorker(path, {}, { cookie, language: "en" })).text();
      const data = loaderDataOf(html);
      expect(data, path).toContain("pageTexts");
      for (const text of shown) {
        expect(html, `${path} shows "${text}"`).toContain(text);
        expect(data, `${path} data without "${text}"`).not.toContain(JSON.stringify(text).slice(1, -1));
      }
    }
  });

  it("answers an area's texts in each language, the same the server drew the part with, kept by the browser for the build", async () => {
    // The parts the server draws, the panels opened on demand, and the shell of a page without root data.
    const areas = ["checkout", "cart", "orders", "orderPayment", "game", "gameCoins", "gameItems"] as const;
    const panels = ["authDialogs", "cartDrawer", "chat", "support", "shell", "quickSignIn"] as const;
    for (const language of ["en", "pt"] as const) {
      for (const area of [...areas, ...panels]) {
        const response = await fetchWorker(`/resources/texts?language=${language}&area=${area}&v=build-1`);
        expect(response.status).toBe(200);
        expect(response.headers.get("Cache-Control")).toContain("immutable");
        expect(await response.json()).toEqual(pickTexts(resources[language].translation, textAreas[area]));
      }
    }
    for (const query of [
      "language=fr&area=cart",
      "language=en&area=nothing",
      "language=en&area=toString",
      "area=cart",
    ]) {
      const response = await fetchWorker(`/resources/texts?${query}`);
      expect(response.status, query).toBe(404);
      expect(await response.json()).toMatchObject({ error: "not_found" });
    }
  });
});
