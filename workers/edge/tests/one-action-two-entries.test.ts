// Each shopper action has one function that the page's form and the REST API both call (decision
// 038): for the same input, the two entries do the same thing and refuse alike, with the same
// code, message and field (named as the spec's wire names it). The page's answer is read as the
// browser's script reads it (the route's `.data`, turbo-stream); the API's as JSON.
import { decode } from "turbo-stream";
import { beforeAll, describe, expect, it } from "vitest";
import { newPaidOrder } from "../../../tests/workers/support/admin";
import { db, seedWarcraft } from "../../../tests/workers/support/catalogue-rows";
import {
  callApi,
  createVerifiedAccount,
  fetchWorker,
  mailbox,
  origin,
  signIn,
} from "../../../tests/workers/support/store";
import { rememberedGameChoices } from "../../accounts/game-choices";
import { base32Decode, totp } from "../../accounts/totp";

let shop: Awaited<ReturnType<typeof seedWarcraft>>;

beforeAll(async () => {
  shop = await seedWarcraft();
});

/** A page's action as the browser's script calls it: the form posted to `<path>.data`, the answer decoded. */
async function pageAction(path: string, fields: Record<string, string>, cookie: string) {
  const response = await fetchWorker(
    `${path}.data`,
    {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin },
    },
    { cookie },
  );
  const decoded = await decode(response.body ?? new ReadableStream());
  await decoded.done;
  const value = decoded.value as { data?: unknown; redirect?: string };
  return { status: response.status, body: value.data ?? value };
}

async function apiCall(method: string, path: string, body: unknown, cookie: string) {
  const response = await callApi(method, path, body, { cookie });
  return { status: response.status, body: await response.json() };
}

/** What a client sees of a refusal: its status, code, message and fields. */
function refusal({ status, body }: { status: number; body: unknown }) {
  const { error, message, details } = body as { error?: string; message?: string; details?: unknown };
  return { status, error, message, details };
}

async function shopper(label: string) {
  const account = await createVerifiedAccount(label);
  const cookie = await signIn(account);
  const user = await db.query.users.findFirst({ where: (users, { eq }) => eq(users.email, account.email) });
  return { account, cookie, id: user?.id ?? 0 };
}

interface ApiLine {
  id: string;
  item_id: number | null;
  coin_id: number | null;
  quantidade: number;
  tag: string;
}

async function cartOf(cookie: string): Promise<ApiLine[]> {
  return (await callApi("GET", "/api/cart", undefined, { cookie })).json();
}

const choice = (tag: string) => ({ tag, server: "Nemesis", plataforma_selecionada: "Mac" });

/** Two shoppers, each with the item (2) and the coin offer (3) in their cart, added through the API. */
async function twoCarts(label: string) {
  const carts = [];
  for (const entry of ["page", "api"]) {
    const { cookie } = await shopper(`${label}-${entry}`);
    for (const add of [
      { game_id: shop.wow.id, item_id: shop.item.id, quantidade: 2, ...choice("Thrall") },
      { game_id: shop.wow.id, coin_id: shop.coin.id, quantidade: 3, ...choice("Thrall") },
    ]) {
      expect((await callApi("POST", "/api/cart", add, { cookie })).status).toBe(201);
    }
    const lines = await cartOf(cookie);
    const line = (coin: boolean) => lines.find((each) => (each.coin_id !== null) === coin)?.id ?? "";
    carts.push({ cookie, item: line(false), coin: line(true) });
  }
  return carts as [(typeof carts)[0], (typeof carts)[0]];
}

describe("adding to the cart", () => {
  it("remembers the game's choices and refuses a bad quantity alike from the game page and POST /api/cart", async () => {
    const [page, api] = [await shopper("add-page"), await shopper("add-api")];
    const fields = { item_id: String(shop.item.id), ...choice("Jaina") };
    const added = await pageAction(`/game/${shop.wow.id}`, fields, page.cookie);
    expect(added.status).toBe(200);
    const posted = await apiCall(
      "POST",
      "/api/cart",
      { game_id: shop.wow.id, item_id: shop.item.id, ...choice("Jaina") },
      api.cookie,
    );
    expect(posted.status).toBe(201);
    const remembered = { nickname: "Jaina", server: "Nemesis", platform: "Mac" };
    expect(await rememberedGameChoices(db, page.id, shop.wow.id)).toEqual(remembered);
    expect(await rememberedGameChoices(db, api.id, shop.wow.id)).toEqual(remembered);

    const fromPage = await pageAction(`/game/${shop.wow.id}`, { ...fields, quantidade: "0" }, page.cookie);
    const fromApi = await apiCall(
      "POST",
      "/api/cart",
      { game_id: shop.wow.id, item_id: shop.item.id, quantidade: 0, ...choice("Jaina") },
      api.cookie,
    );
    expect(refusal(fromPage)).toEqual(refusal(fromApi));
    expect(refusal(fromApi)).toMatchObject({ status: 400, details: [{ field: "quantidade" }] });

    // A domain refusal (an unknown server) names the wire's field from both.
    const badServer = { ...fields, server: "Atlantis" };
    const serverFromPage = await pageAction(`/game/${shop.wow.id}`, badServer, page.cookie);
    const serverFromApi = await apiCall(
      "POST",
      "/api/cart",
      { game_id: shop.wow.id, item_id: shop.item.id, ...choice("Jaina"), server: "Atlantis" },
      api.cookie,
    );
    expect(refusal(serverFromPage)).toEqual(refusal(serverFromApi));
    expect(refusal(serverFromApi)).toMatchObject({ status: 400, details: [{ field: "server" }] });
  });
});

