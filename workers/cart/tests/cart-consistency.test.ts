// The cart under several tabs and devices at once, under a payment racing the shopper, and under
// stale copies: nothing lost, nothing resurrected (issue 12, section 2; docs/decisions/011-cart-consistency.md).

import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { MAX_CART_LINES, MAX_ITEM_QUANTITY } from "../../../shared/cart/limits";
import { seedWarcraft } from "../../../tests/workers/support/catalogue-rows";
import { countingD1 } from "../../../tests/workers/support/counting-d1";
import { callApi, createVerifiedAccount, postForm, signIn } from "../../../tests/workers/support/store";
import { db, visibleText } from "../../../tests/workers/support/worker";
import { orderLines, users } from "../../db/schema";
import { takeOrderedLines } from "../cart-store";

interface ApiLine {
  id: string;
  item_id: number | null;
  coin_id: number | null;
  tag: string;
  quantidade: number;
}

let wow: Awaited<ReturnType<typeof seedWarcraft>>["wow"];
let item: Awaited<ReturnType<typeof seedWarcraft>>["item"];
let coin: Awaited<ReturnType<typeof seedWarcraft>>["coin"];

beforeAll(async () => {
  ({ wow, item, coin } = await seedWarcraft());
});

async function shopper() {
  const account = await createVerifiedAccount("cart-race");
  const cookie = await signIn(account);
  const row = await db.query.users.findFirst({ columns: { id: true }, where: eq(users.email, account.email) });
  if (!row) throw new Error("no user row");
  return { cookie, userId: row.id };
}

const itemChoice = (tag: string, quantidade = 1) => ({
  game_id: wow.id,
  item_id: item.id,
  tag,
  server: "Azralon",
  plataforma_selecionada: "PC",
  quantidade,
});

const add = (cookie: string, body: object) => callApi("POST", "/api/cart", body, { cookie });

async function cartOf(cookie: string): Promise<ApiLine[]> {
  const response = await callApi("GET", "/api/cart", undefined, { cookie });
  expect(response.status).toBe(200);
  return response.json<ApiLine[]>();
}

/** tag → quantity: what a shopper sees of the cart, whatever the line ids. */
const byTag = (lines: ApiLine[]) => Object.fromEntries(lines.map((line) => [line.tag, line.quantidade]));

async function checkout(cookie: string) {
  const response = await callApi("POST", "/api/checkout", { metodo_pagamento: "debit_card" }, { cookie });
  expect(response.status).toBe(200);
  return response.json<{ orderId: number; sessionId: string }>();
}

async function pay(cookie: string, sessionId: string) {
  const response = await callApi("POST", `/api/sandbox/sessions/${sessionId}/pay`, {}, { cookie });
  expect(response.status).toBe(200);
}

describe("concurrent changes from several tabs", () => {
  it("keeps every line when ten tabs add different lines at once", async () => {
    const { cookie } = await shopper();
    const tags = Array.from({ length: 10 }, (_, index) => `Tab${index}`);
    const answers = await Promise.all(tags.map((tag) => add(cookie, itemChoice(tag))));
    expect(answers.map((answer) => answer.status)).toEqual(tags.map(() => 201));
    expect(byTag(await cartOf(cookie))).toEqual(Object.fromEntries(tags.map((tag) => [tag, 1])));
  });

  it("adds up concurrent adds of the same choice into one line, up to the line's limit", async () => {
    const { cookie } = await shopper();
    const ones = await Promise.all(Array.from({ length: 8 }, () => add(cookie, itemChoice("Same"))));
    expect(ones.every((answer) => answer.status === 201)).toBe(true);
    expect(byTag(await cartOf(cookie))).toEqual({ Same: 8 });

    // 8 + 12 × 10 would pass 99: exactly the adds that fit are kept, the others are refused whole.
    const tens = await Promise.all(Array.from({ length: 12 }, () => add(cookie, itemChoice("Same", 10))));
    const kept = tens.filter((answer) => answer.status === 201).length;
    expect(kept).toBe(Math.floor((MAX_ITEM_QUANTITY - 8) / 10));
    for (const refused of tens.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(422);
      expect(await refused.json()).toMatchObject({ error: "quantity_too_large" });
    }
    expect(byTag(await cartOf(cookie))).toEqual({ Same: 8 + kept * 10 });
  });

  it("fills the cart to its line limit and no further when adds race for the last places", async () => {
    const { cookie } = await shopper();
    for (let index = 0; index < MAX_CART_LINES - 3; index++) await add(cookie, itemChoice(`Line${index}`));
    const racing = await Promise.all(Array.from({ length: 8 }, (_, index) => add(cookie, itemChoice(`Late${index}`))));
    expect(racing.filter((answer) => answer.status === 201)).toHaveLength(3);
    for (const refused of racing.filter((answer) => answer.status !== 201)) {
      expect(await refused.json()).toMatchObject({ error: "cart_full" });
    }
    expect(await cartOf(cookie)).toHaveLength(MAX_CART_LINES);
    // A full cart still takes more of a line it has.
    expect((await add(cookie, itemChoice("Line0"))).status).toBe(201);
  });

  it("ends concurrent quantity changes of one line with one of them, each answer showing its own", async () => {
    const { cookie } = await shopper();
    const [line] = await (await add(cookie, itemChoice("Qty"))).json<ApiLine[]>();
    const wanted = [2, 3, 4, 5, 6, 7, 8, 9];
    const answers = await Promise.all(
      wanted.map((quantidade) => callApi("PUT", `/api/cart/${line?.id}`, { quantidade }, { cookie })),
    );
    for (const [index, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      expect(byTag(await answer.json<ApiLine[]>())).toEqual({ Qty: wanted[index] });
    }
    const final = await cartOf(cookie);
    expect(final).toHaveLength(1);
    expect(wanted).toContain(final[0]?.quantidade);
  });

  it("applies concurrent changes to different lines, all of them", async () => {
    const { cookie } = await shopper();
    for (const tag of ["A", "B", "C", "D"]) await add(cookie, itemChoice(tag));
    const lines = await cartOf(cookie);
    const id = (tag: string) => lines.find((line) => line.tag === tag)?.id;
    const answers = await Promise.all([
      callApi("PUT", `/api/cart/${id("A")}`, { quantidade: 5 }, { cookie }),
      callApi("PUT", `/api/cart/${id("B")}`, { quantidade: 7 }, { cookie }),
      callApi("DELETE", `/api/cart/${id("C")}`, undefined, { cookie }),
      add(cookie, itemChoice("D", 2)),
      add(cookie, itemChoice("E", 3)),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 201, 201]);
    expect(byTag(await cartOf(cookie))).toEqual({ A: 5, B: 7, D: 3, E: 3 });
  });

  it("removes each line once when tabs remove at once, and a change racing a removal finds no line", async () => {
    const { cookie } = await shopper();
    for (const tag of ["R1", "R2", "R3", "R4", "R5"]) await add(cookie, itemChoice(tag));
    const lines = await cartOf(cookie);
    const removals = await Promise.all(
      lines.map((line) => callApi("DELETE", `/api/cart/${line.id}`, undefined, { cookie })),
    );
    expect(removals.map((answer) => answer.status)).toEqual(lines.map(() => 200));
    expect(await cartOf(cookie)).toEqual([]);

    const [line] = await (await add(cookie, itemChoice("Twice"))).json<ApiLine[]>();
    const same = await Promise.all([
      callApi("DELETE", `/api/cart/${line?.id}`, undefined, { cookie }),
      callApi("DELETE", `/api/cart/${line?.id}`, undefined, { cookie }),
      callApi("PUT", `/api/cart/${line?.id}`, { quantidade: 4 }, { cookie }),
      callApi("DELETE", `/api/cart/${line?.id}`, undefined, { cookie }),
    ]);
    const deletes = [same[0], same[1], same[3]].map((answer) => answer?.status).sort();
    expect(deletes).toEqual([200, 404, 404]);
    expect([200, 404]).toContain(same[2]?.status);
    expect(await cartOf(cookie)).toEqual([]);
  });
});

describe("paying takes exactly what the order bought", () => {
  it("keeps a line added after checkout began and the difference of a line that grew; drops one that shrank", async () => {
    const { cookie } = await shopper();
    await add(cookie, itemChoice("Grows", 2));
    await add(cookie, itemChoice("Shrinks", 5));
    await add(cookie, { ...itemChoice("Coins", 3), item_id: undefined, coin_id: coin.id });
    const { orderId, sessionId } = await checkout(cookie);

    // While the shopper is on the payment page, another tab changes the cart.
    await add(cookie, itemChoice("Grows", 3));
    const shrinks = (await cartOf(cookie)).find((line) => line.tag === "Shrinks");
    await callApi("PUT", `/api/cart/${shrinks?.id}`, { quantidade: 1 }, { cookie });
    await add(cookie, itemChoice("AddedLater", 4));
    await add(cookie, { ...itemChoice("Coins", 2), item_id: undefined, coin_id: coin.id });

    await pay(cookie, sessionId);
    expect(byTag(await cartOf(cookie))).toEqual({ Grows: 3, AddedLater: 4, Coins: 2 });
    const bought = await db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    expect(Object.fromEntries(bought.map((line) => [line.nickname, line.quantity]))).toEqual({
      Grows: 2,
      Shrinks: 5,
      Coins: 3,
    });
  });

  it("takes nothing twice when the payment is delivered again", async () => {
    const { cookie, userId } = await shopper();
    await add(cookie, itemChoice("Once", 2));
    const { orderId, sessionId } = await checkout(cookie);
    await add(cookie, itemChoice("Once", 2));
    await pay(cookie, sessionId);
    expect(byTag(await cartOf(cookie))).toEqual({ Once: 2 });
    // What fulfilment runs, run again (a replay, an admin accepting the order later): nothing more leaves.
    await takeOrderedLines(db, { id: orderId, userId });
    await Promise.all([takeOrderedLines(db, { id: orderId, userId }), takeOrderedLines(db, { id: orderId, userId })]);
    expect(byTag(await cartOf(cookie))).toEqual({ Once: 2 });
  });

  it("ends a checkout racing adds with the cart minus exactly the order's lines", async () => {
    for (let round = 0; round < 3; round++) {
      const { cookie } = await shopper();
      await add(cookie, itemChoice("First", 2));
      const [started] = await Promise.all([
        checkout(cookie),
        add(cookie, itemChoice("First", 1)),
        add(cookie, itemChoice("Racer", 1)),
        add(cookie, itemChoice("Racer2", 2)),
      ]);
      const before = byTag(await cartOf(cookie));
      expect(before).toEqual({ First: 3, Racer: 1, Racer2: 2 });
      const bought = await db.select().from(orderLines).where(eq(orderLines.orderId, started.orderId));
      await pay(cookie, started.sessionId);

      const expected = { ...before };
      for (const line of bought) {
        expected[line.nickname] = (expected[line.nickname] ?? 0) - line.quantity;
        if ((expected[line.nickname] ?? 0) <= 0) delete expected[line.nickname];
      }
      expect(bought.map((line) => line.nickname)).toContain("First");
      expect(byTag(await cartOf(cookie))).toEqual(expected);
    }
  });
});

/**
 * A CARTS binding as a lagging location sees it: every read answers the first value ever written
 * under the key (later writes and deletes have not arrived), and `seed` holds copies written before.
 */
function laggingKv(real: KVNamespace, seed: Record<string, string>): KVNamespace {
  const firstWrites = new Map(Object.entries(seed));
  return new Proxy(real, {
    get(target, property) {
      if (property === "get") {
        return async (key: string, options?: unknown) => {
          const stale = firstWrites.get(key);
          if (stale === undefined) return target.get(key, options as "text");
          const type = typeof options === "string" ? options : (options as { type?: string } | undefined)?.type;
          return type === "json" ? JSON.parse(stale) : stale;
        };
      }
      if (property === "put") {
        return async (key: string, value: string, options?: KVNamespacePutOptions) => {
          if (!firstWrites.has(key)) firstWrites.set(key, value);
          return target.put(key, value, options);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

describe("stale copies", () => {
  /** The Worker with a CARTS namespace that lags, and a D1 that counts its round trips. */
  function laggingStore(seed: Record<string, string>) {
    const carts = laggingKv(env.CARTS, seed);
    return async (method: string, path: string, cookie: string, body?: unknown) => {
      const counter = countingD1(env.DB);
      const response = await callApi(method, path, body, { cookie, bindings: { CARTS: carts, DB: counter.d1 } });
      const text = await response.text();
      return { status: response.status, text, roundTrips: counter.roundTrips };
    };
  }

  it("never shows a paid or cleared cart from a stale KV copy, wherever the request lands", async () => {
    const { cookie, userId } = await shopper();
    await add(cookie, itemChoice("Paid", 2));
    await add(cookie, { ...itemChoice("PaidCoins", 3), item_id: undefined, coin_id: coin.id });
    // The copy a location that lags would still hold: the cart as it was before payment, in the
    // shape the store kept in KV until carts moved to D1.
    const beforePayment = await cartOf(cookie);
    const staleCart = JSON.stringify({
      lines: beforePayment.map((line) => ({
        id: line.id,
        gameId: wow.id,
        itemId: line.item_id,
        coinOfferId: line.coin_id,
        nickname: line.tag,
        server: "Azralon",
        platform: "PC",
        quantity: line.quantidade,
        addedAt: new Date(0).toISOString(),
      })),
    });
    await env.CARTS.put(`cart:${userId}`, staleCart);
    const store = laggingStore({ [`cart:${userId}`]: staleCart });

    const { sessionId } = await checkout(cookie);
    expect((await store("POST", "/api/cart", cookie, itemChoice("AfterCheckout"))).status).toBe(201);
    expect((await store("POST", `/api/sandbox/sessions/${sessionId}/pay`, cookie, {})).status).toBe(200);

    const api = await store("GET", "/api/cart", cookie);
    expect(byTag(JSON.parse(api.text))).toEqual({ AfterCheckout: 1 });
    const page = visibleText((await store("GET", "/cart", cookie)).text);
    expect(page).toContain("AfterCheckout");
    expect(page).not.toContain("PaidCoins");
    expect((await store("GET", "/cart", cookie)).text).toContain('aria-label="Cart, 1 product"');

    expect((await store("POST", "/api/cart/clear", cookie)).status).toBe(200);
    expect(JSON.parse((await store("GET", "/api/cart", cookie)).text)).toEqual([]);
    const cleared = await store("GET", "/orders", cookie);
    expect(cleared.text).toContain('aria-label="Cart, 0 products"');
  });

  it("reads the cart and its prices in one D1 round trip, and the header badge in one small query", async () => {
    const { cookie } = await shopper();
    const store = laggingStore({});
    // Each API call also reads the signed-in user once (the session check).
    const added = await store("POST", "/api/cart", cookie, itemChoice("Measured", 2));
    // The add: its catalogue check, then the change and the priced cart in one batch.
    expect(added).toMatchObject({ status: 201, roundTrips: 3 });
    const [line] = JSON.parse(added.text) as ApiLine[];
    expect(await store("GET", "/api/cart", cookie)).toMatchObject({ status: 200, roundTrips: 2 });
    expect(await store("PUT", `/api/cart/${line?.id}`, cookie, { quantidade: 3 })).toMatchObject({ roundTrips: 2 });
    expect(await store("DELETE", `/api/cart/${line?.id}`, cookie)).toMatchObject({ roundTrips: 2 });
    // A page: the user once for all its loaders (the request context keeps it), the layout's badge,
    // and the priced cart with its delivery promises (the store default comes in the cart's own batch).
    expect(await store("GET", "/cart", cookie)).toMatchObject({ status: 200, roundTrips: 3 });
  });

  it("prices the cart once per change: a page's action leaves it to the page that shows the cart", async () => {
    const { cookie } = await shopper();
    /** How many times a call read the rows that price a cart (one statement per pricing reads its items). */
    const pricingsOf = async (call: (bindings: Partial<Env>) => Promise<Response>) => {
      const counter = countingD1(env.DB);
      const response = await call({ DB: counter.d1 });
      await response.text();
      expect(response.status).toBeLessThan(400);
      return counter.statements.filter((statement) => /from "items".* from "cart_lines"/s.test(statement.sql)).length;
    };
    const fields = Object.fromEntries(
      Object.entries(itemChoice("Once", 2)).map(([name, value]) => [name, String(value)]),
    );
    // The game page's add (no JavaScript: the page comes back, without a priced cart in it).
    expect(await pricingsOf((bindings) => postForm(`/game/${wow.id}`, fields, { cookie, bindings }))).toBe(0);
    const [line] = await cartOf(cookie);
    // The cart page's change: the page that comes back prices the cart, the action does not.
    const update = { intent: "update", lineId: line?.id ?? "", quantidade: "3" };
    expect(await pricingsOf((bindings) => postForm("/cart?index", update, { cookie, bindings }))).toBe(1);
    // The API answers with the priced cart: priced once, in the change's batch.
    const put = (bindings: Partial<Env>) =>
      callApi("PUT", `/api/cart/${line?.id}`, { quantidade: 4 }, { cookie, bindings });
    expect(await pricingsOf(put)).toBe(1);
    expect(
      await pricingsOf((bindings) =>
        postForm("/cart?index", { intent: "remove", lineId: line?.id ?? "" }, { cookie, bindings }),
      ),
    ).toBe(1);
    expect(await cartOf(cookie)).toEqual([]);
  });
});