describe("changing a line's quantity", () => {
  it("sets it, and refuses a fraction and a coin line's change alike from the cart page and PUT /api/cart/{id}", async () => {
    const [page, api] = await twoCarts("change");
    const change = (cookie: string, lineId: string, quantity: number | string) =>
      typeof quantity === "string"
        ? pageAction("/cart", { intent: "update", lineId, quantidade: quantity }, cookie)
        : apiCall("PUT", `/api/cart/${lineId}`, { quantidade: quantity }, cookie);

    expect((await change(page.cookie, page.item, "5")).status).toBe(200);
    expect((await change(api.cookie, api.item, 5)).status).toBe(200);
    const quantities = async (cookie: string) => (await cartOf(cookie)).map((line) => line.quantidade);
    expect(await quantities(page.cookie)).toEqual(await quantities(api.cookie));

    const fraction = [await change(page.cookie, page.item, "1.5"), await change(api.cookie, api.item, 1.5)] as const;
    expect(refusal(fraction[0])).toEqual(refusal(fraction[1]));
    expect(refusal(fraction[1])).toMatchObject({ status: 400, details: [{ field: "quantidade" }] });

    const coin = [await change(page.cookie, page.coin, "7"), await change(api.cookie, api.coin, 7)] as const;
    expect(refusal(coin[0])).toEqual(refusal(coin[1]));
    expect(refusal(coin[1])).toMatchObject({
      status: 422,
      error: "fixed_quantity",
      details: [{ field: "quantidade" }],
    });
  });
});

describe("removing a line", () => {
  it("removes it, and refuses an unknown line alike from the cart page and DELETE /api/cart/{id}", async () => {
    const [page, api] = await twoCarts("remove");
    expect((await pageAction("/cart", { intent: "remove", lineId: page.item }, page.cookie)).status).toBe(200);
    expect((await apiCall("DELETE", `/api/cart/${api.item}`, undefined, api.cookie)).status).toBe(200);
    const kinds = async (cookie: string) => (await cartOf(cookie)).map((line) => line.coin_id !== null);
    expect(await kinds(page.cookie)).toEqual([true]);
    expect(await kinds(api.cookie)).toEqual([true]);

    const unknown = [
      await pageAction("/cart", { intent: "remove", lineId: "no-such-line" }, page.cookie),
      await apiCall("DELETE", "/api/cart/no-such-line", undefined, api.cookie),
    ] as const;
    expect(refusal(unknown[0])).toEqual(refusal(unknown[1]));
    expect(refusal(unknown[1])).toMatchObject({ status: 404, error: "line_not_found" });
  });
});

describe("clearing the cart", () => {
  it("empties it from the cart page and POST /api/cart/clear", async () => {
    const [page, api] = await twoCarts("clear");
    expect((await pageAction("/cart", { intent: "clear" }, page.cookie)).status).toBe(200);
    expect(await apiCall("POST", "/api/cart/clear", undefined, api.cookie)).toEqual({ status: 200, body: [] });
    expect(await cartOf(page.cookie)).toEqual([]);
    expect(await cartOf(api.cookie)).toEqual([]);
  });
});

describe("checkout", () => {
  it("refuses an unknown method and an empty cart alike from /checkout and POST /api/checkout", async () => {
    const [page, api] = [await shopper("checkout-page"), await shopper("checkout-api")];
    const method = [
      await pageAction("/checkout", { metodo_pagamento: "cheque" }, page.cookie),
      await apiCall("POST", "/api/checkout", { metodo_pagamento: "cheque" }, api.cookie),
    ] as const;
    expect(refusal(method[0])).toEqual(refusal(method[1]));
    expect(refusal(method[1])).toMatchObject({ status: 400, details: [{ field: "metodo_pagamento" }] });

    const empty = [
      await pageAction("/checkout", { metodo_pagamento: "debit_card" }, page.cookie),
      await apiCall("POST", "/api/checkout", { metodo_pagamento: "debit_card" }, api.cookie),
    ] as const;
    expect(refusal(empty[0])).toEqual(refusal(empty[1]));
    expect(empty[1].status).toBeGreaterThanOrEqual(400);
  });
});

describe("withdrawal", () => {
  it("cancels a paid order with the same refund from the order page and POST /api/orders/{id}/withdraw, and refuses a second time alike", async () => {
    const [page, api] = [await newPaidOrder("withdraw-page"), await newPaidOrder("withdraw-api")];
    const fromPage = await pageAction(`/orders/${page.orderId}/withdraw`, {}, page.cookie);
    const fromApi = await apiCall("POST", `/api/orders/${api.orderId}/withdraw`, undefined, api.cookie);
    expect(fromPage.status).toBe(200);
    expect(fromApi.status).toBe(200);
    const refunded = fromApi.body as { order: { status: string }; refund: { amount_cents: number; currency: string } };
    expect(refunded.order.status).toBe("cancelado");
    expect(fromPage.body).toEqual({
      withdrawn: true,
      amountCents: refunded.refund.amount_cents,
      currency: refunded.refund.currency,
    });
    const statusOf = async (cookie: string, id: number) =>
      ((await (await callApi("GET", `/api/orders/${id}`, undefined, { cookie })).json()) as { status: string }).status;
    expect(await statusOf(page.cookie, page.orderId)).toBe("cancelado");

    const again = [
      await pageAction(`/orders/${page.orderId}/withdraw`, {}, page.cookie),
      await apiCall("POST", `/api/orders/${api.orderId}/withdraw`, undefined, api.cookie),
    ] as const;
    expect(refusal(again[0])).toEqual(refusal(again[1]));
    expect(refusal(again[1])).toMatchObject({ status: 409, error: "order_cancelled" });
  });
});

describe("profile", () => {
  it("saves name and phone, and refuses a bad phone alike from the settings page and PUT /api/users/{id}", async () => {
    const [page, api] = [await shopper("profile-page"), await shopper("profile-api")];
    const saved = { nome: "Ana Souza", telefone: "+55 11 91234-5678" };
    expect((await pageAction("/settings", { intent: "profile", ...saved }, page.cookie)).status).toBe(200);
    expect((await apiCall("PUT", `/api/users/${api.id}`, saved, api.cookie)).status).toBe(200);
    const profileOf = async (cookie: string, id: number) => {
      const { nome, telefone } = (await (await callApi("GET", `/api/users/${id}`, undefined, { cookie })).json()) as {
        nome: string;
        telefone: string;
      };
      return { nome, telefone };
    };
    expect(await profileOf(page.cookie, page.id)).toEqual(await profileOf(api.cookie, api.id));

    const bad = { nome: "Ana Souza", telefone: "call me" };
    const refused = [
      await pageAction("/settings", { intent: "profile", ...bad }, page.cookie),
      await apiCall("PUT", `/api/users/${api.id}`, bad, api.cookie),
    ] as const;
    expect(refusal(refused[0])).toEqual(refusal(refused[1]));
    expect(refusal(refused[1])).toMatchObject({ status: 400, details: [{ field: "telefone" }] });
  });
});

describe("two-factor sign-in", () => {
  function codeFor(secret: string) {
    const key = base32Decode(secret);
    if (!key) throw new Error("bad secret");
    return totp(key, Date.now());
  }

  it("refuses a wrong code, then turns on and emails the owner alike from the settings page and /api/auth/2fa", async () => {
    const [page, api] = [await shopper("2fa-page"), await shopper("2fa-api")];
    const pageSetup = await pageAction("/settings", { intent: "2fa-setup" }, page.cookie);
    const apiSetup = await apiCall("POST", "/api/auth/2fa/setup", undefined, api.cookie);
    const secrets = [(pageSetup.body as { secret: string }).secret, (apiSetup.body as { secret: string }).secret];

    const wrong = [
      await pageAction(
        "/settings",
        { intent: "2fa-enable", password: page.account.password, code: "000000" },
        page.cookie,
      ),
      await apiCall("POST", "/api/auth/2fa/enable", { password: api.account.password, code: "000000" }, api.cookie),
    ] as const;
    expect(refusal(wrong[0])).toEqual(refusal(wrong[1]));
    expect(refusal(wrong[1])).toMatchObject({ status: 400, error: "invalid_code", details: [{ field: "code" }] });

    const enabled = [
      await pageAction(
        "/settings",
        { intent: "2fa-enable", password: page.account.password, code: codeFor(secrets[0] ?? "") },
        page.cookie,
      ),
      await apiCall(
        "POST",
        "/api/auth/2fa/enable",
        { password: api.account.password, code: codeFor(secrets[1] ?? "") },
        api.cookie,
      ),
    ];
    for (const answer of enabled) {
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ message: expect.any(String) });
      expect((answer.body as { recovery_codes: string[] }).recovery_codes).toHaveLength(10);
    }
    for (const { account } of [page, api]) {
      const subjects = (await mailbox(account.email)).map((email) => email.subject);
      expect(subjects).toContain("Two-factor sign-in is on for your Gamer Store account");
    }
  });
});
